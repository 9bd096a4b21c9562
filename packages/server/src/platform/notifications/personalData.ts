import { asc, eq } from 'drizzle-orm';
import { definePersonalData, isoOrNull } from '../personalData';
import { notificationDigests, notifications } from './schema';

declare module '../personalData' {
  interface PersonalDataSections {
    notifications: {
      kind: string;
      subject: string;
      href: string;
      createdAt: string;
      readAt: string | null;
    }[];
  }
}

/**
 * The bell is the person's own: exported, and gone with the account. Notifications the person
 * caused for others stay theirs to read, naming 'Gelöschter Benutzer' (the actor column is
 * cleared with the user row's personal data).
 */
export const notificationData = definePersonalData<'notifications'>({
  tables: [notifications, notificationDigests],
  async export(db, person) {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, person.userId))
      .orderBy(asc(notifications.createdAt));
    return {
      notifications: rows.map((row) => ({
        kind: row.kind,
        subject: row.subject,
        href: row.href,
        createdAt: row.createdAt.toISOString(),
        readAt: isoOrNull(row.readAt),
      })),
    };
  },
  async erase(tx, person) {
    await tx.delete(notifications).where(eq(notifications.userId, person.userId));
    await tx
      .update(notifications)
      .set({ actorId: null })
      .where(eq(notifications.actorId, person.userId));
    await tx.delete(notificationDigests).where(eq(notificationDigests.userId, person.userId));
  },
});
