import { hasRole } from '@sprint/server/platform/identity';
import type { RouterInputs, RouterOutputs } from '../../api/types';
import type { AccessViewer } from '../../components/access';
import { useViewer } from '../../components/access';
import { isUuid } from '../../lib/uuid';
import { defineLookup } from '../area';

/** The shapes the phone training's screens work with, as the server answers them. */
type Outputs = RouterOutputs['phoneTraining'];
export type ScenarioSummary = Outputs['scenarios']['list'][number];
export type ScenarioDetail = Outputs['scenarios']['byId'];
export type ScenarioHistoryEntry = ScenarioDetail['history'][number];
export type SessionSummary = Outputs['sessions']['list'][number];
export type SessionView = Outputs['sessions']['byId'];
export type SessionTurn = SessionView['turns'][number];
export type Evaluation = Outputs['sessions']['finish'];
export type AssignmentRow = Outputs['assignments']['list'][number];
export type ScenarioInput = RouterInputs['phoneTraining']['scenarios']['create'];

export const PHONE_TRAINING_PATH = '/app/telefon-training';

export function scenarioHref(scenarioId: string): string {
  return `${PHONE_TRAINING_PATH}/szenarien/${scenarioId}`;
}

export function callHref(sessionId: string): string {
  return `${PHONE_TRAINING_PATH}/anrufe/${sessionId}`;
}

/** The library filtered by a kind (`?art=gatekeeper`), or all kinds. */
export function libraryHref(kind?: string | null): string {
  return kind ? `${PHONE_TRAINING_PATH}?art=${kind}` : PHONE_TRAINING_PATH;
}

export const SCENARIO_CRUMB = 'Szenario wird geladen...';
export const CALL_CRUMB = 'Übungsanruf';

/** The scenario page's breadcrumb: Telefon-Training › the scenario's title (its own query). */
export const scenarioLookup = defineLookup({
  query: ({ scenarioId }, trpc) =>
    isUuid(scenarioId) ? trpc.phoneTraining.scenarios.byId.queryOptions({ scenarioId }) : null,
  label: (scenario) => scenario.title,
  loading: SCENARIO_CRUMB,
});

/** The scenario a call belongs to, as the call page's crumbs need it: its id and title. */
export type CallTrail = { scenarioId: string; title: string };

/**
 * The header gets one looked-up string per page; a call's crumbs need the scenario's id (its
 * link) and title, so they travel together as JSON in that one string.
 */
export function encodeCallTrail(trail: CallTrail): string {
  return JSON.stringify([trail.scenarioId, trail.title]);
}

export function decodeCallTrail(detail: string | undefined): CallTrail | null {
  if (!detail) return null;
  try {
    const value: unknown = JSON.parse(detail);
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((part): part is string => typeof part === 'string')
    ) {
      const [scenarioId = '', title = ''] = value;
      return { scenarioId, title };
    }
  } catch {
    // Not a trail: the crumbs fall back to their generic names.
  }
  return null;
}

/** The call page's breadcrumbs: Telefon-Training › scenario › Übungsanruf (its own query). */
export const callLookup = defineLookup({
  query: ({ sessionId }, trpc) =>
    isUuid(sessionId) ? trpc.phoneTraining.sessions.byId.queryOptions({ sessionId }) : null,
  label: (session) =>
    encodeCallTrail({ scenarioId: session.scenario.id, title: session.scenario.title }),
  loading: SCENARIO_CRUMB,
});

/** Who writes scenarios and assigns them, as the server decides: employees and company admins. */
export function canManageScenarios(viewer: Pick<AccessViewer, 'ourEmployee' | 'role'>): boolean {
  return viewer.ourEmployee || hasRole(viewer.role, 'admin');
}

export function useCanManageScenarios(): boolean {
  return canManageScenarios(useViewer());
}

const percentFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** '82 %' (German: a space before the sign). */
export function formatPercent(percent: number): string {
  return `${percentFormat.format(percent)} %`;
}
