import { randomUUID } from 'node:crypto';
import { generateText, type ModelMessage } from 'ai';
import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  providerFailure,
  resolveModel,
  type AiConnection,
  type AiSettings,
  type ProviderFailure,
  type ResolvedModel,
} from '../../platform/ai/provider';
import { berlinDay } from '../../platform/berlin';
import type { Database } from '../../platform/db/database';
import { transaction } from '../../platform/db/transaction';
import { hasRole } from '../../platform/identity/roles';
import { memberships, users } from '../../platform/identity/schema';
import { pointEvents } from '../../platform/points/schema';
import { awardPoints } from '../../platform/points/service';
import { ServiceError } from '../../platform/serviceError';
import type { Actor } from '../../platform/tenancy/actor';
import { ownedBy, ownedValues, type TenantScope } from '../../platform/tenancy/tenant';
import { spendQuota, usageNow } from '../ai';
import { DAILY_QUOTA_REACHED, MONTHLY_QUOTA_REACHED } from '../ai/model';
import { judgeByKeywords, judgeByModel, scoreOf } from './evaluation';
import type { ScenarioFields } from './inputs';
import { LIBRARY, LIBRARY_VERSION } from './library';
import {
  ASSIGN_ADMINS_ONLY,
  ASSIGNEE_NOT_MEMBER,
  ASSIGNMENT_NOT_FOUND,
  BUILT_IN_READ_ONLY,
  DUE_DATE_PAST,
  MEDAL_POINT_SOURCES,
  NOTHING_SAID,
  SCENARIO_ADMINS_ONLY,
  SCENARIO_KINDS,
  SCENARIO_NOT_FOUND,
  SESSION_FINISHED,
  SESSION_NOT_FOUND,
  SESSION_TOO_LONG,
  SESSION_TURNS_MAX,
  TURN_MAX_CHARS,
  medalFor,
  type Criterion,
  type CriterionResult,
  type Medal,
  type Persona,
  type ScenarioKind,
} from './model';
import { JUDGE_PROMPT, judgeInput, personaPrompt } from './persona';
import {
  phoneAssignments,
  phoneScenarios,
  phoneSessions,
  phoneTurns,
  type EvaluatedBy,
  type PhoneScenario,
  type PhoneSession,
  type PhoneTurnRole,
} from './schema';
import { defaultOpening, scriptedReply } from './script';

/** Whose calls: a person's practice calls are their own (their company's scenarios). */
export type Trainee = TenantScope & { userId: string };

/** What answers the persona: the platform's model (or the script) and the company's quotas. */
export type PersonaAi = {
  settings: AiSettings;
  connection: AiConnection | null;
  quotas: { daily: number; monthly: number };
  /** How long a persona's reply may take. */
  replyTimeoutMs?: number;
  /** How long the judgement of a whole call may take. */
  evaluationTimeoutMs?: number;
};

export const REPLY_TIMEOUT_MS = 30_000;
export const EVALUATION_TIMEOUT_MS = 60_000;

/** The provider did not answer (401, 429, a timeout, anything else): nothing was stored. */
export class PersonaUnavailable extends Error {
  constructor(
    readonly failure: ProviderFailure,
    options?: { cause?: unknown },
  ) {
    super(`phone training provider failed: ${failure}`, options);
    this.name = 'PersonaUnavailable';
  }
}

/** Admins of the company and the provider's employees manage scenarios and assignments. */
export function canManage(actor: Actor): boolean {
  return actor.ourEmployee || hasRole(actor.role, 'admin');
}

// ---------------------------------------------------------------------------------------------
// Scenarios

/**
 * The library's five as the company's rows, written on its first look (and rewritten when the
 * library's version rises). One read when they are there.
 */
