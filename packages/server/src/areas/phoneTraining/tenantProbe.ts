import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProbeContext, TenantProbes } from '../../../test/tenantProbe';
import { aiUsage } from '../ai/schema';
import {
  createAssignment,
  createScenario,
  createSession,
  TEST_CRITERIA,
  TEST_PERSONA,
} from './fixtures';
import {
  ASSIGNEE_NOT_MEMBER,
  ASSIGNMENT_NOT_FOUND,
  SCENARIO_NOT_FOUND,
  SESSION_NOT_FOUND,
} from './model';
import { phoneAssignments, phoneScenarios, phoneSessions, phoneTurns } from './schema';

const scenarioNotFound = { code: 'NOT_FOUND', message: SCENARIO_NOT_FOUND };
const sessionNotFound = { code: 'NOT_FOUND', message: SESSION_NOT_FOUND };

/** The owner's scenario, a call of it (finished or not) and an assignment of it. */
async function ownersTraining({ world, owner }: ProbeContext, finished = false) {
  const scenario = await createScenario(world.db, owner.customer.id);
  const ids = { customerId: owner.customer.id, userId: owner.user.id, scenarioId: scenario.id };
  const session = await createSession(world.db, ids, { finished });
  const assignment = await createAssignment(world.db, ids);
  return { scenario, session, assignment };
}

async function scenarioUnchanged({ world }: ProbeContext, scenarioId: string) {
  const [row] = await world.db
    .select()
    .from(phoneScenarios)
    .where(eq(phoneScenarios.id, scenarioId));
  expect(row).toMatchObject({ title: 'Geheimes Szenario', goal: 'Einen Termin vereinbaren.' });
}

async function turnCount({ world }: ProbeContext, sessionId: string) {
  const [row] = await world.db
    .select({ value: count() })
    .from(phoneTurns)
    .where(eq(phoneTurns.sessionId, sessionId));
  return Number(row?.value ?? 0);
}

const fields = {
  kind: 'kaltakquise' as const,
  title: 'Übernommen',
  persona: TEST_PERSONA,
  goal: 'Fremd',
  criteria: TEST_CRITERIA,
  passThreshold: 70,
};

