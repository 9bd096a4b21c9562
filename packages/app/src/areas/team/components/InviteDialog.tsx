import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  RadioGroup,
  RadioGroupItem,
  TextArea,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { useZodForm } from '../../../forms/useZodForm';
import { Form } from '../../../components/formParts';
import {
  INVITABLE_ROLE_OPTIONS,
  MAX_INVITATIONS_PER_REQUEST,
  addressCount,
  addressList,
  emptyInviteValues,
  inviteFormSchema,
  splitAddresses,
} from './inviteForm';
import { errorMessage, isBadRequest } from '../queries';

/** What the field's hint says: how many addresses were recognised, and how to separate them. */
function AddressHint({ text }: { text: string }) {
  const count = splitAddresses(text).length;
  return (
    <>
      {count > 0 ? `${addressCount(count)} erkannt. ` : null}
      Trenne mehrere Adressen mit Komma, Semikolon oder Zeilenumbruch (höchstens{' '}
      {MAX_INVITATIONS_PER_REQUEST}).
    </>
  );
}

function InviteForm({ onDone, onInvited }: { onDone: () => void; onInvited?: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(inviteFormSchema, { defaultValues: emptyInviteValues });
  const { control, register, formState, setError, setFocus } = form;
  const text = useWatch({ control, name: 'emails' });
  const create = useMutation(trpc.team.invitations.create.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { invited, mailFailed } = await create.mutateAsync(values);
      void queryClient.invalidateQueries({ queryKey: trpc.team.pathKey() });
      if (mailFailed.length > 0) {
        // One toast at a time (spec §9): the one that needs doing wins over the success.
        toast({
          variant: 'destructive',
          title:
            mailFailed.length === 1
              ? 'E-Mail konnte nicht gesendet werden'
              : 'E-Mails konnten nicht gesendet werden',
          description:
            mailFailed.length === 1
              ? `Die Einladung an ${addressList(mailFailed)} ist angelegt, aber die E-Mail ging nicht raus. Kopiere unter „Einladungen“ den Link und schicke ihn selbst.`
              : `Die Einladungen an ${addressList(mailFailed)} sind angelegt, aber die E-Mails gingen nicht raus. Kopiere unter „Einladungen“ die Links und schicke sie selbst.`,
        });
      } else {
        toast({
          variant: 'success',
          title: invited.length === 1 ? 'Einladung verschickt' : 'Einladungen verschickt',
          description: `An ${addressList(invited)}. Der Link gilt 14 Tage.`,
        });
      }
      onDone();
      onInvited?.();
    } catch (error) {
      // The dialog stays with everything typed. The server's refusal of the addresses ('Bereits
      // im Team: …') belongs under the field; anything else on top.
      if (isBadRequest(error)) {
        setError('emails', { type: 'server', message: errorMessage(error) });
        setFocus('emails');
      } else {
        setServerError(errorMessage(error));
      }
    }
  });

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={create.isPending}>
      <Alert message={serverError} />
      <TextArea
        label="E-Mail-Adressen"
        required
        rows={4}
        placeholder="sophie.winter@firma.de, max.huber@firma.de"
        autoComplete="off"
        spellCheck={false}
        description={<AddressHint text={text} />}
        {...register('emails')}
        error={formState.errors.emails?.message}
      />
      <Controller
        control={control}
        name="role"
        render={({ field, fieldState }) => (
          <RadioGroup
            label="Rolle"
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
          >
            {INVITABLE_ROLE_OPTIONS.map((option) => (
              <RadioGroupItem key={option.value} value={option.value} label={option.label} />
            ))}
          </RadioGroup>
        )}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" aria-disabled={create.isPending || undefined}>
          {create.isPending ? 'Einladungen werden gesendet...' : 'Einladungen senden'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

export type InviteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After sending: e.g. show the pending invitations. */
  onInvited?: () => void;
};

/**
 * 'Mitglieder einladen': several addresses at once and one role. Each address gets a link valid
 * 14 days by e-mail; bad addresses are named under the field before anything is sent.
 */
export function InviteDialog({ open, onOpenChange, onInvited }: InviteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '36rem' }}>
        <DialogHeader>
          <DialogTitle>Mitglieder einladen</DialogTitle>
          <DialogDescription>
            Jede Adresse bekommt eine E-Mail mit einem persönlichen Link. Er gilt 14 Tage und nur
            für diese Adresse.
          </DialogDescription>
        </DialogHeader>
        {/* Content unmounts when closed: each opening starts with a fresh form. */}
        <InviteForm onDone={() => onOpenChange(false)} onInvited={onInvited} />
      </DialogContent>
    </Dialog>
  );
}