export async function ensureLibrary(db: Database, tenant: TenantScope): Promise<void> {
  const present = await db
    .select({ key: phoneScenarios.builtInKey, version: phoneScenarios.builtInVersion })
    .from(phoneScenarios)
    .where(ownedBy(phoneScenarios, tenant, eq(phoneScenarios.builtIn, true)));
  const current = new Set(
    present.filter((row) => row.version === LIBRARY_VERSION).map((row) => row.key),
  );
  const missing = LIBRARY.filter((entry) => !current.has(entry.kind));
  if (missing.length === 0) return;
  await db
    .insert(phoneScenarios)
    .values(
      missing.map((entry) =>
        ownedValues(tenant, {
          builtIn: true,
          builtInKey: entry.kind,
          builtInVersion: LIBRARY_VERSION,
          kind: entry.kind,
          title: entry.title,
          persona: entry.persona,
          goal: entry.goal,
          opening: entry.opening,
          criteria: entry.criteria,
          passThreshold: entry.passThreshold,
        }),
      ),
    )
    .onConflictDoUpdate({
      target: [phoneScenarios.customerId, phoneScenarios.builtInKey],
      set: {
        builtIn: true,
        builtInVersion: LIBRARY_VERSION,
        kind: sql`excluded.kind`,
        title: sql`excluded.title`,
        persona: sql`excluded.persona`,
        goal: sql`excluded.goal`,
        opening: sql`excluded.opening`,
        criteria: sql`excluded.criteria`,
        passThreshold: sql`excluded.pass_threshold`,
        updatedAt: sql`now()`,
      },
    });
}

async function ownScenario(db: Database, tenant: TenantScope, scenarioId: string) {
  const [scenario] = await db
    .select()
    .from(phoneScenarios)
    .where(ownedBy(phoneScenarios, tenant, eq(phoneScenarios.id, scenarioId)))
    .limit(1);
  if (!scenario) throw new ServiceError('NOT_FOUND', SCENARIO_NOT_FOUND);
  return scenario;
}

export type ScenarioListItem = {
  id: string;
  builtIn: boolean;
  kind: ScenarioKind;
  title: string;
  persona: Persona;
  goal: string;
  criteriaCount: number;
  passThreshold: number;
  myBest: { percent: number; medal: Medal | null } | null;
  myAssignment: { id: string; dueDate: string } | null;
};

/** The library first (in the kinds' order), then the company's own by title. */
export async function listScenarios(
  db: Database,
  trainee: Trainee,
  kind?: ScenarioKind,
): Promise<ScenarioListItem[]> {
  await ensureLibrary(db, trainee);
  const rows = await db
    .select()
    .from(phoneScenarios)
    .where(ownedBy(phoneScenarios, trainee, kind ? eq(phoneScenarios.kind, kind) : undefined));
  const best = await db
    .select({ scenarioId: phoneSessions.scenarioId, percent: max(phoneSessions.percent) })
    .from(phoneSessions)
    .where(
      ownedBy(
        phoneSessions,
        trainee,
        eq(phoneSessions.userId, trainee.userId),
        eq(phoneSessions.status, 'finished'),
      ),
    )
    .groupBy(phoneSessions.scenarioId);
  const assigned = await db
    .select({
      id: phoneAssignments.id,
      scenarioId: phoneAssignments.scenarioId,
      dueDate: phoneAssignments.dueDate,
    })
    .from(phoneAssignments)
    .where(ownedBy(phoneAssignments, trainee, eq(phoneAssignments.userId, trainee.userId)));
  const bestOf = new Map(best.map((row) => [row.scenarioId, row.percent]));
  const assignmentOf = new Map(assigned.map((row) => [row.scenarioId, row]));
  const order = (row: PhoneScenario) =>
    row.builtIn ? SCENARIO_KINDS.indexOf(row.kind) : SCENARIO_KINDS.length;
  return rows
    .sort(
      (a, b) =>
        order(a) - order(b) || a.title.localeCompare(b.title, 'de') || a.id.localeCompare(b.id),
    )
    .map((row) => {
      const percent = bestOf.get(row.id);
      const assignment = assignmentOf.get(row.id);
      return {
        id: row.id,
        builtIn: row.builtIn,
        kind: row.kind,
        title: row.title,
        persona: row.persona,
        goal: row.goal,
        criteriaCount: row.criteria.length,
        passThreshold: row.passThreshold,
        myBest:
          percent === undefined || percent === null ? null : { percent, medal: medalFor(percent) },
        myAssignment: assignment ? { id: assignment.id, dueDate: assignment.dueDate } : null,
      };
    });
}

const HISTORY_MAX = 30;

