import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Grid,
  Stack,
  TextField,
  planLabel,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { useZodForm } from '../../../forms/useZodForm';
import {
  emptyCustomerValues,
  errorMessage,
  newCustomerSchema,
  serverFieldErrors,
  type NewCustomerField,
  type NewCustomerValues,
} from './customerForm';
import { customerHref } from './CustomerTable';
import { PLANS } from './customersSearchParams';
import { BoundSelectField } from '../../../components/formParts';

/** What the customer page is told after 'Neuer Kunde' (router state, not the address). */
export type CreatedCustomerState = { mailFailed?: string[] };

/** The toast after creating: the invitation went out, or it did not and can be sent again. */
export function announceCreated(adminEmail: string, mailFailed: readonly string[]) {
  if (mailFailed.length === 0) {
    toast({ title: `Kunde angelegt – Einladung an ${adminEmail} verschickt`, variant: 'success' });
    return;
  }
  toast({
    title: 'Kunde angelegt – Einladung nicht verschickt',
    description: `Die E-Mail an ${mailFailed.join(', ')} konnte nicht verschickt werden. Sende die Einladung auf der Kundenseite erneut.`,
    variant: 'destructive',
  });
}

const PLAN_OPTIONS = PLANS.map((plan) => ({ value: plan, label: planLabel(plan) }));

const FIELD_ORDER: NewCustomerField[] = [
  'name',
  'officialCompanyName',
  'domain',
  'plan',
  'adminEmail',
];

function fieldError(errors: FieldErrors<NewCustomerValues>, name: NewCustomerField) {
  return errors[name]?.message;
}

function NewCustomerForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(newCustomerSchema, { defaultValues: emptyCustomerValues });
  const { control, register, formState, setError } = form;
  const create = useMutation(trpc.customers.create.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { customerId, mailFailed } = await create.mutateAsync(values);
      // The list, and the employee's own company choice (employees may open every company).
      void queryClient.invalidateQueries({ queryKey: trpc.customers.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.auth.customers.queryKey() });
      onDone();
      const state: CreatedCustomerState = { mailFailed };
      void navigate(customerHref(customerId), { state });
      announceCreated(values.adminEmail, mailFailed);
    } catch (error) {
      // The dialog stays with everything typed: the server's words go to their fields, or on top.
      const byField = serverFieldErrors(error);
      const fields = FIELD_ORDER.filter((name) => byField[name]);
      fields.forEach((name, index) =>
        setError(name, { type: 'server', message: byField[name] }, { shouldFocus: index === 0 }),
      );
      if (fields.length === 0) setServerError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={create.isPending}>
      <Stack gap="4">
        <Alert message={serverError} />
        <Grid minItemWidth="14rem">
          <TextField
            label="Name"
            required
            autoComplete="off"
            description="So heißt das Unternehmen in Sprint."
            {...register('name')}
            error={fieldError(formState.errors, 'name')}
          />
          <TextField
            label="Offizieller Name"
            autoComplete="off"
            description="Mit Rechtsform, z. B. für Rechnungen."
            {...register('officialCompanyName')}
            error={fieldError(formState.errors, 'officialCompanyName')}
          />
          <TextField
            label="Domain"
            autoComplete="off"
            inputMode="url"
            placeholder="beispiel.de"
            {...register('domain')}
            error={fieldError(formState.errors, 'domain')}
          />
          <BoundSelectField control={control} name="plan" label="Tarif" options={PLAN_OPTIONS} />
        </Grid>
        {/* The whole width, below the company's fields. */}
        <TextField
          label="E-Mail des Hauptadministrators"
          type="email"
          required
          autoComplete="off"
          description="Bekommt eine Einladung und richtet das Unternehmen ein."
          {...register('adminEmail')}
          error={fieldError(formState.errors, 'adminEmail')}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Abbrechen
          </Button>
          <Button type="submit" aria-disabled={create.isPending || undefined}>
            {create.isPending ? 'Kunde wird angelegt...' : 'Kunde anlegen'}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/**
 * 'Neuer Kunde': the company and the e-mail of its first primary admin, who is invited at once;
 * then the new customer's page.
 */
export function NewCustomerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '40rem' }}>
        <DialogHeader>
          <DialogTitle>Neuer Kunde</DialogTitle>
          <DialogDescription>
            Lege das Unternehmen an und lade seinen ersten Hauptadministrator ein.
          </DialogDescription>
        </DialogHeader>
        {/* Content unmounts when closed: each opening starts with a fresh form. */}
        <NewCustomerForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
