/**
 * A busy company's calendar for `npm run bench:calendar`: thousands of events (a fifth of them
 * series) and tasks spread over a year either side of `now`. Rows are what the service stores
 * (toRrule, lastEnd; changed occurrences as their own rows), so range queries meet real shapes.
 * Deterministic: the same options give the same calendar.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { addDays, berlinDay, berlinTime } from '../../platform/berlin';
import type { Database } from '../../platform/db/database';
import { leads } from '../crm/schema';
import { memberships, users } from '../../platform/identity/schema';
import type { TaskPriority, TaskStatus } from '../tasks/model';
import { tasks, type NewTask } from '../tasks/schema';
import { WEEKDAYS, type Recurrence, type Weekday } from './model';
import { lastEnd, occurrencesBetween, shiftBy, toRrule } from './recurrence';
import { calendarEvents, type NewCalendarEventRow } from './schema';

export type ManyCalendarEventsOptions = {
  events: number;
  tasks: number;
  now: Date;
  /** Who gets half the tasks and attends a good share of events; default the first employee. */
  userId?: string | undefined;
  /** Share of events that are series (default 0.2). */
  seriesShare?: number | undefined;
};

export type ManyCalendarEventsResult = {
  events: number;
  series: number;
  changedOccurrences: number;
  tasks: number;
  userId: string;
};

const SINGLE_TITLES = [
  'Erstgespräch',
  'Produktdemo',
  'Kundentermin vor Ort',
  'Angebotsbesprechung',
  'Vertragsverhandlung',
  'Rückruf Einkauf',
  'Workshop Anforderungen',
  'Präsentation Geschäftsführung',
  'Messebesuch',
  'Mittagessen mit Kunde',
  'Referenzgespräch',
  'Onboarding-Termin',
  'Preisverhandlung',
  'Abstimmung Marketing',
  'Bewerbungsgespräch',
  'Zahnarzt',
];

const SERIES_TITLES: Record<Recurrence['frequency'], string[]> = {
  weekly: [
    'Vertriebsmeeting',
    'Jour fixe Marketing',
    'Pipeline-Review',
    'Teamrunde',
    'Einzelgespräch',
    'Forecast-Call',
  ],
  daily: ['Daily Stand-up', 'Schulung CRM', 'Messe-Standdienst', 'Einarbeitung'],
  monthly: ['Monatsabschluss Vertrieb', 'Reporting Geschäftsführung', 'Kundenbeirat'],
  yearly: ['Jahresgespräch', 'Betriebsversammlung', 'Inventur', 'Sommerfest'],
};

const LOCATIONS = ['Besprechungsraum Elbe', 'Hamburg, Speicherstadt', 'Bremen', 'Kiel', null];

const TASK_TITLES = [
  'Angebot nachfassen',
  'Rückruf wegen Rahmenvertrag',
  'Referenzen für die Präsentation sammeln',
  'Vertragsentwurf an die Rechtsabteilung',
  'Follow-up-Mail nach dem Termin',
  'CRM-Daten bereinigen',
  'Demo-Termin vorbereiten',
  'LinkedIn-Beitrag zur Fallstudie',
  'Preisliste abstimmen',
  'Kaltakquise-Liste durchtelefonieren',
  'Quartalsbericht Vertrieb',
  'Rechnung prüfen',
];

const STATUSES: TaskStatus[] = ['open', 'open', 'in_progress', 'done'];
const PRIORITIES: TaskPriority[] = ['medium', 'high', 'low', 'medium', 'urgent'];
const BATCH = 500;
const DAY = 86_400_000;