export async function scenarioById(db: Database, trainee: Trainee, scenarioId: string) {
  const scenario = await ownScenario(db, trainee, scenarioId);
  const recent = await db
    .select({
      sessionId: phoneSessions.id,
      finishedAt: phoneSessions.finishedAt,
      percent: phoneSessions.percent,
      medal: phoneSessions.medal,
    })
    .from(phoneSessions)
    .where(
      ownedBy(
        phoneSessions,
        trainee,
        eq(phoneSessions.scenarioId, scenario.id),
        eq(phoneSessions.userId, trainee.userId),
        eq(phoneSessions.status, 'finished'),
      ),
    )
    .orderBy(desc(phoneSessions.finishedAt), desc(phoneSessions.id))
    .limit(HISTORY_MAX);
  return {
    id: scenario.id,
    builtIn: scenario.builtIn,
    kind: scenario.kind,
    title: scenario.title,
    persona: scenario.persona,
    goal: scenario.goal,
    opening: scenario.opening,
    criteria: scenario.criteria,
    passThreshold: scenario.passThreshold,
    history: recent.reverse().map((row) => ({
      sessionId: row.sessionId,
      finishedAt: row.finishedAt ?? new Date(0),
      percent: row.percent ?? 0,
      medal: row.medal,
    })),
  };
}

/** New criteria get an id; an edited one keeps its own (unless two share it). */
function criteriaOf(input: ScenarioFields['criteria']): Criterion[] {
  const seen = new Set<string>();
  return input.map((criterion) => {
    let id = criterion.id;
    if (!id || seen.has(id)) id = randomUUID().slice(0, 8);
    seen.add(id);
    return { id, text: criterion.text, weight: criterion.weight, keywords: criterion.keywords };
  });
}

function scenarioValues(fields: ScenarioFields) {
  return {
    kind: fields.kind,
    title: fields.title,
    persona: fields.persona,
    goal: fields.goal,
    opening: fields.opening || defaultOpening(fields.kind, fields.persona),
    criteria: criteriaOf(fields.criteria),
    passThreshold: fields.passThreshold,
  };
}

function assertManager(actor: Actor, message: string) {
  if (!canManage(actor)) throw new ServiceError('FORBIDDEN', message);
}

export async function createScenario(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  fields: ScenarioFields,
): Promise<{ id: string }> {
  assertManager(actor, SCENARIO_ADMINS_ONLY);
  const [created] = await db
    .insert(phoneScenarios)
    .values(ownedValues(tenant, { ...scenarioValues(fields), createdBy: actor.userId }))
    .returning({ id: phoneScenarios.id });
  if (!created) throw new Error('scenario not stored');
  return created;
}

/** The company's own scenarios change; the library's are read-only (a copy can be made). */
async function editableScenario(db: Database, tenant: TenantScope, actor: Actor, id: string) {
  assertManager(actor, SCENARIO_ADMINS_ONLY);
  const scenario = await ownScenario(db, tenant, id);
  if (scenario.builtIn) throw new ServiceError('FORBIDDEN', BUILT_IN_READ_ONLY);
  return scenario;
}

export async function updateScenario(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  scenarioId: string,
  fields: ScenarioFields,
): Promise<{ id: string }> {
  await editableScenario(db, tenant, actor, scenarioId);
  await db
    .update(phoneScenarios)
    .set({ ...scenarioValues(fields), updatedAt: sql`now()` })
    .where(ownedBy(phoneScenarios, tenant, eq(phoneScenarios.id, scenarioId)));
  return { id: scenarioId };
}

/** Its calls and assignments go with it (nothing refers to a missing scenario). */
export async function deleteScenario(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  scenarioId: string,
): Promise<{ id: string }> {
  await editableScenario(db, tenant, actor, scenarioId);
  await db
    .delete(phoneScenarios)
    .where(ownedBy(phoneScenarios, tenant, eq(phoneScenarios.id, scenarioId)));
  return { id: scenarioId };
}

// ---------------------------------------------------------------------------------------------
// Sessions

async function ownSession(db: Database, trainee: Trainee, sessionId: string) {
  const [session] = await db
    .select()
    .from(phoneSessions)
    .where(
      ownedBy(
        phoneSessions,
        trainee,
        eq(phoneSessions.id, sessionId),
        eq(phoneSessions.userId, trainee.userId),
      ),
    )
    .limit(1);
  if (!session) throw new ServiceError('NOT_FOUND', SESSION_NOT_FOUND);
  return session;
}

