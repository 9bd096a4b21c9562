import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import { memberships, users } from '../../platform/identity/schema';
import { appError } from '../../platform/errors';
import { readSettings } from '../../platform/settings/settings';
import { communityAccess } from './settings';
import { areaSettings } from '../../platform/settings/schema';
import type { TenantScope } from '../../platform/tenancy/tenant';
import { MODERATORS_ONLY } from './model';

export { COMMUNITY_CHANNEL } from './model';

export async function takesPart(
  db: Database,
  who: { ourEmployee: boolean; tenant: TenantScope },
): Promise<boolean> {
  if (who.ourEmployee) return true;
  return (await readSettings(db, who.tenant, communityAccess)).open;
}

const query = new QueryBuilder();

/**
 * Who is in the community, as one set of user ids: the provider's employees and the members of
 * every company an employee opened it for. A board asks it once for everyone on it (a check per
 * person was most of a board's time); mentions and single checks ask it through
 * `isParticipant`, where PostgreSQL pushes the id into both halves. Someone can be in it twice
 * (two companies), so it is asked with `in`, never joined.
 */
export const participants = query
  .select({ userId: sql<string>`${users.id}`.as('participant_id') })
  .from(users)
  .where(eq(users.ourEmployee, true))
  .unionAll(
    query
      .select({ userId: sql<string>`${memberships.userId}`.as('participant_id') })
      .from(memberships)
      .innerJoin(
        areaSettings,
        and(
          eq(areaSettings.customerId, memberships.customerId),
          eq(areaSettings.area, communityAccess.area),
        ),
      )
      .where(sql`${areaSettings.value} ->> 'open' = 'true'`),
  )
  .as('participants');

/** Whether a users row takes part: the same set, asked for one person. */
export function isParticipant(user: { id: AnyPgColumn }): SQL {
  return inArray(user.id, query.select({ userId: participants.userId }).from(participants));
}

/** Users who take part (for a single id). */
export async function isCommunityMember(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`, isParticipant(users)));
  return row !== undefined;
}

/** Moderation (pin, close, hide, any deletion, categories) is for the provider's employees. */
export function assertModerator(user: { ourEmployee: boolean }) {
  if (!user.ourEmployee) throw appError('FORBIDDEN', MODERATORS_ONLY);
}

export { communityAccess } from './settings';
