import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { transaction } from '../../platform/db/transaction';
import { DELETED_USER_NAME } from '../../platform/identity/personalData';
import { preferencesOf, type Preferences } from '../../platform/identity/preferences';
import {
  customers,
  memberships,
  users,
  type NotificationPreferences,
  type User,
} from '../../platform/identity/schema';
import {
  eraseAll,
  exportSections,
  type PersonalData,
  type Person,
} from '../../platform/personalData';
import { ServiceError } from '../../platform/serviceError';
import type { FileStorage } from '../../platform/storage/fileStorage';
import { readImageDataUrl, userPrefix } from '../../platform/storage/service';

export { DELETED_USER_NAME, preferencesOf };

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

/** Whose data, and their companies now (company content is exported only from these). */
async function personOf(db: Database, user: User): Promise<Person> {
  const mine = await db
    .select({ customerId: memberships.customerId })
    .from(memberships)
    .where(eq(memberships.userId, user.id));
  return { userId: user.id, email: user.email, companyIds: mine.map((row) => row.customerId) };
}

/**
 * Art. 15/20 DSGVO: everything Sprint stores about the person, as plain JSON, gathered from
 * every module's declaration (platform/personalData.ts). Company content they touched is listed
 * by reference (which lead, which company), not copied whole, and only of companies they still
 * belong to.
 */
export async function exportPersonalData(
  db: Database,
  user: User,
  declarations: readonly PersonalData[],
  now = new Date(),
) {
  const sections = await exportSections(db, await personOf(db, user), declarations);
  return {
    format: 'sprint-personal-data-export/1' as const,
    exportedAt: now.toISOString(),
    ...sections,
  };
}

/**
 * How recently the person must have proved who they are to delete the account: an open laptop
 * or a stolen session token alone cannot erase it. The app asks for the password again.
 */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

export const SIGN_IN_TOO_OLD =
  'Zum Löschen des Kontos darf deine letzte Anmeldung höchstens 5 Minuten zurückliegen. Bitte melde dich zur Sicherheit erneut an.';

/**
 * Art. 17 DSGVO: the person's data goes; the company's content stays, its author shown as
 * 'Gelöschter Benutzer'. The row itself stays (stripped of everything personal) so that every
 * reference keeps pointing somewhere. `deleteIdentity` removes the sign-in account last, inside
 * the transaction: if it fails, nothing here is lost either. `signedInAt` is the token's
 * `auth_time`; without one (no token was verified) the sign-in counts as old.
 */
export async function deleteAccount(
  db: Database,
  storage: FileStorage,
  user: User,
  input: { confirmEmail: string; signedInAt: number | null },
  declarations: readonly PersonalData[],
  deleteIdentity: () => Promise<void>,
  now = new Date(),
): Promise<void> {
  if (input.signedInAt === null || now.getTime() - input.signedInAt > RECENT_SIGN_IN_MS) {
    throw new ServiceError('FORBIDDEN', SIGN_IN_TOO_OLD);
  }
  if (input.confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new ServiceError(
      'BAD_REQUEST',
      'Die eingegebene E-Mail-Adresse stimmt nicht mit deinem Konto überein.',
    );
  }
  await transaction(db, async (tx) => {
    // The same lock as every role change: no one can demote the other primary admin meanwhile.
    const person = await personOf(tx, user);
    if (person.companyIds.length > 0) {
      await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(inArray(memberships.customerId, person.companyIds))
        .for('update');
    }
    const blocking = await companiesOnlyAdministeredBy(tx, user.id);
    if (blocking.length > 0) {
      throw new ServiceError(
        'BAD_REQUEST',
        `Du bist der einzige Hauptadministrator von ${blocking.map((name) => `„${name}“`).join(', ')}. Übertrage die Rolle zuerst unter „Mein Team“.`,
      );
    }
    await eraseAll(tx, person, declarations, { now });
    await deleteIdentity();
  });
  if (user.avatar?.startsWith(userPrefix(user.id))) await storage.remove(user.avatar);
}
