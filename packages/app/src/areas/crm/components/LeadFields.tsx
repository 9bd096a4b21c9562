import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import {
  Alert,
  Button,
  CurrencyField,
  DateField,
  FormGrid,
  FormGridItem,
  Stack,
  TextField,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { useZodForm } from '../../../forms/useZodForm';
import { NONE, errorMessage, leadFormSchema, leadToValues, type LeadFormOutput } from './leadForm';
import { BoundSelectField, fieldError } from '../../../components/formParts';
import { DuplicateHint, LostReasonField, SOURCE_OPTIONS } from './NewLeadDialog';
import type { LeadDetail } from '../queries';

/**
 * Every field of the lead in one form with 'Speichern'. What others change meanwhile flows in
 * live (the form follows the lead), except the fields this person has already edited.
 */
export function LeadFields({ lead }: { lead: LeadDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const members = useQuery(trpc.crm.members.queryOptions());
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(leadFormSchema, {
    values: leadToValues(lead),
    resetOptions: { keepDirtyValues: true },
  });
  const { control, register, formState } = form;
  const [companyName, contactEmail] = useWatch({ control, name: ['companyName', 'contactEmail'] });
  const update = useMutation(trpc.crm.leads.update.mutationOptions());

  const ownerOptions = [
    { value: NONE, label: 'Niemand' },
    ...(members.data ?? []).map((member) => ({ value: member.id, label: member.name })),
  ];
  // Someone who left the company still owns the lead: keep them choosable, by name.
  if (lead.ownerId && !ownerOptions.some((option) => option.value === lead.ownerId)) {
    ownerOptions.push({ value: lead.ownerId, label: lead.ownerName ?? 'Ehemaliges Mitglied' });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    // Only what this person changed: a save never overwrites someone else's edit of another field.
    const dirty = Object.keys(formState.dirtyFields) as (keyof LeadFormOutput)[];
    const changes = Object.fromEntries(dirty.map((key) => [key, values[key]])) as Partial<
      Omit<LeadFormOutput, 'ownerId'> & { ownerId: string | null }
    >;
    if (dirty.length === 0) return;
    try {
      const saved = await update.mutateAsync({ leadId: lead.id, ...changes });
      queryClient.setQueryData(trpc.crm.leads.byId.queryKey({ leadId: lead.id }), saved);
      form.reset(leadToValues(saved));
      void queryClient.invalidateQueries({ queryKey: trpc.crm.pathKey() });
      toast({ title: 'Änderungen gespeichert', variant: 'success' });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <form
      aria-label="Angaben zum Lead"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={update.isPending}
    >
      <Stack gap="4">
        <Alert message={serverError} />
        <FormGrid minFieldWidth="14rem" gap="4" align="stretch">
          <TextField
            label="Unternehmen"
            required
            {...register('companyName')}
            error={fieldError(formState.errors, 'companyName')}
          />
          <TextField
            label="Ansprechpartner"
            {...register('contactName')}
            error={fieldError(formState.errors, 'contactName')}
          />
          <TextField
            label="E-Mail"
            type="email"
            {...register('contactEmail')}
            error={fieldError(formState.errors, 'contactEmail')}
          />
          <TextField
            label="Telefon"
            type="tel"
            {...register('phone')}
            error={fieldError(formState.errors, 'phone')}
          />
          <FormGridItem span="full">
            <DuplicateHint
              companyName={formState.dirtyFields.companyName ? companyName : ''}
              contactEmail={formState.dirtyFields.contactEmail ? contactEmail : ''}
              excludeId={lead.id}
            />
          </FormGridItem>
          <TextField
            label="Website"
            type="url"
            placeholder="https://"
            {...register('website')}
            error={fieldError(formState.errors, 'website')}
          />
          <TextField
            label="LinkedIn-Profil"
            type="url"
            placeholder="https://www.linkedin.com/in/…"
            {...register('linkedinUrl')}
            error={fieldError(formState.errors, 'linkedinUrl')}
          />
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
          <BoundSelectField
            control={control}
            name="source"
            label="Quelle"
            options={SOURCE_OPTIONS}
          />
          <BoundSelectField
            control={control}
            name="ownerId"
            label="Verantwortlich"
            options={ownerOptions}
          />
          <LostReasonField control={control} />
          <FormGridItem span="full">
            <TextField
              label="Nächster Schritt"
              {...register('nextStep')}
              error={fieldError(formState.errors, 'nextStep')}
            />
          </FormGridItem>
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
          <FormGridItem span="full">
            <TextField
              label="Tags"
              description="Mit Komma getrennt, z. B. Messe, Bestandskunde."
              {...register('tags')}
              error={fieldError(formState.errors, 'tags')}
            />
          </FormGridItem>
        </FormGrid>
        <Stack direction="row" gap="2" justify="end">
          <Button
            variant="outline"
            disabled={!formState.isDirty}
            onClick={() => {
              setServerError(null);
              form.reset(leadToValues(lead));
            }}
          >
            Verwerfen
          </Button>
          <Button type="submit" aria-disabled={update.isPending || undefined}>
            {update.isPending ? 'Wird gespeichert...' : 'Speichern'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
