import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { definePersonalData, isoOrNull, type Person } from '../personalData';
import { preferencesOf, type Preferences } from './preferences';
import type { Role } from './roles';
import { customers, invitations, memberships, users } from './schema';

/** How a deleted person appears wherever the company's content names its author. */
export const DELETED_USER_NAME = 'Gelöschter Benutzer';

declare module '../personalData' {
  interface PersonalDataSections {
    profile: {
      id: string;
      email: string;
      displayName: string | null;
      avatar: string | null;
      ourEmployee: boolean;
      createdAt: string;
      lastSignInAt: string | null;
      preferences: Preferences;
    };
    companies: { name: string; role: Role; joinedAt: string }[];
    invitationsSent: {
      email: string | null;
      company: string;
      role: Role;
      createdAt: string;
      acceptedAt: string | null;
      revokedAt: string | null;
    }[];
  }
}

const noCompany = (person: Person) => person.companyIds.length === 0;

/**
 * The account itself: the profile and the memberships are exported; deleting the account strips
 * the row of everything personal (it stays, so every reference keeps pointing somewhere) and
 * ends the memberships.
 */
export const accountData = definePersonalData<'profile' | 'companies'>({
  tables: [users, memberships],
  async export(db: Database, person: Person) {
    const [user] = await db.select().from(users).where(eq(users.id, person.userId)).limit(1);
    if (!user) throw new Error(`no user ${person.userId}`);
    const companyRows = await db
      .select({ name: customers.name, role: memberships.role, joinedAt: memberships.createdAt })
      .from(memberships)
      .innerJoin(customers, eq(customers.id, memberships.customerId))
      .where(eq(memberships.userId, person.userId))
      .orderBy(asc(customers.name));
    return {
      profile: {
        id: user.id,
        email: user.email,
        displayName: user.displayName,
        avatar: user.avatar,
        ourEmployee: user.ourEmployee,
        createdAt: user.createdAt.toISOString(),
        lastSignInAt: isoOrNull(user.lastSignInAt),
        preferences: preferencesOf(user),
      },
      companies: companyRows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
    };
  },
  async erase(tx, person, { now }) {
    await tx.delete(memberships).where(eq(memberships.userId, person.userId));
    await tx
      .update(users)
      .set({
        firebaseUid: `deleted:${person.userId}`,
        email: `geloescht-${person.userId}@sprint.invalid`,
        displayName: DELETED_USER_NAME,
        avatar: null,
        activeCustomerId: null,
        notificationPreferences: {},
        lastSignInAt: null,
        profileEditedAt: now,
        deletedAt: now,
      })
      .where(eq(users.id, person.userId));
  },
});

/**
 * Invitations the person sent (in their companies); the address of an invitation they accepted
 * is personal data too, the invitation itself the company's history.
 */
export const invitationData = definePersonalData<'invitationsSent'>({
  tables: [invitations],
  async export(db, person) {
    if (noCompany(person)) return { invitationsSent: [] };
    const rows = await db
      .select({
        email: invitations.email,
        company: customers.name,
        role: invitations.role,
        createdAt: invitations.createdAt,
        acceptedAt: invitations.acceptedAt,
        revokedAt: invitations.revokedAt,
      })
      .from(invitations)
      .innerJoin(customers, eq(customers.id, invitations.customerId))
      .where(
        and(
          eq(invitations.invitedBy, person.userId),
          inArray(invitations.customerId, person.companyIds),
        ),
      )
      .orderBy(asc(invitations.createdAt));
    return {
      invitationsSent: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        acceptedAt: isoOrNull(row.acceptedAt),
        revokedAt: isoOrNull(row.revokedAt),
      })),
    };
  },
  async erase(tx, person, { now }) {
    await tx
      .update(invitations)
      .set({
        email: null,
        revokedAt: sql`coalesce(${invitations.revokedAt}, ${now.toISOString()})`,
      })
      .where(eq(invitations.acceptedBy, person.userId));
  },
});
