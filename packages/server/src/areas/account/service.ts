import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ServiceError } from '../../serviceError';
import { leadActivities, leads } from '../crm/schema';
import { tasks } from '../tasks/schema';
import { calendarFeeds } from '../calendar/schema';
import { calendarConnections, oauthStates } from '../calendarSync/schema';
import {
  customers,
  invitations,
  memberships,
  users,
  type NotificationPreferences,
  type User,
} from '../identity/schema';
import { linkedinAccounts } from '../linkedin/schema';
import type { FileStorage } from '../storage/fileStorage';
import { readImageDataUrl, userPrefix } from '../storage/service';
import { teamEvents } from '../team/schema';

/** How a deleted person appears wherever the company's content names its author. */
export const DELETED_USER_NAME = 'Gelöschter Benutzer';

export async function updateProfile(
  db: Database,
  user: User,
  input: { displayName: string },
  now = new Date(),
): Promise<User> {
  const [updated] = await db
    .update(users)
    .set({ displayName: input.displayName, profileEditedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new ServiceError('NOT_FOUND', 'Dein Konto wurde nicht gefunden.');
  return updated;
}

/**
 * A new avatar: stored under the user's own prefix with a fresh name (a cached old URL never
 * shows the new picture as the old one), the old file removed once the record points away.
 */
export async function setAvatar(
  db: Database,
  storage: FileStorage,
  user: User,
  dataUrl: string | null,
  now = new Date(),
): Promise<User> {
  let path: string | null = null;
  if (dataUrl !== null) {
    const image = readImageDataUrl(dataUrl);
    path = `${userPrefix(user.id)}avatar-${randomBytes(6).toString('hex')}.${image.extension}`;
    await storage.write(path, image.content);
  }
  const [updated] = await db
    .update(users)
    .set({ avatar: path, profileEditedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new ServiceError('NOT_FOUND', 'Dein Konto wurde nicht gefunden.');
  if (user.avatar?.startsWith(userPrefix(user.id))) await storage.remove(user.avatar);
  return updated;
}

export type Preferences = {
  theme: User['theme'];
  notifications: Required<NotificationPreferences>;
};

/** Every e-mail notification is on until switched off. */
export function preferencesOf(user: User): Preferences {
  const stored = user.notificationPreferences;
  return {
    theme: user.theme,
    notifications: {
      invitationAccepted: stored.invitationAccepted ?? true,
      leadAssigned: stored.leadAssigned ?? true,
    },
  };
}

export async function updatePreferences(
  db: Database,
  user: User,
  input: { theme?: User['theme']; notifications?: NotificationPreferences },
): Promise<Preferences> {
  const [updated] = await db
    .update(users)
    .set({
      ...(input.theme ? { theme: input.theme } : {}),
      ...(input.notifications
        ? {
            // Merged in SQL: two tabs switching different toggles keep both.
            notificationPreferences: sql`${users.notificationPreferences} || ${JSON.stringify(input.notifications)}::jsonb`,
          }
        : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new ServiceError('NOT_FOUND', 'Dein Konto wurde nicht gefunden.');
  return preferencesOf(updated);
}

/** The companies of which this user is the only primary admin. */
async function companiesOnlyAdministeredBy(db: Database, userId: string) {
  const rows = await db
    .select({ name: customers.name })
    .from(memberships)
    .innerJoin(customers, eq(customers.id, memberships.customerId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.role, 'primary_admin'),
        sql`(select count(*) from ${memberships} as others where others.customer_id = ${memberships.customerId} and others.role = 'primary_admin') = 1`,
      ),
    )
    .orderBy(asc(customers.name));
  return rows.map((row) => row.name);
}

/**
 * Art. 15/20 DSGVO: everything Sprint stores about the person, as plain JSON. Company content
 * they touched is listed by reference (which lead, which company), not copied whole.
 */
export async function exportPersonalData(db: Database, user: User, now = new Date()) {
  const companyRows = await db
    .select({ name: customers.name, role: memberships.role, joinedAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(customers, eq(customers.id, memberships.customerId))
    .where(eq(memberships.userId, user.id))
    .orderBy(asc(customers.name));
  const sentInvitations = await db
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
    .where(eq(invitations.invitedBy, user.id))
    .orderBy(asc(invitations.createdAt));
  const ownedLeads = await db
    .select({
      id: leads.id,
      company: customers.name,
      companyName: leads.companyName,
      status: leads.status,
    })
    .from(leads)
    .innerJoin(customers, eq(customers.id, leads.customerId))
    .where(and(eq(leads.ownerId, user.id), isNull(leads.deletedAt)))
    .orderBy(asc(leads.companyName));
  const activities = await db
    .select({
      leadId: leadActivities.leadId,
      type: leadActivities.type,
      body: leadActivities.body,
      outcome: leadActivities.outcome,
      occurredAt: leadActivities.occurredAt,
    })
    .from(leadActivities)
    .where(eq(leadActivities.authorId, user.id))
    .orderBy(asc(leadActivities.occurredAt));
  const taskRows = await db
    .select({
      id: tasks.id,
      company: customers.name,
      title: tasks.title,
      dueDate: tasks.dueDate,
      status: tasks.status,
      assignedToMe: sql<boolean>`${tasks.assigneeId} = ${user.id}`,
      createdByMe: sql<boolean>`${tasks.createdBy} = ${user.id}`,
    })
    .from(tasks)
    .innerJoin(customers, eq(customers.id, tasks.customerId))
    .where(or(eq(tasks.assigneeId, user.id), eq(tasks.createdBy, user.id)))
    .orderBy(asc(tasks.createdAt));
  const linkedin = await db
    .select({ linkedinUserId: linkedinAccounts.linkedinUserId, company: customers.name })
    .from(linkedinAccounts)
    .innerJoin(customers, eq(customers.id, linkedinAccounts.customerId))
    .where(eq(linkedinAccounts.syncedBy, user.id));
  const history = await db
    .select({
      kind: teamEvents.kind,
      company: customers.name,
      details: teamEvents.details,
      createdAt: teamEvents.createdAt,
    })
    .from(teamEvents)
    .innerJoin(customers, eq(customers.id, teamEvents.customerId))
    .where(or(eq(teamEvents.actorId, user.id), eq(teamEvents.subjectUserId, user.id)))
    .orderBy(asc(teamEvents.createdAt));

  return {
    format: 'sprint-personal-data-export/1',
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      avatar: user.avatar,
      ourEmployee: user.ourEmployee,
      createdAt: user.createdAt.toISOString(),
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
      preferences: preferencesOf(user),
    },
    companies: companyRows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
    invitationsSent: sentInvitations.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    })),
    leadsOwned: ownedLeads,
    leadActivitiesWritten: activities.map((row) => ({
      ...row,
      occurredAt: row.occurredAt.toISOString(),
    })),
    tasks: taskRows.map((row) => ({
      ...row,
      assignedToMe: Boolean(row.assignedToMe),
      createdByMe: Boolean(row.createdByMe),
    })),
    linkedinAccountsSynced: linkedin,
    teamHistory: history.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/**
 * Art. 17 DSGVO: the person's data goes; the company's content stays, its author shown as
 * 'Gelöschter Benutzer'. The row itself stays (stripped of everything personal) so that every
 * reference keeps pointing somewhere. `deleteIdentity` removes the sign-in account last, inside
 * the transaction: if it fails, nothing here is lost either.
 */
export async function deleteAccount(
  db: Database,
  storage: FileStorage,
  user: User,
  input: { confirmEmail: string },
  deleteIdentity: () => Promise<void>,
  now = new Date(),
): Promise<void> {
  if (input.confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new ServiceError(
      'BAD_REQUEST',
      'Die eingegebene E-Mail-Adresse stimmt nicht mit deinem Konto überein.',
    );
  }
  await db.transaction(async (tx) => {
    // The same lock as every role change: no one can demote the other primary admin meanwhile.
    const mine = await tx
      .select({ customerId: memberships.customerId })
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    const customerIds = mine.map((row) => row.customerId);
    if (customerIds.length > 0) {
      await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(inArray(memberships.customerId, customerIds))
        .for('update');
    }
    const blocking = await companiesOnlyAdministeredBy(tx as unknown as Database, user.id);
    if (blocking.length > 0) {
      throw new ServiceError(
        'BAD_REQUEST',
        `Du bist der einzige Hauptadministrator von ${blocking.map((name) => `„${name}“`).join(', ')}. Übertrage die Rolle zuerst unter „Mein Team“.`,
      );
    }
    if (customerIds.length > 0) {
      await tx.insert(teamEvents).values(
        customerIds.map((customerId) => ({
          customerId,
          kind: 'account_deleted' as const,
          actorId: user.id,
          subjectUserId: user.id,
          subjectEmail: null,
          createdAt: now,
        })),
      );
    }
    await tx.delete(memberships).where(eq(memberships.userId, user.id));
    // Private links and the sealed calendar token are the person's: they go with the account.
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    await tx.delete(calendarConnections).where(eq(calendarConnections.userId, user.id));
    await tx.delete(oauthStates).where(eq(oauthStates.userId, user.id));
    await tx
      .update(users)
      .set({
        firebaseUid: `deleted:${user.id}`,
        email: `geloescht-${user.id}@sprint.invalid`,
        displayName: DELETED_USER_NAME,
        avatar: null,
        activeCustomerId: null,
        notificationPreferences: {},
        lastSignInAt: null,
        profileEditedAt: now,
        deletedAt: now,
      })
      .where(eq(users.id, user.id));
    // Addresses in invitations are personal data too; the invitations themselves are history.
    await tx
      .update(invitations)
      .set({
        email: null,
        revokedAt: sql`coalesce(${invitations.revokedAt}, ${now.toISOString()})`,
      })
      .where(eq(invitations.acceptedBy, user.id));
    await tx
      .update(teamEvents)
      .set({ subjectEmail: null })
      .where(
        or(
          eq(teamEvents.subjectUserId, user.id),
          eq(sql`lower(${teamEvents.subjectEmail})`, user.email.toLowerCase()),
        ),
      );
    await deleteIdentity();
  });
  if (user.avatar?.startsWith(userPrefix(user.id))) await storage.remove(user.avatar);
}