async function turnsOf(db: Database, trainee: Trainee, sessionId: string) {
  return db
    .select({ role: phoneTurns.role, text: phoneTurns.text, at: phoneTurns.at })
    .from(phoneTurns)
    .where(ownedBy(phoneTurns, trainee, eq(phoneTurns.sessionId, sessionId)))
    .orderBy(asc(phoneTurns.position));
}

/** Which mode would answer now (the company's model, the server's, or the script). */
export function modeOf(ai: Pick<PersonaAi, 'settings' | 'connection'>) {
  const resolved = resolveModel(ai.settings, ai.connection, () => '');
  return { mode: resolved.mode, modelName: resolved.modelName };
}

/** A new call: the persona picks up with its opening line (the first turn). */
export async function startSession(
  db: Database,
  trainee: Trainee,
  scenarioId: string,
  ai: Pick<PersonaAi, 'settings' | 'connection'>,
) {
  const scenario = await ownScenario(db, trainee, scenarioId);
  const { mode, modelName } = modeOf(ai);
  return transaction(db, async (tx) => {
    const [session] = await tx
      .insert(phoneSessions)
      .values(
        ownedValues(trainee, { userId: trainee.userId, scenarioId: scenario.id, mode, modelName }),
      )
      .returning({ id: phoneSessions.id });
    if (!session) throw new Error('session not stored');
    await tx.insert(phoneTurns).values(
      ownedValues(trainee, {
        sessionId: session.id,
        position: 0,
        role: 'persona' as const,
        text: scenario.opening,
      }),
    );
    return { sessionId: session.id, opening: scenario.opening, mode };
  });
}

/** The quota's refusal before anything is asked of the model. */
async function checkQuota(db: Database, trainee: Trainee, quotas: PersonaAi['quotas']) {
  const usage = await usageNow(db, trainee, quotas);
  if (usage.dailyUsed >= quotas.daily) {
    throw new ServiceError('PRECONDITION_FAILED', DAILY_QUOTA_REACHED);
  }
  if (usage.monthlyUsed >= quotas.monthly) {
    throw new ServiceError('PRECONDITION_FAILED', MONTHLY_QUOTA_REACHED);
  }
}

/** One request, not streamed, one attempt: a retry would only double the wait. */
async function ask(
  resolved: ResolvedModel,
  request: { system: string; messages: ModelMessage[]; temperature?: number },
  timeoutMs: number,
): Promise<string> {
  try {
    const result = await generateText({
      model: resolved.model,
      system: request.system,
      messages: request.messages,
      maxRetries: 0,
      timeout: timeoutMs,
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    });
    return result.text;
  } catch (error) {
    throw new PersonaUnavailable(providerFailure(error), { cause: error });
  }
}

/** A model's reply as a spoken line: no 'Name:' in front, not longer than a turn may be. */
function spoken(reply: string, persona: Persona): string {
  const prefix = new RegExp(
    `^\\s*\\**${persona.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\**\\s*:\\s*`,
  );
  return reply.replace(prefix, '').trim().slice(0, TURN_MAX_CHARS);
}

type Said = { role: PhoneTurnRole; text: string };

const asMessages = (turns: readonly Said[]): ModelMessage[] =>
  turns.map((turn) =>
    turn.role === 'person'
      ? { role: 'user' as const, content: turn.text }
      : { role: 'assistant' as const, content: turn.text },
  );

/**
 * The person's turn and the persona's reply, stored together once the reply exists: a provider
 * that fails, times out or refuses leaves the call as it was (and counts nothing).
 */