/** mulberry32: small, fast and good enough to spread rows; seeded, so runs are comparable. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
}

function at(day: string, minutes: number): Date {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return berlinTime(year, month, date, Math.floor(minutes / 60), minutes % 60);
}

const weekdayOf = (day: string): Weekday =>
  WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;

type Rng = ReturnType<typeof random>;

/** A series' rule: weekly on workdays, short daily runs, monthly and yearly; ends of every kind. */
function recurrenceFor(index: number, startDay: string, rng: Rng): Recurrence {
  const end = index % 3; // 0: endless, 1: until a day, 2: after a count
  const kind = index % 20;
  if (kind < 8) {
    const first = weekdayOf(startDay);
    const second = rng.pick(WEEKDAYS.slice(0, 5));
    return {
      frequency: 'weekly',
      interval: rng.next() < 0.7 ? 1 : 2,
      weekdays: rng.next() < 0.6 ? [first] : [...new Set([first, second])],
      until: end === 1 ? addDays(startDay, rng.int(28, 180)) : null,
      count: end === 2 ? rng.int(4, 30) : null,
    };
  }
  if (kind < 11) {
    // Daily series are short: a training week, a fair, an onboarding.
    return end === 1
      ? { frequency: 'daily', interval: 1, until: addDays(startDay, rng.int(2, 9)) }
      : { frequency: 'daily', interval: 1, count: rng.int(3, 10) };
  }
  if (kind < 16) {
    return {
      frequency: 'monthly',
      interval: rng.next() < 0.75 ? 1 : 3,
      until: end === 1 ? addDays(startDay, rng.int(90, 540)) : null,
      count: end === 2 ? rng.int(3, 24) : null,
    };
  }
  return {
    frequency: 'yearly',
    interval: 1,
    until: end === 1 ? addDays(startDay, rng.int(400, 1500)) : null,
    count: end === 2 ? rng.int(2, 5) : null,
  };
}

/**
 * Adds `events` calendar events and `tasks` tasks to a company, in batches. About `seriesShare`
 * of the events are series (weekly with BYDAY, daily with COUNT or UNTIL, monthly, yearly; a
 * third endless), every tenth series with a deleted and a changed occurrence. Attendees and
 * organisers are the company's members; the focus user attends about half the events and is
 * assigned half the tasks. Tasks are due over the same two years, some without a due day.
 */
