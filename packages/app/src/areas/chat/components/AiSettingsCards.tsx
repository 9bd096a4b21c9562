import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, Gauge, PlugZap } from 'lucide-react';
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
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Text,
  TextArea,
  TextField,
  toast,
} from '@sprint/ui';
import { PROFILE_FIELD_MAX_CHARS } from '@sprint/server/ai';
import { useTRPC } from '../../../api/trpc';
import { AccessQueryState, type AccessQueryStateProps } from '../../../components/AccessQueryState';
import { errorMessage, fieldErrors } from '../../../lib/errorMessage';
import type { AiConnectionView, AiUsage, BrandProfile } from '../queries';

const counts = new Intl.NumberFormat('de-DE');
const formatNumber = (value: number) => counts.format(value);

const PROFILE_FIELDS = [
  { key: 'offer', label: 'Angebot', hint: 'Was ihr verkauft und was es Kunden bringt.' },
  { key: 'audience', label: 'Zielgruppe', hint: 'Wen ihr ansprecht: Branche, Rolle, Größe.' },
  { key: 'tone', label: 'Tonalität', hint: 'Wie ihr klingt, z. B. „klar, nahbar, per du“.' },
  { key: 'examples', label: 'Beispiele', hint: 'Sätze oder Beiträge, die typisch für euch sind.' },
] as const;

/** A card whose content waits for one query: loading, refused, failed, then the content. */
function QueryCard<Data>({
  title,
  description,
  children,
  ...state
}: Pick<
  AccessQueryStateProps<Data>,
  'subject' | 'query' | 'loadingLabel' | 'errorTitle' | 'icon' | 'children'
> & { title: string; description: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <AccessQueryState {...state} headingLevel={3} size="compact" isEmpty={() => false}>
          {children}
        </AccessQueryState>
      </CardContent>
    </Card>
  );
}