export async function takeTurn(
  db: Database,
  trainee: Trainee,
  input: { sessionId: string; text: string },
  ai: PersonaAi,
): Promise<{ reply: string }> {
  const session = await ownSession(db, trainee, input.sessionId);
  if (session.status === 'finished') throw new ServiceError('CONFLICT', SESSION_FINISHED);
  const earlier = await turnsOf(db, trainee, session.id);
  if (earlier.length + 2 > SESSION_TURNS_MAX) {
    throw new ServiceError('BAD_REQUEST', SESSION_TOO_LONG);
  }
  const scenario = await ownScenario(db, trainee, session.scenarioId);
  await checkQuota(db, trainee, ai.quotas);
  const saidAt = new Date();
  const history: Said[] = [
    ...earlier.map(({ role, text }) => ({ role, text })),
    { role: 'person', text: input.text },
  ];
  const resolved = resolveModel(ai.settings, ai.connection, () =>
    scriptedReply({ kind: scenario.kind, persona: scenario.persona, turns: history }),
  );
  const reply = spoken(
    await ask(
      resolved,
      { system: personaPrompt(scenario), messages: asMessages(history) },
      ai.replyTimeoutMs ?? REPLY_TIMEOUT_MS,
    ),
    scenario.persona,
  );
  if (!reply) throw new PersonaUnavailable('failed');

  await transaction(db, async (tx) => {
    const [locked] = await tx
      .select({ status: phoneSessions.status })
      .from(phoneSessions)
      .where(ownedBy(phoneSessions, trainee, eq(phoneSessions.id, session.id)))
      .for('update');
    if (locked?.status !== 'active') throw new ServiceError('CONFLICT', SESSION_FINISHED);
    const [stored] = await tx
      .select({ value: count() })
      .from(phoneTurns)
      .where(ownedBy(phoneTurns, trainee, eq(phoneTurns.sessionId, session.id)));
    const position = Number(stored?.value ?? 0);
    if (position + 2 > SESSION_TURNS_MAX) throw new ServiceError('BAD_REQUEST', SESSION_TOO_LONG);
    await spendQuota(tx, trainee, ai.quotas, 'phone', resolved.modelName);
    await tx.insert(phoneTurns).values([
      ownedValues(trainee, {
        sessionId: session.id,
        position,
        role: 'person' as const,
        text: input.text,
        at: saidAt,
      }),
      ownedValues(trainee, {
        sessionId: session.id,
        position: position + 1,
        role: 'persona' as const,
        text: reply,
        at: new Date(),
      }),
    ]);
  });
  return { reply };
}

export type Evaluation = {
  sessionId: string;
  percent: number;
  passed: boolean;
  medal: Medal | null;
  pointsAwarded: number;
  passThreshold: number;
  /** Who judged: the connected model, or the keywords (Vorlagen-Modus, or no readable answer). */
  evaluatedBy: EvaluatedBy;
  criteria: CriterionResult[];
};

function storedEvaluation(session: PhoneSession): Evaluation | null {
  if (session.status !== 'finished' || session.percent === null) return null;
  return {
    sessionId: session.id,
    percent: session.percent,
    passed: session.passed ?? false,
    medal: session.medal,
    pointsAwarded: session.pointsAwarded,
    passThreshold: session.passThreshold ?? 0,
    evaluatedBy: session.evaluatedBy ?? 'keywords',
    criteria: session.results ?? [],
  };
}

const MEDAL_SOURCES = Object.values(MEDAL_POINT_SOURCES);

/**
 * A medal's points, once per scenario and Berlin day whatever the medal: a better one later the
 * same day earns nothing more (the day's practice counts, not farming calls).
 */
