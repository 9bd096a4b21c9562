import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Phone, Plus } from 'lucide-react';
import {
  Button,
  EmptyState,
  Grid,
  Link,
  PageHeader,
  QueryState,
  Skeleton,
  Stack,
  TabNav,
  TabNavLink,
} from '@sprint/ui';
import {
  SCENARIO_KINDS,
  SCENARIO_KIND_LABELS,
  type ScenarioKind,
} from '@sprint/server/phoneTraining';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
import { AssignDialog } from './components/AssignDialog';
import { AssignmentsSection } from './components/AssignmentsSection';
import { ScenarioCard } from './components/ScenarioCard';
import { ScenarioEditorDialog } from './components/ScenarioEditorDialog';
import { emptyScenarioValues } from './components/scenarioForm';
import { useStartCall } from './components/useStartCall';
import { libraryHref, scenarioHref, useCanManageScenarios, type ScenarioSummary } from './queries';

const TITLE = 'Telefon-Training';
const DESCRIPTION =
  'Übe Verkaufsgespräche am Telefon: Kaltakquise, Gatekeeper, Bedarfsanalyse, Einwände und Terminvereinbarung – mit Gesprächspartnern, die antworten, und einer Auswertung nach jedem Anruf.';

/** `?art=gatekeeper` names a kind; anything else shows all. */
function parseKind(value: string | null): ScenarioKind | null {
  return SCENARIO_KINDS.find((kind) => kind === value) ?? null;
}

function CardsLoading() {
  return (
    <Grid minItemWidth="18rem" gap="6">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} style={{ height: '16rem' }} />
      ))}
    </Grid>
  );
}

/**
 * 'Telefon-Training': the person's assignments (for those who assign: everyone's, and
 * 'Zuweisen'), then the scenario library by kind, filtered in the address (`?art=`), each card
 * with its persona, difficulty, the best medal so far and 'Üben'. Employees and admins add
 * scenarios.
 */
export function Component() {
  const trpc = useTRPC();
  const access = usePageAccess(null, [trpc.phoneTraining.pathKey()]);
  if (!access.allowed) {
    return (
      <NoAccessPage
        title={TITLE}
        description={DESCRIPTION}
        subject="das Telefon-Training"
        reason={access.reason}
      />
    );
  }
  return <Library />;
}

function Library() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind = parseKind(params.get('art'));
  const manage = useCanManageScenarios();
  const scenarios = useQuery(
    trpc.phoneTraining.scenarios.list.queryOptions(kind ? { kind } : undefined),
  );
  // The assign dialog offers every scenario, whatever the filter shows.
  const all = useQuery({
    ...trpc.phoneTraining.scenarios.list.queryOptions(undefined),
    enabled: manage,
  });
  const [dialog, setDialog] = useState<'create' | 'assign' | null>(null);
  const { startCall, pendingFor } = useStartCall();

  const close = (open: boolean) => (open ? undefined : setDialog(null));

  return (
    <Stack gap="8">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          manage ? (
            <Button onClick={() => setDialog('create')}>
              <Plus aria-hidden />
              Neues Szenario
            </Button>
          ) : undefined
        }
      />
      <AssignmentsSection
        manage={manage}
        onAssign={() => setDialog('assign')}
        onPractise={(scenarioId) => void startCall(scenarioId)}
        startingFor={pendingFor}
      />
      <Stack as="section" gap="4" aria-labelledby="telefon-training-szenarien">
        <h2 id="telefon-training-szenarien">Szenarien</h2>
        <TabNav aria-label="Art des Anrufs">
          <TabNavLink href={libraryHref()} current={kind === null}>
            Alle
          </TabNavLink>
          {SCENARIO_KINDS.map((value) => (
            <TabNavLink key={value} href={libraryHref(value)} current={value === kind}>
              {SCENARIO_KIND_LABELS[value]}
            </TabNavLink>
          ))}
        </TabNav>
        <QueryState
          query={scenarios}
          loadingLabel="Szenarien werden geladen"
          loading={<CardsLoading />}
          errorTitle="Szenarien konnten nicht geladen werden"
          icon={<Phone aria-hidden />}
          empty={
            <EmptyState
              icon={<Phone aria-hidden />}
              title={
                kind
                  ? `Noch keine Szenarien: ${SCENARIO_KIND_LABELS[kind]}`
                  : 'Noch keine Szenarien'
              }
              action={
                manage ? (
                  <Button onClick={() => setDialog('create')}>
                    <Plus aria-hidden />
                    Erstes Szenario anlegen
                  </Button>
                ) : (
                  <Link href={libraryHref()}>Alle Szenarien ansehen</Link>
                )
              }
            >
              {manage
                ? 'Lege ein Szenario mit Gesprächspartner, Ziel und Bewertung an.'
                : 'Für diese Art von Anruf gibt es noch kein Szenario.'}
            </EmptyState>
          }
        >
          {(list) =>
            kind ? (
              <ScenarioGrid
                scenarios={list}
                label={SCENARIO_KIND_LABELS[kind]}
                headingLevel="h3"
                onPractise={(id) => void startCall(id)}
                startingFor={pendingFor}
              />
            ) : (
              <Stack gap="8">
                {SCENARIO_KINDS.map((value) => {
                  const ofKind = list.filter((scenario) => scenario.kind === value);
                  if (ofKind.length === 0) return null;
                  return (
                    <Stack as="section" key={value} gap="3" aria-labelledby={`art-${value}`}>
                      <h3 id={`art-${value}`}>{SCENARIO_KIND_LABELS[value]}</h3>
                      <ScenarioGrid
                        scenarios={ofKind}
                        label={SCENARIO_KIND_LABELS[value]}
                        headingLevel="h4"
                        onPractise={(id) => void startCall(id)}
                        startingFor={pendingFor}
                      />
                    </Stack>
                  );
                })}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      {manage ? (
        <>
          <ScenarioEditorDialog
            open={dialog === 'create'}
            onOpenChange={close}
            mode="create"
            initialValues={emptyScenarioValues(kind ?? undefined)}
            onSaved={(id) => void navigate(scenarioHref(id))}
          />
          <AssignDialog
            open={dialog === 'assign'}
            onOpenChange={close}
            scenarios={all.data ?? []}
          />
        </>
      ) : null}
    </Stack>
  );
}

function ScenarioGrid({
  scenarios,
  label,
  headingLevel,
  onPractise,
  startingFor,
}: {
  scenarios: readonly ScenarioSummary[];
  label: string;
  headingLevel: 'h3' | 'h4';
  onPractise: (scenarioId: string) => void;
  startingFor: string | null;
}) {
  return (
    <Grid as="ul" minItemWidth="18rem" gap="6" aria-label={`Szenarien: ${label}`}>
      {scenarios.map((scenario) => (
        <li key={scenario.id}>
          <ScenarioCard
            scenario={scenario}
            headingLevel={headingLevel}
            onPractise={onPractise}
            starting={startingFor === scenario.id}
          />
        </li>
      ))}
    </Grid>
  );
}