function ProfileForm({ profile, canEdit }: { profile: BrandProfile; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<BrandProfile>(profile);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useMutation(trpc.ai.profile.update.mutationOptions());
  const submit = async () => {
    if (update.isPending) return;
    setErrors({});
    setFailure(null);
    try {
      const saved = await update.mutateAsync(values);
      queryClient.setQueryData(trpc.ai.profile.get.queryKey(), saved);
      toast({ title: 'Marke & Angebot gespeichert', variant: 'success' });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
    }
  };
  return (
    <form
      aria-label="Marke & Angebot bearbeiten"
      noValidate
      aria-busy={update.isPending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <Alert message={failure} />
        <FormGrid minFieldWidth="20rem">
          {PROFILE_FIELDS.map((field) => (
            <TextArea
              key={field.key}
              label={field.label}
              description={field.hint}
              rows={3}
              maxLength={PROFILE_FIELD_MAX_CHARS}
              value={values[field.key]}
              readOnly={!canEdit}
              error={errors[field.key]}
              onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
            />
          ))}
        </FormGrid>
        {canEdit ? (
          <Stack direction="row" justify="end">
            <Button type="submit" aria-disabled={update.isPending || undefined}>
              {update.isPending ? 'Wird gespeichert...' : 'Speichern'}
            </Button>
          </Stack>
        ) : (
          <Text as="p" size="sm" tone="muted">
            Ändern können das Profil die Administratoren deines Unternehmens.
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** Einstellungen › 'Marke & Angebot': what every AI answer builds on (issue 25 §2). */
export function BrandProfileCard({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const profile = useQuery(trpc.ai.profile.get.queryOptions());
  return (
    <QueryCard
      title="Marke & Angebot"
      description="Geht in jede Anfrage an die AI-Chats: So klingen Beiträge, Skripte und Antworten nach euch."
      subject="die AI-Chats"
      query={profile}
      loadingLabel="Profil wird geladen"
      errorTitle="Profil konnte nicht geladen werden"
      icon={<Bot aria-hidden />}
    >
      {(data) => <ProfileForm profile={data} canEdit={canEdit} />}
    </QueryCard>
  );
}

function UsageTable({ usage }: { usage: AiUsage }) {
  return (
    <Stack gap="3">
      <Text as="p">
        Dieser Monat: <strong>{formatNumber(usage.monthUsed)}</strong> von{' '}
        {formatNumber(usage.quotas.monthly)} Anfragen · pro Person höchstens{' '}
        {formatNumber(usage.quotas.daily)} am Tag
      </Text>
      {usage.people.length === 0 ? (
        <Text as="p" size="sm" tone="muted">
          In diesem Monat noch keine Anfragen.
        </Text>
      ) : (
        <Table aria-label="AI-Anfragen pro Person">
          <TableHeader>
            <TableRow>
              <TableHead>Person</TableHead>
              <TableHead numeric>Heute</TableHead>
              <TableHead numeric>Dieser Monat</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {usage.people.map((person) => (
              <TableRow key={person.userId ?? 'geloescht'}>
                <TableCell>{person.name}</TableCell>
                <TableCell numeric>{formatNumber(person.today)}</TableCell>
                <TableCell numeric>{formatNumber(person.month)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/** The company's AI requests this month, per person (admins; issue 25 §1). */
export function AiUsageCard() {
  const trpc = useTRPC();
  const usage = useQuery(trpc.ai.usage.queryOptions());
  return (
    <QueryCard
      title="AI-Nutzung"
      description="Anfragen an die AI-Chats und das Telefon-Training."
      subject="die AI-Nutzung"
      query={usage}
      loadingLabel="Nutzung wird geladen"
      errorTitle="Nutzung konnte nicht geladen werden"
      icon={<Gauge aria-hidden />}
    >
      {(data) => <UsageTable usage={data} />}
    </QueryCard>
  );
}

function ConnectionForm({ view, customerId }: { view: AiConnectionView; customerId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [baseUrl, setBaseUrl] = useState(view.connection?.baseUrl ?? '');
  const [model, setModel] = useState(view.connection?.model ?? '');
  const [apiKey, setApiKey] = useState('');
  const [daily, setDaily] = useState<number | null>(view.quotas.daily);
  const [monthly, setMonthly] = useState<number | null>(view.quotas.monthly);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation(trpc.ai.connection.update.mutationOptions());
  const saveQuotas = useMutation(trpc.ai.connection.quotas.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.ai.pathKey() });

  const submit = async (connection: Parameters<typeof save.mutateAsync>[0]['connection']) => {
    setErrors({});
    try {
      await save.mutateAsync({ customerId, connection });
      setApiKey('');
      await refresh();
      toast({
        title: connection ? 'KI-Modell gespeichert' : 'KI-Modell getrennt',
        variant: 'success',
      });
    } catch (error) {
      // The server names these fields by their place in its input: `connection.baseUrl`.
      const fields = Object.fromEntries(
        Object.entries(fieldErrors(error)).map(([path, message]) => [
          path.replace(/^connection\./, ''),
          message,
        ]),
      );
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(error) });
    }
  };
  const submitQuotas = async () => {
    setErrors({});
    try {
      await saveQuotas.mutateAsync({
        customerId,
        dailyQuota: daily ?? -1,
        monthlyQuota: monthly ?? -1,
      });
      await refresh();
      toast({ title: 'Kontingente gespeichert', variant: 'success' });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { quotas: errorMessage(error) });
    }
  };

  return (
    <Stack gap="6">
      <form
        aria-label="KI-Modell verbinden"
        noValidate
        aria-busy={save.isPending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) {
            void submit({ baseUrl, model, ...(apiKey ? { apiKey } : {}) });
          }
        }}
      >
        <Stack gap="4">
          <Alert message={errors.form} />
          <Text as="p" size="sm" tone="muted">
            {view.connection
              ? `Verbunden: ${view.connection.model}${view.connection.hasKey ? ' (mit API-Schlüssel)' : ''}.`
              : view.server
                ? `Ohne eigenes Modell antwortet das Modell des Servers (${view.server.model}).`
                : 'Ohne Modell antworten die AI-Chats im Vorlagen-Modus.'}
          </Text>
          <FormGrid minFieldWidth="18rem">
            <TextField
              label="Adresse der Schnittstelle"
              description="OpenAI-kompatibel, z. B. https://api.openai.com/v1 oder http://ollama.intern:11434/v1"
              value={baseUrl}
              error={errors.baseUrl}
              onChange={(event) => setBaseUrl(event.target.value)}
            />
            <TextField
              label="Modell"
              placeholder="z. B. gpt-4o-mini"
              value={model}
              error={errors.model}
              onChange={(event) => setModel(event.target.value)}
            />
            <TextField
              label="API-Schlüssel"
              type="password"
              autoComplete="off"
              description={
                view.connection?.hasKey
                  ? 'Gespeichert und verschlüsselt. Leer lassen, um ihn zu behalten.'
                  : 'Wird verschlüsselt gespeichert und nie wieder angezeigt.'
              }
              value={apiKey}
              error={errors.apiKey}
              onChange={(event) => setApiKey(event.target.value)}
            />
          </FormGrid>
          <Stack direction="row" gap="2" justify="end">
            {view.connection ? (
              <Button variant="outline" onClick={() => void submit(null)}>
                Verbindung trennen
              </Button>
            ) : null}
            <Button type="submit" aria-disabled={save.isPending || undefined}>
              {save.isPending ? 'Wird gespeichert...' : 'Modell speichern'}
            </Button>
          </Stack>
        </Stack>
      </form>
      <form
        aria-label="Kontingente"
        noValidate
        aria-busy={saveQuotas.isPending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!saveQuotas.isPending) void submitQuotas();
        }}
      >
        <Stack gap="4">
          <Alert message={errors.quotas} />
          <FormGrid minFieldWidth="14rem">
            <NumberField
              label="Anfragen pro Person und Tag"
              value={daily}
              onChange={setDaily}
              error={errors.dailyQuota}
            />
            <NumberField
              label="Anfragen des Unternehmens pro Monat"
              value={monthly}
              onChange={setMonthly}
              error={errors.monthlyQuota}
            />
          </FormGrid>
          <Stack direction="row" justify="end">
            <Button
              type="submit"
              variant="outline"
              aria-disabled={saveQuotas.isPending || undefined}
            >
              Kontingente speichern
            </Button>
          </Stack>
        </Stack>
      </form>
    </Stack>
  );
}

/** Kundenkonsole › 'KI-Modell': the company's own model and its quotas (employees). */
export function AiConnectionCard({ customerId }: { customerId: string }) {
  const trpc = useTRPC();
  const view = useQuery(trpc.ai.connection.get.queryOptions({ customerId }));
  return (
    <QueryCard
      title="KI-Modell"
      description="Ein eigenes Modell für dieses Unternehmen (OpenAI, Azure OpenAI, Mistral oder ein eigener Server) und die Kontingente der AI-Funktionen."
      subject="das KI-Modell"
      query={view}
      loadingLabel="KI-Modell wird geladen"
      errorTitle="KI-Modell konnte nicht geladen werden"
      icon={<PlugZap aria-hidden />}
    >
      {(data) => <ConnectionForm view={data} customerId={customerId} />}
    </QueryCard>
  );
}
