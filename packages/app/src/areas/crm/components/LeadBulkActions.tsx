import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Trash2, UserRound, Workflow } from 'lucide-react';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Stack,
  TextArea,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { LEAD_STATUSES } from './crmSearchParams';
import { leadStatus } from './leadStatus';
import type { LeadStatus } from '../queries';

const count = new Intl.NumberFormat('de-DE');

/** '1 Lead', '3 Leads'. */
export function leadCount(n: number): string {
  return `${count.format(n)} ${n === 1 ? 'Lead' : 'Leads'}`;
}

/** One refetch for every CRM list, board and lead page after a write. */
function useInvalidateLeads() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.crm.leads.pathKey() });
}

/**
 * Soft-deletes leads and offers 'Rückgängig' in the toast (crm.leads.restore), instead of
 * asking twice: the server keeps deleted leads, so undo works as long as the toast is there.
 */
export function useDeleteLeads() {
  const trpc = useTRPC();
  const invalidate = useInvalidateLeads();
  const restore = useMutation(
    trpc.crm.leads.restore.mutationOptions({
      onSuccess: ({ restored }) => {
        toast({
          title:
            restored === 1 ? 'Lead wiederhergestellt' : `${leadCount(restored)} wiederhergestellt`,
        });
      },
      onError: (error) =>
        toast({
          title: 'Wiederherstellen fehlgeschlagen',
          description: error.message,
          variant: 'destructive',
        }),
      onSettled: invalidate,
    }),
  );
  return useMutation(
    trpc.crm.leads.bulkUpdate.mutationOptions({
      onSuccess: (_result, input) => {
        const leadIds = input.leadIds;
        toast({
          title: leadIds.length === 1 ? 'Lead gelöscht' : `${leadCount(leadIds.length)} gelöscht`,
          action: {
            label: 'Rückgängig',
            altText: 'Löschen rückgängig machen',
            onClick: () => restore.mutate({ leadIds }),
          },
        });
      },
      onError: (error) =>
        toast({
          title: 'Löschen fehlgeschlagen',
          description: error.message,
          variant: 'destructive',
        }),
      onSettled: invalidate,
    }),
  );
}

type BulkDialogProps = {
  leadIds: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server has applied the change (e.g. clear the selection). */
  onDone: () => void;
};

function useBulkUpdate(onDone: () => void, onOpenChange: (open: boolean) => void) {
  const trpc = useTRPC();
  const invalidate = useInvalidateLeads();
  return useMutation(
    trpc.crm.leads.bulkUpdate.mutationOptions({
      onSuccess: ({ updated }) => {
        toast({ title: `${leadCount(updated)} geändert` });
        onOpenChange(false);
        onDone();
      },
      onError: (error) =>
        toast({
          title: 'Änderung nicht gespeichert',
          description: error.message,
          variant: 'destructive',
        }),
      onSettled: invalidate,
    }),
  );
}

/** 'Status ändern' for the selection; 'Verloren' needs its reason, as on the board. */
export function BulkStatusDialog({ leadIds, open, onOpenChange, onDone }: BulkDialogProps) {
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useBulkUpdate(onDone, onOpenChange);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    if (!status) {
      setError('Bitte wähle einen Status.');
      return;
    }
    update.mutate({
      action: 'status',
      leadIds,
      status,
      ...(status === 'lost' ? { lostReason: reason.trim() } : {}),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setStatus('');
          setReason('');
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="4">
            <DialogHeader>
              <DialogTitle>Status ändern</DialogTitle>
              <DialogDescription>Neuer Status für {leadCount(leadIds.length)}.</DialogDescription>
            </DialogHeader>
            <FormField label="Status" required error={error}>
              {(control) => (
                <Select
                  value={status}
                  onValueChange={(value) => {
                    setStatus(value as LeadStatus);
                    setError(null);
                  }}
                >
                  <SelectTrigger {...control}>
                    <SelectValue placeholder="Status wählen" />
                  </SelectTrigger>
                  <SelectContent>
                    {LEAD_STATUSES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {leadStatus(value).label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            {status === 'lost' ? (
              <TextArea
                label="Grund für Verlust"
                required
                maxLength={500}
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            ) : null}
            <DialogFooter>
              <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
                Abbrechen
              </Button>
              <Button type="submit" aria-disabled={update.isPending || undefined}>
                {update.isPending ? <Loader2 aria-hidden /> : <Workflow aria-hidden />}
                Status ändern
              </Button>
            </DialogFooter>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const NOBODY = 'none';

/** 'Zuweisen': a member of the company, or nobody. */
export function BulkAssignDialog({ leadIds, open, onOpenChange, onDone }: BulkDialogProps) {
  const trpc = useTRPC();
  const members = useQuery(trpc.crm.members.queryOptions(undefined, { enabled: open }));
  const [owner, setOwner] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useBulkUpdate(onDone, onOpenChange);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    if (!owner) {
      setError('Bitte wähle, wem die Leads gehören sollen.');
      return;
    }
    update.mutate({ action: 'owner', leadIds, ownerId: owner === NOBODY ? null : owner });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setOwner('');
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="4">
            <DialogHeader>
              <DialogTitle>Zuweisen</DialogTitle>
              <DialogDescription>
                Wer ist für {leadCount(leadIds.length)} verantwortlich?
              </DialogDescription>
            </DialogHeader>
            <FormField
              label="Verantwortlich"
              required
              error={error ?? members.error?.message ?? null}
            >
              {(control) => (
                <Select
                  value={owner}
                  onValueChange={(value) => {
                    setOwner(value);
                    setError(null);
                  }}
                >
                  <SelectTrigger {...control}>
                    <SelectValue
                      placeholder={
                        members.isPending ? 'Mitglieder werden geladen' : 'Person wählen'
                      }
                    />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NOBODY}>Niemand</SelectItem>
                    {(members.data ?? []).map((member) => (
                      <SelectItem key={member.id} value={member.id} description={member.email}>
                        {member.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <DialogFooter>
              <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
                Abbrechen
              </Button>
              <Button type="submit" aria-disabled={update.isPending || undefined}>
                {update.isPending ? <Loader2 aria-hidden /> : <UserRound aria-hidden />}
                Zuweisen
              </Button>
            </DialogFooter>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** 'Löschen' for the selection: asks once, then the toast offers 'Rückgängig'. */
export function BulkDeleteDialog({ leadIds, open, onOpenChange, onDone }: BulkDialogProps) {
  const remove = useDeleteLeads();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={leadIds.length === 1 ? 'Lead löschen?' : `${leadCount(leadIds.length)} löschen?`}
      description="Du kannst das Löschen danach im Hinweis rückgängig machen."
      confirmLabel="Löschen"
      destructive
      onConfirm={async () => {
        await remove.mutateAsync({ action: 'delete', leadIds });
        onDone();
      }}
    />
  );
}

/** The buttons of the table's selection bar. */
export function LeadBulkButtons({
  onStatus,
  onAssign,
  onDelete,
}: {
  onStatus: () => void;
  onAssign: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={onStatus}>
        <Workflow aria-hidden />
        Status ändern
      </Button>
      <Button variant="outline" size="sm" onClick={onAssign}>
        <UserRound aria-hidden />
        Zuweisen
      </Button>
      <Button variant="destructive" size="sm" onClick={onDelete}>
        <Trash2 aria-hidden />
        Löschen
      </Button>
    </>
  );
}
