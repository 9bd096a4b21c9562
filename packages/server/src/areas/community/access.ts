import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * Who is in the community, as SQL on a users row: the provider's employees and the members of
 * every company an employee opened it for. Mentions, the community board and its search's
 * author filter read it.
 */
export function isParticipant(user: { id: AnyPgColumn; ourEmployee: AnyPgColumn }): SQL {
  const open = sql`${areaSettings.value} ->> 'open' = 'true'`;
  const condition = or(
    eq(user.ourEmployee, true),
    exists(
      sql`(select 1 from ${memberships} join ${areaSettings} on ${areaSettings.customerId} = ${memberships.customerId} and ${areaSettings.area} = 'community' where ${memberships.userId} = ${user.id} and ${open})`,
    ),
  );
  if (!condition) throw new Error('no condition');
  return condition;
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
