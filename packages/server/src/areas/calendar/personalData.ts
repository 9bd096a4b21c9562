import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { customers } from '../../platform/identity/schema';
import { definePersonalData, isoOrNull } from '../../platform/personalData';
import { calendarEvents, calendarFeeds } from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    calendarEvents: {
      id: string;
      company: string;
      title: string;
      startsAt: string;
      endsAt: string;
      allDay: boolean;
      recurrence: string | null;
      createdByMe: boolean;
      attending: boolean;
    }[];
    calendarSubscriptions: { company: string; createdAt: string }[];
  }
}

/**
 * Events the person created or takes part in, in their companies (a series once, with its rule),
 * and their private subscription links, which go with the account.
 */
export const calendarData = definePersonalData<'calendarEvents' | 'calendarSubscriptions'>({
  tables: [calendarEvents, calendarFeeds],
  async export(db, person) {
    if (person.companyIds.length === 0) return { calendarEvents: [], calendarSubscriptions: [] };
    const attending = sql<boolean>`${person.userId}::uuid = any(${calendarEvents.attendeeIds})`;
    const events = await db
      .select({
        id: calendarEvents.id,
        company: customers.name,
        title: calendarEvents.title,
        startsAt: calendarEvents.startsAt,
        endsAt: calendarEvents.endsAt,
        allDay: calendarEvents.allDay,
        recurrence: calendarEvents.rrule,
        createdByMe: sql<boolean>`coalesce(${calendarEvents.createdBy} = ${person.userId}, false)`,
        attending,
      })
      .from(calendarEvents)
      .innerJoin(customers, eq(customers.id, calendarEvents.customerId))
      .where(
        and(
          or(eq(calendarEvents.createdBy, person.userId), attending),
          inArray(calendarEvents.customerId, person.companyIds),
        ),
      )
      .orderBy(asc(calendarEvents.startsAt));
    const feeds = await db
      .select({ company: customers.name, createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .innerJoin(customers, eq(customers.id, calendarFeeds.customerId))
      .where(
        and(
          eq(calendarFeeds.userId, person.userId),
          inArray(calendarFeeds.customerId, person.companyIds),
        ),
      );
    return {
      calendarEvents: events.map((row) => ({
        ...row,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        createdByMe: Boolean(row.createdByMe),
        attending: Boolean(row.attending),
      })),
      calendarSubscriptions: feeds.map((row) => ({
        company: row.company,
        createdAt: isoOrNull(row.createdAt) ?? '',
      })),
    };
  },
  async erase(tx, person) {
    // Private links are the person's: they go with the account.
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, person.userId));
  },
});
