import { useEffect, useState, type JSX } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Callout,
  CurrencyField,
  DateField,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormGrid,
  FormGridItem,
  FormSelectField,
  Link,
  TextField,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { BoundSelectField, fieldError, Form } from '../../../components/formParts';
import { useZodForm } from '../../../forms/useZodForm';
import {
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  NONE,
  emptyLeadValues,
  errorMessage,
  leadFormSchema,
  type LeadFormOutput,
  type LeadFormValues,
  type LeadPrefill,
} from './leadForm';
import { leadStatus } from './leadStatus';
import type { LeadSource, LeadStatus } from '../queries';
import { leadHref } from './leadLinks';

/** `value`, once it has stayed the same for `delay` ms (the duplicate check waits for a pause). */
export function useDebounced<T>(value: T, delay = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * 'Möglicher Duplikat:' with a link to each live lead of the same company name or e-mail, asked
 * after a pause in typing. Only a hint: creating anyway stays possible.
 */
export function DuplicateHint({
  companyName,
  contactEmail,
  excludeId,
}: {
  companyName: string;
  contactEmail: string;
  excludeId?: string;
}) {
  const trpc = useTRPC();
  const company = useDebounced(companyName.trim());
  const email = useDebounced(contactEmail.trim());
  const input =
    company || email
      ? {
          ...(company ? { companyName: company.slice(0, 200) } : {}),
          ...(email ? { contactEmail: email.slice(0, 320) } : {}),
          ...(excludeId ? { excludeId } : {}),
        }
      : skipToken;
  const duplicates = useQuery({
    ...trpc.crm.leads.duplicates.queryOptions(input),
    placeholderData: (previous) => previous,
  });
  const hits = input === skipToken ? [] : (duplicates.data ?? []);
  return (
    <div aria-live="polite" data-slot="duplicate-hint">
      {hits.length > 0 ? (
        <Callout title="Möglicher Duplikat:">
          <ul>
            {hits.map((hit) => (
              <li key={hit.id}>
                <Link href={leadHref(hit.id)}>{hit.companyName}</Link>
                {hit.contactEmail ? ` (${hit.contactEmail})` : null}
              </li>
            ))}
          </ul>
        </Callout>
      ) : null}
    </div>
  );
}

export const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({
  value,
  label: leadStatus(value).label,
}));

export const SOURCE_OPTIONS: { value: LeadSource | typeof NONE; label: string }[] = [
  { value: NONE, label: 'Keine Angabe' },
  ...LEAD_SOURCES.map((value) => ({ value, label: LEAD_SOURCE_LABELS[value] })),
];

export function LostReasonField({
  control,
}: {
  control: Control<LeadFormValues, unknown, LeadFormOutput>;
}) {
  const status = useWatch({ control, name: 'status' });
  if (status !== 'lost') return null;
  return (
    <FormGridItem span="full">
      <Controller
        control={control}
        name="lostReason"
        render={({ field, fieldState }) => (
          <TextField
            label="Grund für Verlust"
            required
            {...field}
            value={field.value}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormGridItem>
  );
}

type NewLeadFormProps = {
  initialValues?: LeadPrefill;
  onDone: () => void;
  onCreated?: (lead: { id: string }) => void;
};

function NewLeadForm({ initialValues, onDone, onCreated }: NewLeadFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(leadFormSchema, { defaultValues: emptyLeadValues(initialValues) });
  const { control, register, formState } = form;
  const [companyName, contactEmail] = useWatch({ control, name: ['companyName', 'contactEmail'] });
  const create = useMutation(trpc.crm.leads.create.mutationOptions());

  const onSubmit = form.handleSubmit(async ({ ownerId: _ownerId, ...values }) => {
    setServerError(null);
    try {
      const lead = await create.mutateAsync({
        ...values,
        lostReason: values.status === 'lost' ? values.lostReason : null,
      });
      void queryClient.invalidateQueries({ queryKey: trpc.crm.leads.pathKey() });
      toast({ title: 'Lead angelegt', description: lead.companyName, variant: 'success' });
      onDone();
      if (onCreated) onCreated({ id: lead.id });
      else void navigate(leadHref(lead.id));
    } catch (error) {
      // The dialog stays with everything typed; the server's reason is shown on top.
      setServerError(errorMessage(error));
    }
  });

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={create.isPending}>
      <Alert message={serverError} />
      <FormGrid minFieldWidth="14rem" gap="4" align="stretch">
        <TextField
          label="Unternehmen"
          required
          autoComplete="organization"
          {...register('companyName')}
          error={fieldError(formState.errors, 'companyName')}
        />
        <TextField
          label="Ansprechpartner"
          autoComplete="name"
          {...register('contactName')}
          error={fieldError(formState.errors, 'contactName')}
        />
        <TextField
          label="E-Mail"
          type="email"
          autoComplete="email"
          {...register('contactEmail')}
          error={fieldError(formState.errors, 'contactEmail')}
        />
        <TextField
          label="Telefon"
          type="tel"
          autoComplete="tel"
          {...register('phone')}
          error={fieldError(formState.errors, 'phone')}
        />
        <FormGridItem span="full">
          <DuplicateHint companyName={companyName} contactEmail={contactEmail} />
        </FormGridItem>
        <Controller
          control={control}
          name="valueCents"
          render={({ field, fieldState }) => (
            <CurrencyField
              label="Wert (€)"
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <FormSelectField<LeadStatus>
              label="Status"
              options={STATUS_OPTIONS}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <BoundSelectField control={control} name="source" label="Quelle" options={SOURCE_OPTIONS} />
        <LostReasonField control={control} />
        <TextField
          label="Nächster Schritt"
          {...register('nextStep')}
          error={fieldError(formState.errors, 'nextStep')}
        />
        <Controller
          control={control}
          name="nextStepDueAt"
          render={({ field, fieldState }) => (
            <DateField
              label="Fällig am"
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormGrid>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" aria-disabled={create.isPending || undefined}>
          {create.isPending ? 'Lead wird angelegt...' : 'Lead anlegen'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * 'Neuer Lead': every field of a lead with the server's rules, a hint on possible duplicates
 * while typing, then the new lead's page (or the caller's `onCreated`).
 */
export function NewLeadDialog({
  open,
  onOpenChange,
  initialValues,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefilled values, e.g. from a LinkedIn conversation. */
  initialValues?: {
    companyName?: string;
    contactName?: string;
    contactEmail?: string;
    linkedinUrl?: string;
    source?: LeadSource;
    status?: LeadStatus;
  };
  /** After creating: e.g. navigate to the lead. Default: navigate to /app/crm/leads/{id}. */
  onCreated?: (lead: { id: string }) => void;
}): JSX.Element {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '40rem' }}>
        <DialogHeader>
          <DialogTitle>Neuer Lead</DialogTitle>
          <DialogDescription>
            Nur das Unternehmen ist Pflicht; alles andere kannst du später ergänzen.
          </DialogDescription>
        </DialogHeader>
        {/* Content unmounts when closed: each opening starts with a fresh form. */}
        <NewLeadForm
          initialValues={initialValues}
          onDone={() => onOpenChange(false)}
          onCreated={onCreated}
        />
      </DialogContent>
    </Dialog>
  );
}
