/**
 * The private subscription link ('Kalender abonnieren'): `/api/calendar/feed/<id>.<signature>.ics`.
 * The ID names a row of `calendar_feeds`, the signature (HMAC with the feed links' own key,
 * derived from the server's secret) makes the link unguessable; 'Link zurücksetzen' replaces the
 * row, so the old link answers 404.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { addDays, berlinDay } from '../../platform/berlin';
import type { Database } from '../../platform/db/database';
import type { TenantScope } from '../../platform/tenancy/tenant';
import { customers, users } from '../../platform/identity/schema';
import { tasks } from '../tasks/schema';
import { addEvent, addTask, newCalendar } from './ics';
import { calendarEvents, calendarFeeds } from './schema';
import type { HttpRoute } from '../../platform/http/routes';
import { purposeKey } from '../../platform/secrets';

export const FEED_PATH = '/api/calendar/feed/';
/** How far back a subscription reaches: calendar apps keep what they fetched before. */
const FEED_HISTORY_DAYS = 90;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(key: Buffer | string, feedId: string) {
  return createHmac('sha256', key)
    .update(`calendar-feed\n${feedId}`)
    .digest('base64url')
    .slice(0, 32);
}

export function feedUrl(appUrl: string, secret: string, feedId: string) {
  return `${appUrl}${FEED_PATH}${feedId}.${signature(purposeKey(secret, 'calendar-feed-link'), feedId)}.ics`;
}

const matches = (expected: string, given: string) =>
  expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

/** The feed's ID when the path's signature is right, else null. */
export function verifyFeedPath(secret: string, pathname: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{32})\.ics$/.exec(
    pathname.slice(FEED_PATH.length),
  );
  const [, feedId, given] = match ?? [];
  if (!feedId || !given || !UUID.test(feedId)) return null;
  if (matches(signature(purposeKey(secret, 'calendar-feed-link'), feedId), given)) return feedId;
  // Links handed out before the per-purpose keys (signed with the secret itself) live on in
  // calendar apps that poll them for years; they keep working until 'Link zurücksetzen'. No
  // other signer uses the secret itself any more, so nothing new can pass here.
  return matches(signature(secret, feedId), given) ? feedId : null;
}

export async function currentFeed(db: Database, tenant: TenantScope, userId: string) {
  const [feed] = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.customerId, tenant.customerId), eq(calendarFeeds.userId, userId)))
    .limit(1);
  return feed ?? null;
}

/** A new link for the caller in this company; the old one (if any) stops working. */
export async function resetFeed(db: Database, tenant: TenantScope, userId: string) {
  return db.transaction(async (tx) => {
    await tx
      .delete(calendarFeeds)
      .where(
        and(eq(calendarFeeds.customerId, tenant.customerId), eq(calendarFeeds.userId, userId)),
      );
    const [feed] = await tx
      .insert(calendarFeeds)
      .values({ customerId: tenant.customerId, userId })
      .returning({ id: calendarFeeds.id });
    if (!feed) throw new Error('no feed');
    return feed;
  });
}

/**
 * The feed's iCalendar text: the person's events (created or attended) and tasks with a due
 * day in the company, or null when the link is unknown or the person lost access.
 */
export async function renderFeed(db: Database, feedId: string, now = new Date()) {
  const [feed] = await db
    .select({
      customerId: calendarFeeds.customerId,
      userId: calendarFeeds.userId,
      customerName: customers.name,
      ourEmployee: users.ourEmployee,
      deletedAt: users.deletedAt,
    })
    .from(calendarFeeds)
    .innerJoin(customers, eq(customers.id, calendarFeeds.customerId))
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.id, feedId))
    .limit(1);
  // The calendar is the provider employees' (spec §2); a feed of someone who left says nothing.
  if (!feed || !feed.ourEmployee || feed.deletedAt) return null;

  const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000);
  const mine = or(
    eq(calendarEvents.createdBy, feed.userId),
    sql`${feed.userId} = any(${calendarEvents.attendeeIds})`,
  );
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.customerId, feed.customerId),
        isNull(calendarEvents.seriesId),
        mine,
        or(isNull(calendarEvents.lastEndsAt), gt(calendarEvents.lastEndsAt, since)),
      ),
    );
  const seriesIds = rows.filter((row) => row.rrule).map((row) => row.id);
  const changed = seriesIds.length
    ? await db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.customerId, feed.customerId),
            inArray(calendarEvents.seriesId, seriesIds),
          ),
        )
    : [];
  const dueTasks = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      dueDate: sql<string>`${tasks.dueDate}`,
      dueTime: sql<string | null>`to_char(${tasks.dueTime}, 'HH24:MI')`,
      updatedAt: tasks.updatedAt,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.customerId, feed.customerId),
        eq(tasks.assigneeId, feed.userId),
        sql`${tasks.dueDate} >= ${addDays(berlinDay(now), -FEED_HISTORY_DAYS)}`,
      ),
    );

  const calendar = newCalendar(`Sprint – ${feed.customerName}`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) addEvent(calendar, row);
  for (const row of changed) addEvent(calendar, row, byId.get(row.seriesId ?? '') ?? null);
  for (const task of dueTasks) addTask(calendar, task);
  return calendar.toString();
}

/** A private subscription link: calendar apps poll it without signing in (ADR 023). */
export const feedRoute: HttpRoute = {
  prefix: FEED_PATH,
  methods: ['GET', 'HEAD'],
  async handle({ req, res, url, deps }) {
    const feedId = verifyFeedPath(deps.config.fileUrlSecret, url.pathname);
    const body = feedId ? await renderFeed(deps.db, feedId) : null;
    if (!body) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Dieser Kalenderlink ist ungültig oder wurde zurückgesetzt.');
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="sprint.ics"',
      'Cache-Control': 'private, max-age=300',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  },
};
