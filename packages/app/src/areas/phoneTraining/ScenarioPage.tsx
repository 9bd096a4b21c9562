import { useId, useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Copy, Pencil, Phone, Trash2 } from 'lucide-react';
import {
  BarChart,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Columns,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  ItemList,
  ItemListContent,
  ItemListDescription,
  ItemListItem,
  ItemListTitle,
  Link,
  MedalBadge,
  PageHeader,
  QueryState,
  Scorecard,
  ScorecardItem,
  Stack,
  Text,
  formatDate,
  formatDateTime,
  toast,
} from '@sprint/ui';
import {
  DIFFICULTY_LABELS,
  MEDAL_LABELS,
  MEDAL_THRESHOLDS,
  SCENARIO_KIND_LABELS,
} from '@sprint/server/phoneTraining';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { AccessQueryState } from '../../components/AccessQueryState';
import { NoAccessPage } from '../../components/NoAccess';
import { errorMessage } from '../../lib/errorMessage';
import { isUuid } from '../../lib/uuid';
import { ScenarioEditorDialog, type ScenarioEditorMode } from './components/ScenarioEditorDialog';
import { scenarioToValues } from './components/scenarioForm';
import { useStartCall } from './components/useStartCall';
import {
  PHONE_TRAINING_PATH,
  callHref,
  formatPercent,
  scenarioHref,
  useCanManageScenarios,
  type ScenarioDetail,
} from './queries';

/** A scenario that does not exist, or belongs to another company (the server answers both alike). */
function ScenarioNotFound() {
  return (
    <EmptyState
      icon={<Phone aria-hidden />}
      title="Szenario nicht gefunden"
      action={<Link href={PHONE_TRAINING_PATH}>Zur Szenario-Bibliothek</Link>}
    >
      Dieses Szenario gibt es nicht (mehr), oder es gehört zu einem anderen Unternehmen.
    </EmptyState>
  );
}

const isNotFound = (error: unknown) =>
  (error as { data?: { code?: string } | null } | null)?.data?.code === 'NOT_FOUND';

/**
 * One scenario: who picks up, the goal and the opening line, the scorecard with its weights and
 * pass threshold, the person's results as a chart and their past calls, and 'Anruf starten'.
 * Employees and admins edit their own scenarios, copy any ('Als Kopie bearbeiten') and delete
 * their own; the library's are read-only.
 */
export function Component() {
  const trpc = useTRPC();
  const { scenarioId } = useParams();
  const access = usePageAccess(null, [trpc.phoneTraining.pathKey()]);
  const valid = isUuid(scenarioId);
  const scenario = useQuery(
    trpc.phoneTraining.scenarios.byId.queryOptions(valid ? { scenarioId } : skipToken),
  );
  if (!access.allowed) {
    return (
      <NoAccessPage
        title="Telefon-Training"
        subject="das Telefon-Training"
        reason={access.reason}
      />
    );
  }
  if (!valid || (scenario.isError && isNotFound(scenario.error))) return <ScenarioNotFound />;
  return (
    <QueryState
      query={scenario}
      loadingLabel="Szenario wird geladen"
      errorTitle="Szenario konnte nicht geladen werden"
      icon={<Phone aria-hidden />}
    >
      {(data) => <ScenarioView scenario={data} />}
    </QueryState>
  );
}

