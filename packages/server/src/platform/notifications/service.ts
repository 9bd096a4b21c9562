import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { berlinClock, berlinDayStart } from '../berlin';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import {
  decodeCursor,
  encodeCursor,
  isTimeKey,
  isUuid,
  INVALID_CURSOR,
  timeKey,
} from '../db/keyset';
import { users } from '../identity/schema';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import { digestMail, notificationMail } from '../mail/templates';
import type { RealtimePublisher } from '../realtime/publisher';
import { userChannel } from '../realtime/channels';
import { ServiceError } from '../serviceError';
import { DELETED_USER_NAME } from '../identity/personalData';
import { inAppKey, MAIL_DEFAULTS, notificationTitle, type NotificationKind } from './model';
import { notificationDigests, notifications } from './schema';
import './events';

export type NotifyDeps = {
  db: Database;
  realtime: RealtimePublisher;
  mailer: Mailer;
  config: Pick<ServerConfig, 'appUrl'>;
  log: Logger;
};

export type NotificationInput = {
  /** Who is told. */
  userId: string;
  /** The company the subject lives in; null for the community. */
  customerId: string | null;
  kind: NotificationKind;
  /** What it is about ('post:<id>'): unread notifications of one kind and subject are bundled. */
  subjectKey: string;
  subject: string;
  onComment?: boolean;
  /** The app path that opens the subject ('/app/community/posts/<id>'). */
  href: string;
  /** Who did it (never told about their own doing). */
  actorId: string;
  /**
   * Whether `notify` sends the kind's e-mail. An area with a richer e-mail of its own (a lead
   * assigned, an invitation accepted) sends that and passes false.
   */
  mail?: boolean;
};

/** The person's switches, with the defaults for what they never touched. */
function wants(
  stored: Record<string, boolean | undefined>,
  kind: NotificationKind,
): { inApp: boolean; mail: boolean } {
  return {
    inApp: stored[inAppKey(kind)] ?? true,
    mail: stored[kind] ?? MAIL_DEFAULTS[kind],
  };
}

const actorNameSql = (table: {
  deletedAt: AnyPgColumn;
  displayName: AnyPgColumn;
  email: AnyPgColumn;
}) =>
  sql<string>`case when ${table.deletedAt} is not null then ${DELETED_USER_NAME} else coalesce(${table.displayName}, split_part(${table.email}, '@', 1)) end`;

/**
 * Tells a person in the bell (bundled with an unread one about the same subject) and by e-mail,
 * as they chose per kind. Best effort, after the change it reports is saved: a failure is
 * logged and never undoes the change.
 */
export async function notify(deps: NotifyDeps, input: NotificationInput): Promise<void> {
  if (input.userId === input.actorId) return;
  try {
    const [recipient] = await deps.db
      .select({
        email: users.email,
        deletedAt: users.deletedAt,
        preferences: users.notificationPreferences,
      })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!recipient || recipient.deletedAt) return;
    const choice = wants(recipient.preferences as Record<string, boolean | undefined>, input.kind);
    const [actor] = await deps.db
      .select({ name: actorNameSql(users) })
      .from(users)
      .where(eq(users.id, input.actorId));
    const actorName = actor?.name ?? DELETED_USER_NAME;
    if (choice.inApp) {
      await deps.db
        .insert(notifications)
        .values({
          userId: input.userId,
          customerId: input.customerId,
          kind: input.kind,
          subjectKey: input.subjectKey,
          subject: input.subject,
          onComment: input.onComment ?? false,
          href: input.href,
          actorId: input.actorId,
        })
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.kind, notifications.subjectKey],
          targetWhere: sql`${notifications.readAt} is null`,
          set: {
            actorId: input.actorId,
            actorCount: sql`${notifications.actorCount} + 1`,
            subject: input.subject,
            href: input.href,
            updatedAt: sql`now()`,
          },
        });
      void deps.realtime.publishTo(userChannel(input.userId), {
        name: 'notification.changed',
        data: {},
      });
    }
    if (choice.mail && input.mail !== false) {
      // One e-mail per event: a bundle is the bell's way of keeping quiet, not the inbox's.
      const title = notificationTitle({ ...input, actorName, actorCount: 1 });
      await deps.mailer.send(
        notificationMail({
          to: recipient.email,
          title,
          link: `${deps.config.appUrl.replace(/\/+$/, '')}${input.href}`,
        }),
      );
    }
  } catch (error) {
    deps.log.warn('notification failed', {
      kind: input.kind,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

export type NotificationItem = {
  id: string;
  kind: NotificationKind;
  title: string;
  href: string;
  read: boolean;
  createdAt: Date;
};

export type NotificationPage = { items: NotificationItem[]; nextCursor: string | null };

const PAGE_SIZE = 20;

/** What the bell may show in this company: its own and the community's. */
function visibleTo(userId: string, customerId: string) {
  return and(
    eq(notifications.userId, userId),
    or(isNull(notifications.customerId), eq(notifications.customerId, customerId)),
  );
}

const actor = alias(users, 'actor');

/** The person's notifications, newest first (a bundle is as new as its last addition). */
export async function listNotifications(
  db: Database,
  scope: { userId: string; customerId: string },
  cursor?: string,
): Promise<NotificationPage> {
  let after;
  if (cursor) {
    const [at, id] = decodeCursor(cursor, 2) as [string, string];
    if (!isTimeKey(at) || !isUuid(id)) throw new ServiceError('BAD_REQUEST', INVALID_CURSOR);
    const key = sql`(${notifications.updatedAt}, ${notifications.id})`;
    after = sql`${key} < (${at}::timestamptz, ${id}::uuid)`;
  }
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      subject: notifications.subject,
      onComment: notifications.onComment,
      href: notifications.href,
      actorCount: notifications.actorCount,
      actorName: sql<string>`coalesce(${actorNameSql(actor)}, ${DELETED_USER_NAME})`,
      readAt: notifications.readAt,
      updatedAt: notifications.updatedAt,
      key: timeKey(notifications.updatedAt),
    })
    .from(notifications)
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .where(and(visibleTo(scope.userId, scope.customerId), after))
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: notificationTitle(row),
      href: row.href,
      read: row.readAt !== null,
      createdAt: row.updatedAt,
    })),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor([last.key, last.id]) : null,
  };
}