async function awardMedal(
  tx: Database,
  trainee: Trainee,
  scenarioId: string,
  medal: Medal,
  now: Date,
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`phone-points:${trainee.userId}`}))`,
  );
  const sourceId = `${scenarioId}:${berlinDay(now)}`;
  const [earlier] = await tx
    .select({ id: pointEvents.id })
    .from(pointEvents)
    .where(
      and(
        eq(pointEvents.userId, trainee.userId),
        inArray(pointEvents.source, MEDAL_SOURCES),
        eq(pointEvents.sourceId, sourceId),
      ),
    )
    .limit(1);
  if (earlier) return 0;
  return awardPoints(tx, {
    userId: trainee.userId,
    customerId: trainee.customerId,
    source: MEDAL_POINT_SOURCES[medal],
    sourceId,
    at: now,
  });
}

/**
 * 'Auflegen': the call ends and is judged, once. With a model (and a request left in the quota)
 * the model judges, else the keywords do. A provider failure refuses and stores nothing; the
 * person can hang up again. A second finish gives the stored evaluation.
 */
export async function finishSession(
  db: Database,
  trainee: Trainee,
  sessionId: string,
  ai: PersonaAi,
  now = new Date(),
): Promise<Evaluation> {
  const session = await ownSession(db, trainee, sessionId);
  const stored = storedEvaluation(session);
  if (stored) return stored;
  const turns = await turnsOf(db, trainee, session.id);
  const personTurns = turns.filter((turn) => turn.role === 'person').map((turn) => turn.text);
  if (personTurns.length === 0) throw new ServiceError('BAD_REQUEST', NOTHING_SAID);
  const scenario = await ownScenario(db, trainee, session.scenarioId);

  let results: CriterionResult[] | null = null;
  let asked: ResolvedModel | null = null;
  const resolved = resolveModel(ai.settings, ai.connection, () => '');
  if (resolved.mode === 'model' && (await withinQuota(db, trainee, ai.quotas))) {
    const answer = await ask(
      resolved,
      {
        system: JUDGE_PROMPT,
        messages: [
          {
            role: 'user',
            content: judgeInput({
              criteria: scenario.criteria,
              personaName: scenario.persona.name,
              turns,
            }),
          },
        ],
        temperature: 0,
      },
      ai.evaluationTimeoutMs ?? EVALUATION_TIMEOUT_MS,
    );
    asked = resolved;
    results = judgeByModel(answer, scenario.criteria, personTurns);
  }
  const evaluatedBy: EvaluatedBy = results ? 'model' : 'keywords';
  const criteria = results ?? judgeByKeywords(scenario.criteria, personTurns);
  const score = scoreOf(criteria, scenario.passThreshold);

  return transaction(db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(phoneSessions)
      .where(ownedBy(phoneSessions, trainee, eq(phoneSessions.id, session.id)))
      .for('update');
    if (!locked) throw new ServiceError('NOT_FOUND', SESSION_NOT_FOUND);
    const already = storedEvaluation(locked);
    if (already) return already;
    if (asked) await spendQuota(tx, trainee, ai.quotas, 'phone', asked.modelName);
    const pointsAwarded = score.medal
      ? await awardMedal(tx, trainee, scenario.id, score.medal, now)
      : 0;
    await tx
      .update(phoneSessions)
      .set({
        status: 'finished',
        finishedAt: now,
        percent: score.percent,
        passed: score.passed,
        medal: score.medal,
        passThreshold: scenario.passThreshold,
        results: criteria,
        evaluatedBy,
        pointsAwarded,
      })
      .where(ownedBy(phoneSessions, trainee, eq(phoneSessions.id, session.id)));
    return {
      sessionId: session.id,
      percent: score.percent,
      passed: score.passed,
      medal: score.medal,
      pointsAwarded,
      passThreshold: scenario.passThreshold,
      evaluatedBy,
      criteria,
    };
  });
}

/** Past the quota the judgement falls back to the keywords instead of refusing to hang up. */
async function withinQuota(db: Database, trainee: Trainee, quotas: PersonaAi['quotas']) {
  const usage = await usageNow(db, trainee, quotas);
  return usage.dailyUsed < quotas.daily && usage.monthlyUsed < quotas.monthly;
}

const SESSIONS_PAGE = 50;

/** The person's calls, newest first (the 50 latest). */
export async function listSessions(db: Database, trainee: Trainee, scenarioId?: string) {
  if (scenarioId) await ownScenario(db, trainee, scenarioId);
  return db
    .select({
      id: phoneSessions.id,
      scenarioId: phoneSessions.scenarioId,
      scenarioTitle: phoneScenarios.title,
      kind: phoneScenarios.kind,
      startedAt: phoneSessions.startedAt,
      finishedAt: phoneSessions.finishedAt,
      percent: phoneSessions.percent,
      medal: phoneSessions.medal,
    })
    .from(phoneSessions)
    .innerJoin(phoneScenarios, eq(phoneScenarios.id, phoneSessions.scenarioId))
    .where(
      ownedBy(
        phoneSessions,
        trainee,
        eq(phoneSessions.userId, trainee.userId),
        scenarioId ? eq(phoneSessions.scenarioId, scenarioId) : undefined,
      ),
    )
    .orderBy(desc(phoneSessions.startedAt), desc(phoneSessions.id))
    .limit(SESSIONS_PAGE);
}

/** One of the person's own calls with its transcript and (once finished) its evaluation. */
export async function sessionById(db: Database, trainee: Trainee, sessionId: string) {
  const session = await ownSession(db, trainee, sessionId);
  const scenario = await ownScenario(db, trainee, session.scenarioId);
  const turns = await turnsOf(db, trainee, session.id);
  return {
    id: session.id,
    scenario: {
      id: scenario.id,
      title: scenario.title,
      kind: scenario.kind,
      persona: scenario.persona,
      goal: scenario.goal,
      passThreshold: scenario.passThreshold,
    },
    status: session.status,
    mode: session.mode,
    startedAt: session.startedAt,
    finishedAt: session.finishedAt,
    turns,
    evaluation: storedEvaluation(session),
  };
}

// ---------------------------------------------------------------------------------------------
// Assignments

const assigner = alias(users, 'assigner');

/** Admins and employees see the company's; everyone else their own. By due date. */
export async function listAssignments(db: Database, tenant: TenantScope, actor: Actor) {
  const rows = await db
    .select({
      id: phoneAssignments.id,
      scenarioId: phoneAssignments.scenarioId,
      scenarioTitle: phoneScenarios.title,
      userId: phoneAssignments.userId,
      userName: sql<string>`coalesce(${users.displayName}, ${users.email})`,
      dueDate: phoneAssignments.dueDate,
      assignedAt: phoneAssignments.createdAt,
      assignedByName: sql<string | null>`coalesce(${assigner.displayName}, ${assigner.email})`,
      done: sql<boolean>`exists (select 1 from ${phoneSessions} where ${phoneSessions.customerId} = ${phoneAssignments.customerId} and ${phoneSessions.userId} = ${phoneAssignments.userId} and ${phoneSessions.scenarioId} = ${phoneAssignments.scenarioId} and ${phoneSessions.passed} and ${phoneSessions.finishedAt} >= ${phoneAssignments.createdAt})`,
    })
    .from(phoneAssignments)
    .innerJoin(phoneScenarios, eq(phoneScenarios.id, phoneAssignments.scenarioId))
    .innerJoin(users, eq(users.id, phoneAssignments.userId))
    .leftJoin(assigner, eq(assigner.id, phoneAssignments.assignedBy))
    .where(
      ownedBy(
        phoneAssignments,
        tenant,
        canManage(actor) ? undefined : eq(phoneAssignments.userId, actor.userId),
      ),
    )
    .orderBy(asc(phoneAssignments.dueDate), asc(phoneScenarios.title), asc(phoneAssignments.id));
  return rows.map((row) => ({ ...row, done: Boolean(row.done) }));
}

/**
 * Asks a member to practise a scenario by a day. Assigning it to them again sets the new day
 * and starts over: only a passed call after it counts.
 */
export async function createAssignment(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  input: { scenarioId: string; userId: string; dueDate: string },
  now = new Date(),
): Promise<{ id: string }> {
  assertManager(actor, ASSIGN_ADMINS_ONLY);
  const scenario = await ownScenario(db, tenant, input.scenarioId);
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.customerId, tenant.customerId), eq(memberships.userId, input.userId)))
    .limit(1);
  if (!member) throw new ServiceError('NOT_FOUND', ASSIGNEE_NOT_MEMBER);
  if (input.dueDate < berlinDay(now)) throw new ServiceError('BAD_REQUEST', DUE_DATE_PAST);
  const [stored] = await db
    .insert(phoneAssignments)
    .values(
      ownedValues(tenant, {
        scenarioId: scenario.id,
        userId: input.userId,
        assignedBy: actor.userId,
        dueDate: input.dueDate,
        createdAt: now,
      }),
    )
    .onConflictDoUpdate({
      target: [phoneAssignments.customerId, phoneAssignments.scenarioId, phoneAssignments.userId],
      set: { dueDate: input.dueDate, assignedBy: actor.userId, createdAt: now },
    })
    .returning({ id: phoneAssignments.id });
  if (!stored) throw new Error('assignment not stored');
  return stored;
}

export async function deleteAssignment(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  assignmentId: string,
): Promise<{ id: string }> {
  assertManager(actor, ASSIGN_ADMINS_ONLY);
  const deleted = await db
    .delete(phoneAssignments)
    .where(ownedBy(phoneAssignments, tenant, eq(phoneAssignments.id, assignmentId)))
    .returning({ id: phoneAssignments.id });
  if (deleted.length === 0) throw new ServiceError('NOT_FOUND', ASSIGNMENT_NOT_FOUND);
  return { id: assignmentId };
}