function ScenarioView({ scenario }: { scenario: ScenarioDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const manage = useCanManageScenarios();
  const { startCall, pendingFor } = useStartCall();
  const [editor, setEditor] = useState<ScenarioEditorMode | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation(trpc.phoneTraining.scenarios.delete.mutationOptions());
  const scorecardId = useId();
  const { persona } = scenario;

  const onDelete = async () => {
    try {
      await remove.mutateAsync({ scenarioId: scenario.id });
    } catch (failure) {
      toast({
        title: 'Löschen fehlgeschlagen',
        description: errorMessage(failure),
        variant: 'destructive',
      });
      throw failure;
    }
    queryClient.removeQueries({
      queryKey: trpc.phoneTraining.scenarios.byId.queryKey({ scenarioId: scenario.id }),
    });
    void queryClient.invalidateQueries({ queryKey: trpc.phoneTraining.pathKey() });
    toast({ title: 'Szenario gelöscht', description: scenario.title });
    await navigate(PHONE_TRAINING_PATH);
  };

  const actions = (
    <>
      <Button
        onClick={() => void startCall(scenario.id)}
        aria-busy={pendingFor === scenario.id || undefined}
        disabled={pendingFor === scenario.id}
      >
        <Phone aria-hidden />
        Anruf starten
      </Button>
      {manage && !scenario.builtIn ? (
        <Button variant="outline" onClick={() => setEditor('edit')}>
          <Pencil aria-hidden />
          Bearbeiten
        </Button>
      ) : null}
      {manage ? (
        <Button variant="outline" onClick={() => setEditor('copy')}>
          <Copy aria-hidden />
          Als Kopie bearbeiten
        </Button>
      ) : null}
      {manage && !scenario.builtIn ? (
        <Button variant="ghost" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden />
          Löschen
        </Button>
      ) : null}
    </>
  );

  return (
    <Stack gap="6">
      <PageHeader
        title={scenario.title}
        description={`${SCENARIO_KIND_LABELS[scenario.kind]} · Schwierigkeit: ${DIFFICULTY_LABELS[persona.difficulty]}${scenario.builtIn ? ' · aus der Bibliothek' : ' · eigenes Szenario'}`}
        actions={actions}
      />
      <Columns template="minmax(0, 1fr) minmax(0, 1fr)" breakpoint="lg" gap="6">
        <Stack gap="6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Gesprächspartner</CardTitle>
            </CardHeader>
            <CardContent>
              <DescriptionList
                items={[
                  { term: 'Name', details: persona.name },
                  { term: 'Rolle', details: persona.role },
                  { term: 'Unternehmen', details: persona.company },
                  { term: 'Persönlichkeit', details: persona.personality },
                  { term: 'Schwierigkeit', details: DIFFICULTY_LABELS[persona.difficulty] },
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Dein Ziel</CardTitle>
            </CardHeader>
            <CardContent>
              <Stack gap="3">
                <Text as="p">{scenario.goal}</Text>
                {scenario.opening ? (
                  <Stack gap="1">
                    <Text as="p" size="sm" tone="muted">
                      {persona.name} hebt ab mit:
                    </Text>
                    <Text as="blockquote">„{scenario.opening}“</Text>
                  </Stack>
                ) : null}
              </Stack>
            </CardContent>
          </Card>
        </Stack>
        <Card>
          <CardHeader>
            <CardTitle as="h2" id={scorecardId}>
              Bewertung
            </CardTitle>
            <Text as="p" size="sm" tone="muted">
              Bestanden ab {formatPercent(scenario.passThreshold)}. {MEDAL_LABELS.bronze} ab{' '}
              {formatPercent(MEDAL_THRESHOLDS.bronze)}, {MEDAL_LABELS.silber} ab{' '}
              {formatPercent(MEDAL_THRESHOLDS.silber)}, {MEDAL_LABELS.gold} ab{' '}
              {formatPercent(MEDAL_THRESHOLDS.gold)}.
            </Text>
          </CardHeader>
          <CardContent>
            <Scorecard aria-labelledby={scorecardId}>
              {scenario.criteria.map((criterion) => (
                <ScorecardItem
                  key={criterion.id}
                  text={criterion.text}
                  weight={criterion.weight}
                  extra={
                    manage && criterion.keywords ? (
                      <Text size="xs" tone="muted">
                        Schlüsselwörter: {criterion.keywords}
                      </Text>
                    ) : undefined
                  }
                />
              ))}
            </Scorecard>
          </CardContent>
        </Card>
      </Columns>
      <History scenario={scenario} />
      <PastCalls scenarioId={scenario.id} />
      {manage ? (
        <>
          <ScenarioEditorDialog
            open={editor !== null}
            onOpenChange={(open) => (open ? undefined : setEditor(null))}
            mode={editor ?? 'edit'}
            scenarioId={scenario.id}
            initialValues={scenarioToValues(scenario, editor === 'copy')}
            onSaved={(id) => (id === scenario.id ? undefined : void navigate(scenarioHref(id)))}
          />
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title="Szenario löschen?"
            description={`„${scenario.title}“ wird mit seinen Zuweisungen gelöscht. Das lässt sich nicht rückgängig machen.`}
            confirmLabel="Löschen"
            destructive
            onConfirm={onDelete}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** The person's finished calls of this scenario as a chart of their percentages. */
function History({ scenario }: { scenario: ScenarioDetail }) {
  const data = scenario.history.map((entry) => ({
    key: entry.sessionId,
    label: formatDate(entry.finishedAt, 'dd.MM.'),
    values: { percent: entry.percent },
  }));
  return (
    <Card>
      <CardContent>
        <BarChart
          title="Deine Ergebnisse"
          description={`Jeder beendete Anruf in Prozent; bestanden ab ${formatPercent(scenario.passThreshold)}.`}
          data={data}
          series={[{ key: 'percent', label: 'Ergebnis', tone: 'primary' }]}
          formatValue={formatPercent}
          // Without the space: the axis breaks its labels at any space ('100' over '%').
          formatTick={(value) => `${value}%`}
          categoryLabel="Anruf vom"
          emptyText="Noch kein beendeter Anruf: Dein erstes Ergebnis erscheint nach dem Auflegen."
          height="14rem"
        />
      </CardContent>
    </Card>
  );
}

/** Every call of the person in this scenario, newest first: its evaluation, or to go on with it. */
function PastCalls({ scenarioId }: { scenarioId: string }) {
  const trpc = useTRPC();
  const headingId = useId();
  const sessions = useQuery(trpc.phoneTraining.sessions.list.queryOptions({ scenarioId }));
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <h2 id={headingId}>Bisherige Anrufe</h2>
      <AccessQueryState
        subject="die Anrufe"
        query={sessions}
        loadingLabel="Anrufe werden geladen"
        errorTitle="Anrufe konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        icon={<Phone aria-hidden />}
        empty={
          <Text as="p" size="sm" tone="muted">
            Noch keine Anrufe. Mit „Anruf starten“ übst du das Gespräch.
          </Text>
        }
      >
        {(rows) => (
          <ItemList aria-labelledby={headingId}>
            {rows.map((row) => (
              <ItemListItem key={row.id}>
                <ItemListContent>
                  <ItemListTitle>
                    {row.percent === null ? (
                      'Nicht beendet'
                    ) : (
                      <>
                        {formatPercent(row.percent)}
                        <MedalBadge medal={row.medal} size="sm" />
                      </>
                    )}
                  </ItemListTitle>
                  <ItemListDescription id={`anruf-${row.id}`}>
                    <time dateTime={row.startedAt.toISOString()}>
                      {formatDateTime(row.startedAt)}
                    </time>
                  </ItemListDescription>
                </ItemListContent>
                <Button asChild size="sm" variant="outline">
                  <Link href={callHref(row.id)} aria-describedby={`anruf-${row.id}`}>
                    {row.finishedAt ? 'Auswertung ansehen' : 'Weiter telefonieren'}
                  </Link>
                </Button>
              </ItemListItem>
            ))}
          </ItemList>
        )}
      </AccessQueryState>
    </Stack>
  );
}