export async function unreadCount(
  db: Database,
  scope: { userId: string; customerId: string },
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(visibleTo(scope.userId, scope.customerId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Marks these (or, without ids, all of this company's and the community's) as read. */
export async function markRead(
  db: Database,
  scope: { userId: string; customerId: string },
  ids?: string[],
): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        visibleTo(scope.userId, scope.customerId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}

const berlinHour = (at: Date) => Number(berlinClock(at).slice(0, 2));

/** The digest goes out from this Berlin hour on (a server started later sends it then). */
const DIGEST_HOUR = 7;

/**
 * The optional daily e-mail digest ('Täglicher Überblick'): once per Berlin day, after 07:00, to
 * everyone who switched it on, with what the bell collected since and nobody has read or sent in
 * a digest yet. Returns how many digests went out.
 */
export async function sendDailyDigests(deps: NotifyDeps, now = new Date()): Promise<number> {
  if (berlinHour(now) < DIGEST_HOUR) return 0;
  const today = berlinDayStart(now);
  const due = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .leftJoin(notificationDigests, eq(notificationDigests.userId, users.id))
    .where(
      and(
        sql`(${users.notificationPreferences} ->> 'dailyDigest') = 'true'`,
        isNull(users.deletedAt),
        or(isNull(notificationDigests.sentAt), lt(notificationDigests.sentAt, today)),
      ),
    );
  let sent = 0;
  const base = deps.config.appUrl.replace(/\/+$/, '');
  for (const person of due) {
    const rows = await deps.db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        subject: notifications.subject,
        onComment: notifications.onComment,
        href: notifications.href,
        actorCount: notifications.actorCount,
        actorName: sql<string>`coalesce(${actorNameSql(actor)}, ${DELETED_USER_NAME})`,
      })
      .from(notifications)
      .leftJoin(actor, eq(actor.id, notifications.actorId))
      .where(
        and(
          eq(notifications.userId, person.id),
          isNull(notifications.readAt),
          isNull(notifications.digestedAt),
        ),
      )
      .orderBy(desc(notifications.updatedAt))
      .limit(20);
    try {
      if (rows.length > 0) {
        await deps.mailer.send(
          digestMail({
            to: person.email,
            items: rows.map((row) => ({
              title: notificationTitle(row),
              link: `${base}${row.href}`,
            })),
            settingsLink: `${base}/app/settings`,
          }),
        );
        await deps.db
          .update(notifications)
          .set({ digestedAt: now })
          .where(
            inArray(
              notifications.id,
              rows.map((row) => row.id),
            ),
          );
        sent += 1;
      }
      await deps.db
        .insert(notificationDigests)
        .values({ userId: person.id, sentAt: now })
        .onConflictDoUpdate({ target: notificationDigests.userId, set: { sentAt: now } });
    } catch (error) {
      deps.log.warn('digest failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return sent;
}