export async function seedManyCalendarEvents(
  db: Database,
  customerId: string,
  options: ManyCalendarEventsOptions,
): Promise<ManyCalendarEventsResult> {
  const members = await db
    .select({ id: users.id, employee: users.ourEmployee })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.customerId, customerId))
    .orderBy(desc(users.ourEmployee), asc(memberships.createdAt), asc(users.id));
  const focus = options.userId ?? members.find((member) => member.employee)?.id;
  if (!focus || !members.some((member) => member.id === focus)) {
    throw new Error('seedManyCalendarEvents: the company needs the focus user as a member');
  }
  const others = members.filter((member) => member.id !== focus).map((member) => member.id);
  const people = [focus, ...others];
  const companyLeads = await db
    .select({ id: leads.id, name: leads.companyName })
    .from(leads)
    .where(and(eq(leads.customerId, customerId), isNull(leads.deletedAt)))
    .orderBy(asc(leads.companyName))
    .limit(200);

  const rng = random(20_260_515);
  const today = berlinDay(options.now);
  const seriesEvery = Math.max(1, Math.round(1 / (options.seriesShare ?? 0.2)));
  const rows: NewCalendarEventRow[] = [];
  const changed: NewCalendarEventRow[] = [];
  let series = 0;

  // Changed occurrences count as events: the company has `events` rows in all.
  for (let index = 0; rows.length + changed.length < options.events; index += 1) {
    const day = addDays(today, rng.int(-365, 365));
    const isSeries = index % seriesEvery === 0;
    const recurrence = isSeries ? recurrenceFor(series, day, rng) : null;
    const allDay = recurrence?.frequency === 'yearly' ? rng.next() < 0.7 : rng.next() < 0.08;
    const startMinutes = rng.int(16, 34) * 30; // 08:00–17:00
    const lengthMinutes = rng.pick([15, 30, 30, 45, 60, 60, 90, 120]);
    const startsAt = allDay ? at(day, 0) : at(day, startMinutes);
    const endsAt = allDay
      ? at(addDays(day, rng.next() < 0.8 ? 1 : rng.int(2, 3)), 0)
      : new Date(startsAt.getTime() + lengthMinutes * 60_000);
    const rrule = recurrence ? toRrule(recurrence, allDay) : null;
    const lead = !recurrence && rng.next() < 0.35 ? rng.pick(companyLeads) : undefined;
    const organiser = rng.next() < 0.35 ? focus : rng.pick(people);
    const attendees = new Set([organiser]);
    const extra = rng.int(0, Math.min(4, people.length - 1));
    for (let count = 0; count < extra; count += 1) attendees.add(rng.pick(people));
    if (recurrence && rng.next() < 0.5) people.forEach((person) => attendees.add(person));
    const title = recurrence
      ? rng.pick(SERIES_TITLES[recurrence.frequency])
      : SINGLE_TITLES[index % SINGLE_TITLES.length];
    const id = randomUUID();
    const row: NewCalendarEventRow = {
      id,
      customerId,
      uid: `${id}@sprint`,
      title: lead ? `${title}: ${lead.name}` : (title ?? 'Termin'),
      description: index % 4 === 0 ? 'Agenda und Unterlagen vorab im Team teilen.' : null,
      location: lead ? rng.pick(LOCATIONS) : null,
      videoUrl: index % 3 === 0 ? `https://meet.sprint-demo.de/${index}` : null,
      allDay,
      startsAt,
      endsAt,
      rrule,
      exdates: [],
      lastEndsAt: lastEnd({ allDay, startsAt, endsAt, rrule, exdates: [] }),
      attendeeIds: [...attendees],
      leadId: lead?.id ?? null,
      createdBy: organiser,
    };
    if (recurrence) {
      // Every tenth series: one occurrence deleted (EXDATE), the next one moved by an hour.
      if (series % 10 === 0) {
        const [, deleted, moved] = occurrencesBetween(
          { allDay, startsAt, endsAt, rrule, exdates: [] },
          startsAt,
          new Date(startsAt.getTime() + 400 * DAY),
        );
        if (deleted) row.exdates = [deleted.start];
        if (moved && rows.length + changed.length + 2 <= options.events) {
          const movedEnd = shiftBy(moved.end, allDay, allDay ? 1 : 0, allDay ? 0 : 60);
          changed.push({
            ...row,
            id: randomUUID(),
            title: `${row.title} (verschoben)`,
            startsAt: shiftBy(moved.start, allDay, allDay ? 1 : 0, allDay ? 0 : 60),
            endsAt: movedEnd,
            rrule: null,
            exdates: [],
            lastEndsAt: movedEnd,
            seriesId: id,
            originalStart: moved.start,
          });
        }
      }
      series += 1;
    }
    rows.push(row);
  }
  // Series first: a changed occurrence references its series.
  for (const batch of [rows, changed]) {
    for (let start = 0; start < batch.length; start += BATCH) {
      await db.insert(calendarEvents).values(batch.slice(start, start + BATCH));
    }
  }

  const taskRows: NewTask[] = [];
  for (let index = 0; index < options.tasks; index += 1) {
    const due = rng.next() < 0.95 ? addDays(today, rng.int(-365, 365)) : null;
    const status = rng.pick(STATUSES);
    const lead = rng.next() < 0.4 ? rng.pick(companyLeads) : undefined;
    const assignee = rng.next() < 0.5 ? focus : rng.pick(people);
    taskRows.push({
      customerId,
      title: `${TASK_TITLES[index % TASK_TITLES.length] ?? 'Aufgabe'}${lead ? `: ${lead.name}` : ''}`,
      dueDate: due,
      dueTime: due && rng.next() < 0.4 ? `${String(rng.int(8, 17)).padStart(2, '0')}:30` : null,
      priority: rng.pick(PRIORITIES),
      status,
      assigneeId: assignee,
      leadId: lead?.id ?? null,
      createdBy: rng.pick(people),
      completedAt: status === 'done' ? options.now : null,
    });
  }
  for (let start = 0; start < taskRows.length; start += BATCH * 2) {
    await db.insert(tasks).values(taskRows.slice(start, start + BATCH * 2));
  }
  // Fresh statistics, as autovacuum would have them in a company that grew to this size.
  await db.execute(sql`vacuum analyze calendar_events`);
  await db.execute(sql`vacuum analyze tasks`);
  return {
    events: rows.length + changed.length,
    series,
    changedOccurrences: changed.length,
    tasks: taskRows.length,
    userId: focus,
  };
}
