import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { addDays, berlinDay, berlinTime } from '../../platform/berlin';
import { leads } from '../crm/schema';
import { memberships, users } from '../../platform/identity/schema';
import { DEMO_CUSTOMERS } from '../../platform/identity/seed';
import type { SeedStep } from '../../platform/seed';
import type { Recurrence } from './model';
import { lastEnd, toRrule } from './recurrence';
import { calendarEvents } from './schema';

type DemoEvent = {
  title: string;
  /** Days from this week's Monday (Berlin). */
  day: number;
  /** 'HH:MM'–'HH:MM', or all day for `days` days. */
  time?: [string, string];
  days?: number;
  location?: string;
  videoUrl?: string;
  description?: string;
  recurrence?: Recurrence;
  /** Index into the company's leads (alphabetical). */
  lead?: number;
  /** Everyone in the company attends (otherwise only the organiser). */
  team?: boolean;
};

/** A sales team's calendar: a weekly meeting, demos and first calls with leads, a trade fair. */
export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Vertriebsmeeting',
    day: -56,
    time: ['09:00', '09:45'],
    videoUrl: 'https://meet.sprint-demo.de/vertrieb',
    description: 'Pipeline durchgehen, Prioritäten der Woche, offene Angebote.',
    recurrence: { frequency: 'weekly', interval: 1, weekdays: ['MO'] },
    team: true,
  },
  {
    title: 'Jour fixe Marketing',
    day: -4,
    time: ['15:00', '15:30'],
    videoUrl: 'https://meet.sprint-demo.de/marketing',
    recurrence: { frequency: 'weekly', interval: 2, weekdays: ['TH'], count: 12 },
    team: true,
  },
  {
    title: 'Monatsabschluss Vertrieb',
    day: -21,
    days: 1,
    recurrence: { frequency: 'monthly', interval: 1 },
  },
  {
    title: 'Kundentermin vor Ort',
    day: -3,
    time: ['11:00', '12:00'],
    lead: 2,
    location: 'Hamburg, Speicherstadt',
  },
  {
    title: 'Produktdemo',
    day: 1,
    time: ['10:00', '11:00'],
    lead: 0,
    videoUrl: 'https://meet.sprint-demo.de/demo',
    description: 'Zeigen: Inbox, CRM-Pipeline, Aufgaben. Fragen zum Datenschutz vorbereiten.',
  },
  {
    title: 'Erstgespräch',
    day: 2,
    time: ['14:00', '14:30'],
    lead: 1,
    videoUrl: 'https://meet.sprint-demo.de/erstgespraech',
  },
  {
    title: 'Quartalsplanung',
    day: 4,
    time: ['13:00', '16:00'],
    location: 'Besprechungsraum Elbe',
    team: true,
  },
  {
    title: 'Messe „Vertrieb Digital“',
    day: 9,
    days: 2,
    location: 'Messe Hamburg, Halle B6',
    team: true,
  },
  { title: 'Vertragsverhandlung', day: 10, time: ['10:30', '12:00'], lead: 3, location: 'Bremen' },
];

/** Monday of the Berlin week `today` is in. */
function mondayOf(today: string): string {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday);
}

function at(day: string, time: string) {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return berlinTime(year, month, date, hour, minute);
}

/** The companies' calendars, once: a company that has events keeps its own. */
export const seedCalendar: SeedStep = async ({ db, now }) => {
  for (const customer of DEMO_CUSTOMERS) {
    const [existing] = await db
      .select({ id: calendarEvents.id })
      .from(calendarEvents)
      .where(eq(calendarEvents.customerId, customer.id))
      .limit(1);
    if (existing) continue;

    const members = await db
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.customerId, customer.id), eq(users.ourEmployee, true)))
      .orderBy(asc(memberships.createdAt), asc(users.id));
    const organiser = members[0];
    // The calendar is the employees': a company none of them belongs to gets none.
    if (!organiser) continue;
    const companyLeads = await db
      .select({ id: leads.id, name: leads.companyName })
      .from(leads)
      .where(and(eq(leads.customerId, customer.id), isNull(leads.deletedAt)))
      .orderBy(asc(leads.companyName))
      .limit(6);

    const monday = mondayOf(berlinDay(now));
    await db.insert(calendarEvents).values(
      DEMO_EVENTS.map((event) => {
        const day = addDays(monday, event.day);
        const allDay = !event.time;
        const startsAt = event.time ? at(day, event.time[0]) : at(day, '00:00');
        const endsAt = event.time
          ? at(day, event.time[1])
          : at(addDays(day, event.days ?? 1), '00:00');
        const rrule = event.recurrence ? toRrule(event.recurrence, allDay) : null;
        const lead = event.lead === undefined ? undefined : companyLeads[event.lead];
        const id = randomUUID();
        return {
          id,
          customerId: customer.id,
          uid: `${id}@sprint`,
          title: lead ? `${event.title}: ${lead.name}` : event.title,
          description: event.description ?? null,
          location: event.location ?? null,
          videoUrl: event.videoUrl ?? null,
          allDay,
          startsAt,
          endsAt,
          rrule,
          lastEndsAt: lastEnd({ allDay, startsAt, endsAt, rrule, exdates: [] }),
          attendeeIds: (event.team ? members : [organiser]).map((member) => member.id),
          leadId: lead?.id ?? null,
          createdBy: organiser.id,
        };
      }),
    );
  }
};