export const phoneTrainingTenantProbe: TenantProbes = {
  'phoneTraining.scenarios.list': async (context) => {
    const { scenario } = await ownersTraining(context, true);
    const owners = await context.owner.caller.phoneTraining.scenarios.list();
    const theirs = await context.intruder.caller.phoneTraining.scenarios.list();
    const ids = theirs.map((item) => item.id);
    expect(ids).not.toContain(scenario.id);
    // Each company has the library as rows of its own.
    for (const item of owners) expect(ids).not.toContain(item.id);
    expect(theirs.every((item) => item.builtIn && item.myBest === null)).toBe(true);
    expect(theirs.every((item) => item.myAssignment === null)).toBe(true);
  },
  'phoneTraining.scenarios.byId': async (context) => {
    const { scenario } = await ownersTraining(context, true);
    await expect(
      context.intruder.caller.phoneTraining.scenarios.byId({ scenarioId: scenario.id }),
    ).rejects.toMatchObject(scenarioNotFound);
  },
  'phoneTraining.scenarios.create': async (context) => {
    await ownersTraining(context);
    const { id } = await context.intruder.caller.phoneTraining.scenarios.create(fields);
    const [row] = await context.world.db
      .select()
      .from(phoneScenarios)
      .where(eq(phoneScenarios.id, id));
    expect(row?.customerId).toBe(context.intruder.customer.id);
    const owners = await context.owner.caller.phoneTraining.scenarios.list();
    expect(owners.map((item) => item.id)).not.toContain(id);
  },
  'phoneTraining.scenarios.update': async (context) => {
    const { scenario } = await ownersTraining(context);
    await expect(
      context.intruder.caller.phoneTraining.scenarios.update({
        scenarioId: scenario.id,
        ...fields,
      }),
    ).rejects.toMatchObject(scenarioNotFound);
    await scenarioUnchanged(context, scenario.id);
  },
  'phoneTraining.scenarios.delete': async (context) => {
    const { scenario } = await ownersTraining(context);
    await expect(
      context.intruder.caller.phoneTraining.scenarios.delete({ scenarioId: scenario.id }),
    ).rejects.toMatchObject(scenarioNotFound);
    await scenarioUnchanged(context, scenario.id);
  },
  'phoneTraining.sessions.start': async (context) => {
    const { scenario } = await ownersTraining(context);
    await expect(
      context.intruder.caller.phoneTraining.sessions.start({ scenarioId: scenario.id }),
    ).rejects.toMatchObject(scenarioNotFound);
    const rows = await context.world.db
      .select()
      .from(phoneSessions)
      .where(eq(phoneSessions.customerId, context.intruder.customer.id));
    expect(rows).toEqual([]);
  },
  'phoneTraining.sessions.turn': async (context) => {
    const { session } = await ownersTraining(context);
    await expect(
      context.intruder.caller.phoneTraining.sessions.turn({
        sessionId: session.id,
        text: 'Mein Name ist Eindringling, darf ich mitreden?',
      }),
    ).rejects.toMatchObject(sessionNotFound);
    expect(await turnCount(context, session.id)).toBe(3);
    const usage = await context.world.db
      .select()
      .from(aiUsage)
      .where(eq(aiUsage.customerId, context.intruder.customer.id));
    expect(usage).toEqual([]);
  },
  'phoneTraining.sessions.finish': async (context) => {
    const { session } = await ownersTraining(context);
    await expect(
      context.intruder.caller.phoneTraining.sessions.finish({ sessionId: session.id }),
    ).rejects.toMatchObject(sessionNotFound);
    const [row] = await context.world.db
      .select()
      .from(phoneSessions)
      .where(eq(phoneSessions.id, session.id));
    expect(row).toMatchObject({ status: 'active', percent: null });
  },
  'phoneTraining.sessions.list': async (context) => {
    const { scenario } = await ownersTraining(context, true);
    expect(await context.intruder.caller.phoneTraining.sessions.list()).toEqual([]);
    await expect(
      context.intruder.caller.phoneTraining.sessions.list({ scenarioId: scenario.id }),
    ).rejects.toMatchObject(scenarioNotFound);
  },
  'phoneTraining.sessions.byId': async (context) => {
    const { session } = await ownersTraining(context, true);
    await expect(
      context.intruder.caller.phoneTraining.sessions.byId({ sessionId: session.id }),
    ).rejects.toMatchObject(sessionNotFound);
  },
  'phoneTraining.assignments.list': async (context) => {
    const { assignment } = await ownersTraining(context);
    const theirs = await context.intruder.caller.phoneTraining.assignments.list();
    expect(theirs.map((item) => item.id)).not.toContain(assignment.id);
    expect(theirs).toEqual([]);
  },
  'phoneTraining.assignments.create': async (context) => {
    const { scenario } = await ownersTraining(context);
    const { caller } = context.intruder;
    // Neither the owner's scenario nor the owner's people can be named.
    await expect(
      caller.phoneTraining.assignments.create({
        scenarioId: scenario.id,
        userId: context.intruder.user.id,
        dueDate: '2099-12-31',
      }),
    ).rejects.toMatchObject(scenarioNotFound);
    const own = await createScenario(context.world.db, context.intruder.customer.id);
    await expect(
      caller.phoneTraining.assignments.create({
        scenarioId: own.id,
        userId: context.owner.user.id,
        dueDate: '2099-12-31',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: ASSIGNEE_NOT_MEMBER });
    const rows = await context.world.db
      .select()
      .from(phoneAssignments)
      .where(eq(phoneAssignments.customerId, context.intruder.customer.id));
    expect(rows).toEqual([]);
  },
  'phoneTraining.assignments.delete': async (context) => {
    const { assignment } = await ownersTraining(context);
    await expect(
      context.intruder.caller.phoneTraining.assignments.delete({ assignmentId: assignment.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: ASSIGNMENT_NOT_FOUND });
    const [row] = await context.world.db
      .select()
      .from(phoneAssignments)
      .where(eq(phoneAssignments.id, assignment.id));
    expect(row).toMatchObject({ dueDate: '2100-01-01' });
  },
};
