import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ROLE_LABELS, ROLES } from '@sprint/server/platform/identity';
import {
  Alert,
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  RadioGroup,
  RadioGroupItem,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { useAuth } from '../../../auth/AuthContext';
import { useZodForm } from '../../../forms/useZodForm';
import { Form } from '../../../components/formParts';
import { memberName } from './memberName';
import { errorMessage, type TeamMember } from '../queries';

export type MemberActionKind = 'role' | 'transfer' | 'remove';
export type MemberAction = { kind: MemberActionKind; member: TeamMember };

/**
 * A dialog about one member. `member` stays set while the dialog closes, so its text does not
 * change during the closing animation.
 */
export type MemberDialogProps = {
  member: TeamMember | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

const roleSchema = z.object({ role: z.enum(ROLES) });

/** After a change: every list of the team (and the dashboard card) shows it. */
function useInvalidateTeam() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.team.pathKey() });
}

function RoleForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateTeam();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(roleSchema, { defaultValues: { role: member.role } });
  const change = useMutation(trpc.team.members.changeRole.mutationOptions());
  const name = memberName(member);

  const onSubmit = form.handleSubmit(async ({ role }) => {
    if (role === member.role) {
      onDone();
      return;
    }
    setServerError(null);
    try {
      await change.mutateAsync({ userId: member.userId, role });
      void invalidate();
      toast({
        variant: 'success',
        title: 'Rolle geändert',
        description: `${name} ist jetzt ${ROLE_LABELS[role]}.`,
      });
      onDone();
    } catch (error) {
      // The dialog stays; the server's reason ('Das Team braucht mindestens einen
      // Hauptadministrator …') is read out inside it. The list may be stale: fetch it again.
      setServerError(errorMessage(error));
      void invalidate();
    }
  });

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={change.isPending}>
      <Alert message={serverError} />
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <RadioGroup
            label="Neue Rolle"
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
          >
            {ROLE_OPTIONS.map((option) => (
              <RadioGroupItem key={option.value} value={option.value} label={option.label} />
            ))}
          </RadioGroup>
        )}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" aria-disabled={change.isPending || undefined}>
          {change.isPending ? 'Rolle wird geändert...' : 'Rolle ändern'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** 'Rolle ändern': the member's role among the three, the current one chosen. */
export function ChangeRoleDialog({ member, open, onOpenChange }: MemberDialogProps) {
  return (
    <Dialog open={open && member !== undefined} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '28rem' }}>
        <DialogHeader>
          <DialogTitle>Rolle ändern</DialogTitle>
          <DialogDescription>
            {member
              ? `${memberName(member)} (${member.email}) ist ${ROLE_LABELS[member.role]}.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {member ? (
          // Keyed by member: another member's dialog starts with their role.
          <RoleForm key={member.userId} member={member} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** 'Hauptadministrator übertragen': the member gets the role, the caller becomes an admin. */
export function TransferDialog({ member, open, onOpenChange }: MemberDialogProps) {
  const trpc = useTRPC();
  const invalidate = useInvalidateTeam();
  const navigate = useNavigate();
  const { refreshUser } = useAuth();
  const transfer = useMutation(trpc.team.members.transferPrimaryAdmin.mutationOptions());
  const [serverError, setServerError] = useState<string | null>(null);
  const name = member ? memberName(member) : '';

  async function handleConfirm() {
    if (!member) return;
    setServerError(null);
    try {
      await transfer.mutateAsync({ userId: member.userId });
    } catch (error) {
      setServerError(errorMessage(error));
      void invalidate();
      throw error;
    }
    toast({
      variant: 'success',
      title: 'Hauptadministrator übertragen',
      description: `${name} ist jetzt Hauptadministrator, du bist Administrator.`,
    });
    // 'Mein Team' is the primary admin's: with the new role, the sidebar and this page change.
    await refreshUser().catch(() => undefined);
    void navigate('/app/dashboard');
  }

  return (
    <ConfirmDialog
      open={open && member !== undefined}
      onOpenChange={(open) => {
        if (!open) setServerError(null);
        onOpenChange(open);
      }}
      title={`Hauptadministrator an ${name} übertragen?`}
      description={`${name} verwaltet danach das Team. Du wirst Administrator und kannst „Mein Team“ nicht mehr öffnen.`}
      confirmLabel="Übertragen"
      destructive
      onConfirm={handleConfirm}
    >
      <Alert message={serverError} />
    </ConfirmDialog>
  );
}

/** 'Aus dem Team entfernen': the access ends at once; what the member created stays. */
export function RemoveDialog({ member, open, onOpenChange }: MemberDialogProps) {
  const trpc = useTRPC();
  const invalidate = useInvalidateTeam();
  const { customer } = useAuth();
  const remove = useMutation(trpc.team.members.remove.mutationOptions());
  const [serverError, setServerError] = useState<string | null>(null);
  const name = member ? memberName(member) : '';
  const company = customer?.name ?? 'dein Unternehmen';

  async function handleConfirm() {
    if (!member) return;
    setServerError(null);
    try {
      await remove.mutateAsync({ userId: member.userId });
    } catch (error) {
      setServerError(errorMessage(error));
      void invalidate();
      throw error;
    }
    void invalidate();
    toast({
      variant: 'success',
      title: 'Aus dem Team entfernt',
      description: `${name} hat keinen Zugang mehr zu ${company}.`,
    });
  }

  return (
    <ConfirmDialog
      open={open && member !== undefined}
      onOpenChange={(open) => {
        if (!open) setServerError(null);
        onOpenChange(open);
      }}
      title={`${name} aus dem Team entfernen?`}
      description={`${name} verliert sofort den Zugang zu ${company}. Was ${name} angelegt hat, bleibt im Unternehmen.`}
      confirmLabel="Entfernen"
      destructive
      onConfirm={handleConfirm}
    >
      <Alert message={serverError} />
    </ConfirmDialog>
  );
}
