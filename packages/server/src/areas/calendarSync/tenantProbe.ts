import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProbeContext, ProbeMember, TenantProbes } from '../../../test/tenantProbe';
import { addDays, berlinDay } from '../../platform/berlin';
import type { ServerConfig } from '../../platform/config';
import { callerWithConfig, createConnection, makeEmployee, UNREACHABLE_GOOGLE } from './fixtures';
import { STATE_INVALID } from './model';
import { calendarConnections, oauthStates } from './schema';

/**
 * The calendar connection is a person's, not a company's, and takes no ids: each procedure acts
 * on the caller's own connection. Both are employees here (the only ones it is for), on a server
 * with Google configured; the probes check that the intruder sees, ends and reads nothing of the
 * owner's connection and cannot complete the owner's authorization.
 */
async function setUp({ world, owner, intruder }: ProbeContext) {
  await makeEmployee(world.db, owner.user.id);
  await makeEmployee(world.db, intruder.user.id);
  const config: ServerConfig = { ...world.config, googleCalendar: UNREACHABLE_GOOGLE };
  const connection = await createConnection(world.db, config, owner.user.id, {
    email: 'owner@kalender.test',
  });
  const as = (member: ProbeMember) => callerWithConfig(world, member.who, config);
  return { connection, ownerCaller: as(owner), intruderCaller: as(intruder) };
}

async function ownerStillConnected({ world, owner }: ProbeContext, refreshTokenSealed: string) {
  const rows = await world.db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, owner.user.id));
  expect(rows).toEqual([expect.objectContaining({ refreshTokenSealed })]);
}

function stateOf(authorizationUrl: string) {
  return new URL(authorizationUrl).searchParams.get('state') ?? '';
}

export const calendarSyncTenantProbe: TenantProbes = {
  'calendarSync.status': async (context) => {
    const { ownerCaller, intruderCaller } = await setUp(context);
    expect(await intruderCaller.calendarSync.status()).toEqual({
      configured: true,
      connected: false,
      email: null,
      connectedAt: null,
    });
    expect(await ownerCaller.calendarSync.status()).toMatchObject({
      connected: true,
      email: 'owner@kalender.test',
    });
  },

  'calendarSync.start': async (context) => {
    const { connection, ownerCaller, intruderCaller } = await setUp(context);
    const { authorizationUrl } = await intruderCaller.calendarSync.start();
    // The intruder's request is the intruder's: the owner cannot complete it either.
    await expect(
      ownerCaller.calendarSync.complete({ code: 'code', state: stateOf(authorizationUrl) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: STATE_INVALID });
    const requests = await context.world.db
      .select({ userId: oauthStates.userId })
      .from(oauthStates)
      .where(eq(oauthStates.userId, context.owner.user.id));
    expect(requests).toEqual([]);
    await ownerStillConnected(context, connection.refreshTokenSealed);
  },

  'calendarSync.complete': async (context) => {
    const { connection, ownerCaller, intruderCaller } = await setUp(context);
    const { authorizationUrl } = await ownerCaller.calendarSync.start();
    const state = stateOf(authorizationUrl);
    await expect(
      intruderCaller.calendarSync.complete({ code: 'code', state }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: STATE_INVALID });
    // Refused before it was used: the owner's request is still open.
    const [request] = await context.world.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.userId, context.owner.user.id));
    expect(request?.usedAt).toBeNull();
    expect((await intruderCaller.calendarSync.status()).connected).toBe(false);
    await ownerStillConnected(context, connection.refreshTokenSealed);
  },

  'calendarSync.disconnect': async (context) => {
    const { connection, intruderCaller } = await setUp(context);
    expect((await intruderCaller.calendarSync.disconnect()).connected).toBe(false);
    await ownerStillConnected(context, connection.refreshTokenSealed);
  },

  'calendarSync.busy': async (context) => {
    const { intruderCaller } = await setUp(context);
    const today = berlinDay(new Date());
    expect(await intruderCaller.calendarSync.busy({ from: today, to: addDays(today, 7) })).toEqual({
      connected: false,
      busy: [],
    });
  },
};
