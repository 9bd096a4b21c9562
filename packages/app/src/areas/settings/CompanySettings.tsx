import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormGrid,
  CompanyLogo,
  DescriptionList,
  ImageUploadField,
  PlanBadge,
  Stack,
  TextField,
  toast,
} from '@sprint/ui';
import { AccessQueryState } from '../../components/AccessQueryState';
import { hasRole } from '@sprint/server/platform/identity';
import { useTRPC } from '../../api/trpc';
import { useAuth } from '../../auth/AuthContext';
import { useZodForm } from '../../forms/useZodForm';
import { announceProfileUpdated, useCompanyLogo } from '../../shell';
import {
  blobToDataUrl,
  companySchema,
  companyToValues,
  errorMessage,
  type CompanyField,
  serverFieldErrors,
} from './companyForm';
import type { Company } from './queries';

/**
 * What the company's administrators see: logo, name, official name and domain, editable; the
 * plan is the provider's to set, so it is shown only.
 */
function CompanyForm({ company }: { company: Company }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const logo = useCompanyLogo(company.logo);
  const update = useMutation(trpc.company.update.mutationOptions());
  const setLogo = useMutation(trpc.company.setLogo.mutationOptions());
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(companySchema, {
    values: companyToValues(company),
    resetOptions: { keepDirtyValues: true },
  });
  const { register, formState } = form;

  // The sidebar's company comes with the signed-in user: the event makes the shell refetch it.
  const saved = (next: Company) => {
    queryClient.setQueryData(trpc.company.get.queryKey(), next);
    announceProfileUpdated();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const next = await update.mutateAsync(values);
      saved(next);
      // What the server stored ('https://www.Beispiel.de/' as 'www.beispiel.de'), not as typed;
      // the form's `keepDirtyValues` would otherwise keep the typed text.
      form.reset(companyToValues(next), { keepDirtyValues: false });
      toast({ title: 'Unternehmen gespeichert', variant: 'success' });
    } catch (error) {
      const fields = Object.entries(serverFieldErrors(error)) as [CompanyField, string][];
      for (const [name, message] of fields) {
        form.setError(name, { message }, { shouldFocus: true });
      }
      if (fields.length === 0) setServerError(errorMessage(error));
    }
  });

  // A refusal rejects with the server's German message, which the field shows.
  const changeLogo = async (dataUrl: string | null) => {
    saved(await setLogo.mutateAsync({ dataUrl }));
    toast({ title: dataUrl ? 'Logo gespeichert' : 'Logo entfernt', variant: 'success' });
  };

  return (
    <Stack gap="6">
      <DescriptionList
        items={[{ key: 'plan', term: 'Tarif', details: <PlanBadge plan={company.plan} /> }]}
      />
      <ImageUploadField
        label="Firmenlogo"
        variant="logo"
        value={logo.src}
        busy={logo.loading}
        onChange={async (image) => changeLogo(await blobToDataUrl(image))}
        onRemove={() => changeLogo(null)}
      />
      <form
        aria-label="Unternehmen bearbeiten"
        noValidate
        aria-busy={update.isPending}
        onSubmit={(event) => {
          if (update.isPending) event.preventDefault();
          else void onSubmit(event);
        }}
      >
        <Stack gap="4">
          <Alert message={serverError} />
          <FormGrid minFieldWidth="20rem">
            <TextField
              label="Name"
              autoComplete="organization"
              required
              {...register('name')}
              error={formState.errors.name?.message}
            />
            <TextField
              label="Offizieller Firmenname"
              description="Wie im Handelsregister, z. B. mit GmbH."
              {...register('officialCompanyName')}
              error={formState.errors.officialCompanyName?.message}
            />
            <TextField
              label="Domain"
              placeholder="beispiel.de"
              {...register('domain')}
              error={formState.errors.domain?.message}
            />
          </FormGrid>
          <Stack direction="row" justify="end">
            <Button type="submit" aria-disabled={update.isPending || undefined}>
              {update.isPending ? 'Wird gespeichert...' : 'Speichern'}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Stack>
  );
}

/** What everyone else sees: the same facts, read-only. */
function CompanyFacts({ company }: { company: Company }) {
  const logo = useCompanyLogo(company.logo);
  return (
    <Stack gap="4">
      <CompanyLogo src={logo.src} loading={logo.loading} name={company.name} size="lg" />
      <DescriptionList
        items={[
          { key: 'name', term: 'Name', details: company.name },
          { key: 'official', term: 'Offizieller Firmenname', details: company.officialCompanyName },
          { key: 'domain', term: 'Domain', details: company.domain },
          { key: 'plan', term: 'Tarif', details: <PlanBadge plan={company.plan} /> },
        ]}
      />
    </Stack>
  );
}

/**
 * Einstellungen › Unternehmen: the active company. Administrators edit it (the server checks the
 * role; `hasRole` mirrors it as the sidebar does); the plan is the provider's to set.
 */
export function CompanySettings() {
  const trpc = useTRPC();
  const { databaseUser } = useAuth();
  const company = useQuery(trpc.company.get.queryOptions());
  const canEdit = hasRole(databaseUser?.role, 'admin');

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Unternehmen</CardTitle>
        <CardDescription>
          {canEdit
            ? 'Name und Logo sehen alle im Unternehmen in der Seitenleiste.'
            : 'Nur Administratoren können diese Angaben ändern.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AccessQueryState
          subject="das Unternehmen"
          query={company}
          size="compact"
          headingLevel={3}
          loadingLabel="Unternehmen wird geladen"
          errorTitle="Unternehmen konnte nicht geladen werden"
          icon={<Building2 aria-hidden />}
        >
          {(data) => (canEdit ? <CompanyForm company={data} /> : <CompanyFacts company={data} />)}
        </AccessQueryState>
      </CardContent>
    </Card>
  );
}
