import { eq } from 'drizzle-orm';
import type { Identity } from '../../platform/identity/verify';
import type { ServerConfig } from '../../platform/config';
import { callerAs, type TestWorld } from '../../../test/fixtures';
import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/log';
import { users } from '../../platform/identity/schema';
import { calendarKeys, open, seal } from './crypto';
import { calendarConnections, type CalendarConnection } from './schema';
import type { GoogleCalendarSettings } from '../../platform/google';

/** Test builders of the calendar connection. */

/** Endpoints nobody answers: for tests in which the provider must never be asked. */
export const UNREACHABLE_GOOGLE: GoogleCalendarSettings = {
  clientId: 'test-client',
  clientSecret: 'test-secret',
  authUrl: 'http://127.0.0.1:9/auth',
  tokenUrl: 'http://127.0.0.1:9/token',
  revokeUrl: 'http://127.0.0.1:9/revoke',
  freeBusyUrl: 'http://127.0.0.1:9/freeBusy',
  scopes: ['openid', 'email', 'offline_access'],
};

/** A connection as `complete` stores it, the refresh token sealed with the config's key. */
export async function createConnection(
  db: Database,
  config: ServerConfig,
  userId: string,
  fields: { email?: string | null; refreshToken?: string } = {},
): Promise<CalendarConnection> {
  const [row] = await db
    .insert(calendarConnections)
    .values({
      userId,
      accountEmail: fields.email === undefined ? 'kalender@example.com' : fields.email,
      refreshTokenSealed: seal(
        calendarKeys(config.calendarTokenKey).seal,
        fields.refreshToken ?? 'refresh-token-of-the-owner',
        userId,
      ),
    })
    .returning();
  if (!row) throw new Error('no calendar connection');
  return row;
}

/** The stored refresh token of this user's connection, in plain text (null: none). */
export async function storedRefreshToken(db: Database, config: ServerConfig, userId: string) {
  const [row] = await db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, userId));
  return row
    ? open(calendarKeys(config.calendarTokenKey).seal, row.refreshTokenSealed, userId)
    : null;
}

export async function makeEmployee(db: Database, userId: string) {
  await db.update(users).set({ ourEmployee: true }).where(eq(users.id, userId));
}

/**
 * A caller signed in as `who` on a server with this configuration (the test world's database),
 * for tests that need Google configured.
 */
export function callerWithConfig(
  world: TestWorld,
  who: Identity,
  config: ServerConfig,
  log?: Logger,
) {
  return callerAs({ ...world, config, ...(log ? { log } : {}) }, who);
}
