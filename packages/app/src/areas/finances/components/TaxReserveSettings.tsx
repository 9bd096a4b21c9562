import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Settings } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormGrid,
  NumberField,
  QueryState,
  RadioGroup,
  RadioGroupItem,
  Stack,
  Switch,
  toast,
} from '@sprint/ui';
import {
  LEGAL_FORM_LABELS,
  LEGAL_FORMS,
  VAT_PERIOD_LABELS,
  VAT_PERIODS,
} from '@sprint/server/finances';
import { hasRole } from '@sprint/server/platform/identity';
import { useTRPC } from '../../../api/trpc';
import { useAuth } from '../../../auth/AuthContext';
import { useZodForm } from '../../../forms/useZodForm';
import { errorMessage } from './planningParts';
import type { FinanceSettings } from './planningTypes';
import { settingsToValues, settingsUpdate, taxSettingsFormSchema } from './taxReserveForms';

const LEGAL_FORM_HINTS = {
  sole_trader: 'Einkommensteuer und Gewerbesteuer (mit Freibetrag und Anrechnung).',
  freelancer: 'Einkommensteuer, keine Gewerbesteuer.',
  gmbh: 'Körperschaftsteuer und Gewerbesteuer, keine Einkommensteuer.',
} as const;

function SettingsForm({ settings }: { settings: FinanceSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { databaseUser, refreshUser } = useAuth();
  const primaryAdmin = hasRole(databaseUser?.role, 'primary_admin');
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useMutation(trpc.finances.settings.update.mutationOptions());
  const form = useZodForm(taxSettingsFormSchema, {
    values: settingsToValues(settings),
    resetOptions: { keepDirtyValues: true },
  });
  const { control } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const input = settingsUpdate(values, settings, primaryAdmin);
    try {
      const saved = await update.mutateAsync(input);
      queryClient.setQueryData(trpc.finances.settings.get.queryKey(), saved);
      form.reset(settingsToValues(saved), { keepDirtyValues: false });
      // The figures follow the settings.
      void queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() });
      // The sidebar and the dashboard of the company's admins follow the sharing.
      if (input.financesForAdmins !== undefined) void refreshUser();
      toast({ title: 'Einstellungen gespeichert', variant: 'success' });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <form
      aria-label="Steuereinstellungen"
      noValidate
      aria-busy={update.isPending}
      onSubmit={(event) => {
        if (update.isPending) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      <Stack gap="6">
        <Alert message={serverError} />
        <FormGrid minFieldWidth="16rem" gap="6">
          <Controller
            control={control}
            name="legalForm"
            render={({ field, fieldState }) => (
              <RadioGroup
                label="Rechtsform"
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                error={fieldState.error?.message}
              >
                {LEGAL_FORMS.map((legalForm) => (
                  <RadioGroupItem
                    key={legalForm}
                    value={legalForm}
                    label={LEGAL_FORM_LABELS[legalForm]}
                    description={LEGAL_FORM_HINTS[legalForm]}
                  />
                ))}
              </RadioGroup>
            )}
          />
          <Stack gap="6">
            <Controller
              control={control}
              name="vatPeriod"
              render={({ field, fieldState }) => (
                <RadioGroup
                  label="Umsatzsteuer-Voranmeldung"
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={fieldState.error?.message}
                >
                  {VAT_PERIODS.map((period) => (
                    <RadioGroupItem key={period} value={period} label={VAT_PERIOD_LABELS[period]} />
                  ))}
                </RadioGroup>
              )}
            />
            <Controller
              control={control}
              name="hebesatz"
              render={({ field, fieldState }) => (
                <NumberField
                  label="Hebesatz (%)"
                  description="Der Gewerbesteuer-Hebesatz deiner Gemeinde; 400 %, wenn du ihn nicht kennst."
                  min={200}
                  max={1000}
                  step={5}
                  required
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
          <Stack gap="6">
            <Controller
              control={control}
              name="smallBusiness"
              render={({ field }) => (
                <Switch
                  label="Kleinunternehmer (§ 19 UStG)"
                  description="Rechnungen ohne Umsatzsteuer, kein Vorsteuerabzug: die Umsatzsteuer des Jahres ist 0."
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="financesForAdmins"
              render={({ field }) => (
                <Switch
                  label="Administratoren dürfen die Finanzen sehen"
                  description={
                    primaryAdmin
                      ? 'Sonst sehen nur Hauptadministratoren die Finanzen.'
                      : 'Das können nur Hauptadministratoren ändern.'
                  }
                  disabled={!primaryAdmin}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </Stack>
        </FormGrid>
        <Stack direction="row" justify="end">
          <Button type="submit" aria-disabled={update.isPending || undefined}>
            {update.isPending ? 'Wird gespeichert …' : 'Speichern'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** 'Einstellungen': what the reserve is computed for (legal form, VAT, Hebesatz) and who sees it. */
export function TaxReserveSettings() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.finances.settings.get.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Einstellungen</CardTitle>
        <CardDescription>Danach rechnet Sprint die Rücklagen deines Unternehmens.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={settings}
          size="compact"
          headingLevel={3}
          loadingLabel="Einstellungen werden geladen"
          errorTitle="Einstellungen konnten nicht geladen werden"
          icon={<Settings aria-hidden />}
        >
          {(data) => <SettingsForm settings={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
