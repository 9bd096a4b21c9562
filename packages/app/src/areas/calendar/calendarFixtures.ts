import { http, HttpResponse, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterOutputs } from '../../api/types';
import type { TaskRow } from '../tasks/public';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  trpcQueries,
  trpcReply,
  type TrpcCallAnswer,
  type TrpcFailure,
} from '../../testing/storyProviders';
import {
  addDays,
  addMinutes,
  berlinDay,
  berlinInstant,
  daysBetween,
  weekdayIndex,
} from './components/calendarTime';
import type {
  BusyTimes,
  CalendarOccurrence,
  CalendarTask,
  CreateEventInput,
  Recurrence,
  UpdateEventInput,
  Weekday,
} from './queries';

/*
 * The calendar's story data: a sales team's weeks around the stories' fixed "now" (Friday,
 * 20 November 2026, 10:30 in Berlin, set by .storybook/preview.tsx), and a small in-memory
 * stand-in for the server's calendar procedures in the real tRPC shape (batched GET for queries,
 * batched POST for mutations, superjson). Series are expanded per requested range as the server
 * does; a changed or deleted occurrence becomes an exception of its series, so a story that
 * moves one sees the calendar follow.
 */

type CompanyMember = RouterOutputs['crm']['members'][number];
type LeadRow = RouterOutputs['crm']['leads']['list']['items'][number];
type DeleteEventInput = { eventId: string; occurrenceStart?: string; scope?: 'single' | 'all' };

/** The Berlin day of the stories' "now". */
export const TODAY = '2026-11-20';

export const calendarMembers: CompanyMember[] = [
  { id: sessionUserFixture.id, name: 'Anna Berger', email: 'anna.berger@nordlicht-vertrieb.de' },
  {
    id: '6c1d4e9f-3e5b-4d2f-8a4c-8b7e3f2d1c0a',
    name: 'Jonas Keller',
    email: 'jonas.keller@nordlicht-vertrieb.de',
  },
  {
    id: '7d2e5f0a-4f6c-4e3a-9b5d-9c8f4a3e2d1b',
    name: 'Mira Yilmaz',
    email: 'mira.yilmaz@nordlicht-vertrieb.de',
  },
];

const [anna, jonas, mira] = calendarMembers as [CompanyMember, CompanyMember, CompanyMember];

/** The CRM stories' companies, with the same ids. */
export const CALENDAR_LEADS = {
  alpenblick: { id: '3a6f2b1c-8d4e-4f5a-9b6c-000000000001', name: 'Alpenblick Logistik GmbH' },
  hansewerft: { id: '3a6f2b1c-8d4e-4f5a-9b6c-000000000002', name: 'Hansewerft Technik AG' },
  rheinland: { id: '3a6f2b1c-8d4e-4f5a-9b6c-000000000003', name: 'Rheinland Solar GmbH' },
} as const;

/** An event id that reads as one in a test: ...-0000000000NN. */
export const eventId = (n: number) => `c41e2b7d-5a3f-4c1e-9d2b-${String(n).padStart(12, '0')}`;

/** One stored event: a single one, or a series with its exceptions. */
export type StoredEvent = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  videoUrl: string | null;
  allDay: boolean;
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
  recurrence: Recurrence | null;
  leadId: string | null;
  leadName: string | null;
  attendees: { id: string; name: string }[];
  createdBy: string;
  /** Occurrences (their original start, ISO) that were deleted or changed on their own. */
  exdates: string[];
  /** Occurrences changed on their own: their original start → the changed fields. */
  exceptions: Record<string, Partial<StoredEvent>>;
};

type EventSeed = Pick<StoredEvent, 'title' | 'startDate' | 'endDate'> &
  Partial<Omit<StoredEvent, 'id' | 'exdates' | 'exceptions'>>;

function stored(n: number, seed: EventSeed): StoredEvent {
  return {
    id: eventId(n),
    description: null,
    location: null,
    videoUrl: null,
    allDay: false,
    startTime: null,
    endTime: null,
    recurrence: null,
    leadId: null,
    leadName: null,
    attendees: [],
    createdBy: anna.id,
    exdates: [],
    exceptions: {},
    ...seed,
  };
}

const person = (member: CompanyMember) => ({ id: member.id, name: member.name });

/**
 * Anna Berger's company calendar: a Monday and Wednesday jour fixe (ten of them), customer
 * appointments, a trade fair over three days, lunch with a colleague, a Christmas party; some
 * with Anna, some not (for 'Nur meine Termine').
 */
export function calendarEventFixtures(): StoredEvent[] {
  return [
    stored(1, {
      title: 'Jour fixe Vertrieb',
      description: 'Pipeline, Angebote der Woche, offene Fragen.',
      location: 'Besprechungsraum 2',
      videoUrl: 'https://meet.nordlicht-vertrieb.de/jour-fixe',
      startDate: '2026-11-09',
      startTime: '09:00',
      endDate: '2026-11-09',
      endTime: '09:30',
      recurrence: { frequency: 'weekly', interval: 1, weekdays: ['MO', 'WE'], count: 10 },
      attendees: [person(anna), person(jonas), person(mira)],
    }),
    stored(2, {
      title: 'Demo bei Alpenblick Logistik',
      description: 'Live-Demo für Frau Huber und die Disposition.',
      location: 'Alpenblick Logistik, Rosenheimer Str. 12, München',
      startDate: TODAY,
      startTime: '14:00',
      endDate: TODAY,
      endTime: '15:00',
      leadId: CALENDAR_LEADS.alpenblick.id,
      leadName: CALENDAR_LEADS.alpenblick.name,
      attendees: [person(anna), person(jonas)],
    }),
    stored(3, {
      title: 'Kundentermin Hansewerft',
      location: 'Hamburg',
      startDate: '2026-11-19',
      startTime: '10:00',
      endDate: '2026-11-19',
      endTime: '11:30',
      leadId: CALENDAR_LEADS.hansewerft.id,
      leadName: CALENDAR_LEADS.hansewerft.name,
      attendees: [person(anna)],
    }),
    stored(4, {
      title: 'Mittagessen mit Mira',
      startDate: '2026-11-18',
      startTime: '12:30',
      endDate: '2026-11-18',
      endTime: '13:30',
      attendees: [person(anna), person(mira)],
    }),
    stored(5, {
      title: 'Fachmesse Logistik Leipzig',
      allDay: true,
      startDate: '2026-11-24',
      endDate: '2026-11-26',
      location: 'Leipziger Messe',
      attendees: [person(jonas)],
      createdBy: jonas.id,
    }),
    stored(6, {
      title: 'Angebotsbesprechung Rheinland Solar',
      videoUrl: 'https://meet.nordlicht-vertrieb.de/rheinland',
      startDate: '2026-11-17',
      startTime: '15:30',
      endDate: '2026-11-17',
      endTime: '16:15',
      leadId: CALENDAR_LEADS.rheinland.id,
      leadName: CALENDAR_LEADS.rheinland.name,
      attendees: [person(mira)],
      createdBy: mira.id,
    }),
    stored(7, {
      title: 'Quartalsplanung',
      startDate: '2026-11-30',
      startTime: '13:00',
      endDate: '2026-11-30',
      endTime: '15:00',
      attendees: [person(anna), person(jonas), person(mira)],
    }),
    stored(8, {
      title: 'Weihnachtsfeier',
      location: 'Ratskeller',
      startDate: '2026-12-11',
      startTime: '18:00',
      endDate: '2026-12-11',
      endTime: '23:00',
      attendees: [person(anna), person(jonas), person(mira)],
    }),
  ];
}

/** Tasks with a due date (the signed-in person's), as `calendar.range` adds them. */
export function calendarTaskFixtures(): CalendarTask[] {
  return [
    {
      id: '9e1b7c4d-2f3a-4b5c-8d6e-000000000001',
      title: 'Rückruf wegen Rahmenvertrag',
      dueDate: TODAY,
      dueTime: '11:00',
      status: 'open',
      priority: 'urgent',
      leadName: CALENDAR_LEADS.hansewerft.name,
    },
    {
      id: '9e1b7c4d-2f3a-4b5c-8d6e-000000000003',
      title: 'Präsentation vorbereiten',
      dueDate: TODAY,
      dueTime: null,
      status: 'open',
      priority: 'medium',
      leadName: null,
    },
    {
      id: '9e1b7c4d-2f3a-4b5c-8d6e-000000000009',
      title: 'Erstgespräch protokollieren',
      dueDate: '2026-11-19',
      dueTime: null,
      status: 'done',
      priority: 'medium',
      leadName: CALENDAR_LEADS.alpenblick.name,
    },
    {
      id: '9e1b7c4d-2f3a-4b5c-8d6e-000000000006',
      title: 'Demo-Termin bestätigen',
      dueDate: '2026-11-23',
      dueTime: '10:00',
      status: 'open',
      priority: 'high',
      leadName: CALENDAR_LEADS.alpenblick.name,
    },
  ];
}

/** Busy times of the connected calendar: Tuesday afternoon, Thursday late, Friday morning. */
export const busyFixture: BusyTimes = {
  connected: true,
  busy: [
    { start: '2026-11-17T12:00:00.000Z', end: '2026-11-17T13:30:00.000Z' },
    { start: '2026-11-19T14:00:00.000Z', end: '2026-11-19T15:00:00.000Z' },
    { start: '2026-11-20T07:00:00.000Z', end: '2026-11-20T08:00:00.000Z' },
  ],
};

export const FEED_URL =
  'https://sprint.example/api/calendar/feed/7f3c9a1e5b2d4c8f9e0a1b2c3d4e5f60.ics';

// ---------------------------------------------------------------------------------------------
// The server's reads

const instant = (day: string, time: string | null) =>
  berlinInstant(day, time ?? '00:00').toISOString();

/** One occurrence as the API answers it. */
function toOccurrence(
  event: StoredEvent,
  start: { date: string; time: string | null },
  originalStart: string | null,
): CalendarOccurrence {
  const exception = originalStart ? event.exceptions[originalStart] : undefined;
  const base = { ...event, ...exception };
  const span = daysBetween(event.startDate, event.endDate);
  const startDate = exception?.startDate ?? start.date;
  const endDate = exception?.endDate ?? addDays(start.date, span);
  const startTime = base.allDay ? null : (exception?.startTime ?? start.time);
  const endTime = base.allDay ? null : (base.endTime ?? null);
  return {
    key: originalStart ? `${event.id}:${originalStart}` : event.id,
    eventId: event.id,
    seriesId: event.recurrence ? event.id : null,
    occurrenceStart: originalStart,
    title: base.title,
    description: base.description,
    location: base.location,
    videoUrl: base.videoUrl,
    allDay: base.allDay,
    start: instant(startDate, startTime),
    end: base.allDay ? instant(addDays(endDate, 1), null) : instant(endDate, endTime),
    startDate,
    startTime,
    endDate,
    endTime,
    recurrence: event.recurrence,
    leadId: base.leadId,
    leadName: base.leadName,
    attendees: base.attendees,
    createdBy: event.createdBy,
    createdByName: calendarMembers.find((member) => member.id === event.createdBy)?.name ?? null,
  };
}

const WEEKDAY_CODES: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** The days a series happens on, up to a day (for the stories: enough of the rules). */
function seriesDays(event: StoredEvent, until: string): string[] {
  const rule = event.recurrence;
  if (!rule) return [event.startDate];
  const days: string[] = [];
  const weekdays = rule.weekdays?.length
    ? rule.weekdays
    : [WEEKDAY_CODES[weekdayIndex(event.startDate)]];
  for (let day = event.startDate; day < until; day = addDays(day, 1)) {
    if (rule.until && day > rule.until) break;
    if (rule.count && days.length >= rule.count) break;
    const offset = daysBetween(event.startDate, day);
    const matches =
      rule.frequency === 'daily'
        ? offset % rule.interval === 0
        : rule.frequency === 'weekly'
          ? weekdays.includes(WEEKDAY_CODES[weekdayIndex(day)] ?? 'MO') &&
            Math.floor((offset + weekdayIndex(event.startDate)) / 7) % rule.interval === 0
          : rule.frequency === 'monthly'
            ? day.slice(8) === event.startDate.slice(8)
            : day.slice(5) === event.startDate.slice(5);
    if (matches) days.push(day);
  }
  return days;
}

function expand(event: StoredEvent, from: string, to: string): CalendarOccurrence[] {
  if (!event.recurrence) {
    return event.startDate < to && event.endDate >= from
      ? [toOccurrence(event, { date: event.startDate, time: event.startTime }, null)]
      : [];
  }
  const span = daysBetween(event.startDate, event.endDate);
  return seriesDays(event, to)
    .map((day) => ({ day, original: instant(day, event.startTime) }))
    .filter(({ original }) => !event.exdates.includes(original) || original in event.exceptions)
    .map(({ day, original }) => toOccurrence(event, { date: day, time: event.startTime }, original))
    .filter(
      (occurrence) => occurrence.startDate < to && addDays(occurrence.startDate, span) >= from,
    );
}

const involves = (occurrence: CalendarOccurrence, userId: string) =>
  occurrence.createdBy === userId ||
  occurrence.attendees.some((attendee) => attendee.id === userId);

const byStart = (a: CalendarOccurrence, b: CalendarOccurrence) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.title.localeCompare(b.title);

export function rangeOf(
  events: StoredEvent[],
  tasks: CalendarTask[],
  input: { from: string; to: string; includeTasks?: boolean; mine?: boolean },
) {
  const occurrences = events
    .flatMap((event) => expand(event, input.from, input.to))
    .filter((occurrence) => !input.mine || involves(occurrence, anna.id))
    .sort(byStart);
  return {
    events: occurrences,
    tasks: input.includeTasks
      ? tasks.filter((task) => task.dueDate >= input.from && task.dueDate < input.to)
      : [],
  };
}

/** `calendar.summary`: the signed-in person's next events of the coming 7 days, at most 5. */
export function summaryOf(events: StoredEvent[], now = new Date()) {
  const today = berlinDay(now);
  const upcoming = rangeOf(events, [], { from: today, to: addDays(today, 8), mine: true })
    .events.filter((occurrence) => occurrence.end > now.toISOString())
    .filter(
      (occurrence) => occurrence.start < new Date(now.getTime() + 7 * 86_400_000).toISOString(),
    );
  return { events: upcoming.slice(0, 5) };
}

/** The dashboard card's answer for Anna Berger's week. */
export const calendarSummaryFixture = summaryOf(
  calendarEventFixtures(),
  berlinInstant(TODAY, '10:30'),
);

function leadRow(n: number, lead: { id: string; name: string }, contactName: string): LeadRow {
  return {
    id: lead.id,
    customerId: sessionCustomerFixture.id,
    companyName: lead.name,
    contactName,
    contactEmail: null,
    phone: null,
    website: null,
    linkedinUrl: null,
    source: null,
    status: 'contacted',
    valueCents: 0,
    ownerId: anna.id,
    ownerName: anna.name,
    nextStep: null,
    nextStepDueAt: null,
    lostReason: null,
    tags: [],
    deletedAt: null,
    createdAt: new Date(2026, 9, 1 + n, 9, 0),
    updatedAt: new Date(2026, 10, 1 + n, 9, 0),
  } as LeadRow;
}

const leadRows: LeadRow[] = [
  leadRow(1, CALENDAR_LEADS.alpenblick, 'Sabine Huber'),
  leadRow(2, CALENDAR_LEADS.hansewerft, 'Jan Petersen'),
  leadRow(3, CALENDAR_LEADS.rheinland, 'Dr. Katrin Wolff'),
];

function taskRow(task: CalendarTask): TaskRow {
  return {
    id: task.id,
    customerId: sessionCustomerFixture.id,
    title: task.title,
    description: null,
    dueDate: task.dueDate,
    dueTime: task.dueTime,
    priority: task.priority,
    status: task.status,
    assigneeId: anna.id,
    assigneeName: anna.name,
    leadId: null,
    leadName: task.leadName,
    createdBy: anna.id,
    createdByName: anna.name,
    completedAt: task.status === 'done' ? new Date(2026, 10, 19, 17, 0) : null,
    createdAt: new Date(2026, 10, 2, 9, 0),
    updatedAt: new Date(2026, 10, 16, 8, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// The server

/** The server's answer to anyone but the provider's employees (`assertEmployee`). */
export const EMPLOYEES_ONLY: TrpcFailure = {
  status: 403,
  code: 'FORBIDDEN',
  message: 'Nur für Mitarbeiter verfügbar.',
};

export const EVENT_NOT_FOUND: TrpcFailure = {
  status: 404,
  code: 'NOT_FOUND',
  message: 'Termin nicht gefunden.',
};

export const ICS_INVALID: TrpcFailure = {
  status: 400,
  code: 'BAD_REQUEST',
  message:
    'Die Datei ist keine gültige iCalendar-Datei (.ics). Bitte exportiere den Kalender erneut.',
};

type QueryPath =
  | 'calendar.range'
  | 'calendar.summary'
  | 'calendar.feed.get'
  | 'calendar.events.byId'
  | 'calendar.events.ics'
  | 'calendarSync.busy'
  | 'crm.members'
  | 'crm.leads.list'
  | 'tasks.byId'
  | 'storage.uploads.status';
type MutationPath =
  | 'calendar.events.create'
  | 'calendar.events.update'
  | 'calendar.events.delete'
  | 'calendar.feed.reset'
  | 'calendar.import'
  | 'storage.uploads.create'
  | 'storage.uploads.complete';

export type CalendarServerOptions = {
  /** The company's events; `calendarEventFixtures()` when not given. */
  events?: StoredEvent[];
  /** Tasks with a due date; `calendarTaskFixtures()` when not given. */
  tasks?: CalendarTask[];
  /** `calendarSync.busy`'s answer; `busyFixture` when not given. */
  busy?: BusyTimes;
  /** The subscription link before any reset (null: none yet); `FEED_URL` when not given. */
  feedUrl?: string | null;
  /** What `calendar.import` reports. */
  importResult?: { created: number; updated: number; unchanged: number };
  /** Procedures that fail, e.g. `{ 'calendar.range': NO_COMPANY_ACCESS }`. */
  fail?: Partial<Record<QueryPath | MutationPath, TrpcFailure>>;
  /** Procedures that never answer (the loading state). */
  hang?: QueryPath[];
  /** Sees every mutation with its input (spies in play functions). */
  onMutation?: (path: string, input: unknown) => void;
};

const UPLOAD_ID = '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f';

function shiftWhen(
  event: StoredEvent,
  occurrence: CalendarOccurrence,
  input: UpdateEventInput,
): Partial<StoredEvent> {
  // 'Alle Termine': the series moves by as much as this occurrence moved.
  const dayShift = input.startDate ? daysBetween(occurrence.startDate, input.startDate) : 0;
  const minuteShift =
    input.startTime && occurrence.startTime
      ? minutes(input.startTime) - minutes(occurrence.startTime)
      : 0;
  const startTime = event.startTime ? addMinutes(event.startTime, minuteShift).time : null;
  return {
    startDate: addDays(event.startDate, dayShift),
    endDate: addDays(event.endDate, dayShift),
    startTime: input.startTime === undefined ? event.startTime : startTime,
    endTime: input.endTime === undefined ? event.endTime : (input.endTime ?? null),
  };
}

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

function fieldsOf(input: Partial<CreateEventInput>): Partial<StoredEvent> {
  const fields: Partial<StoredEvent> = {};
  if (input.title !== undefined) fields.title = input.title.trim();
  if (input.description !== undefined) fields.description = input.description?.trim() || null;
  if (input.location !== undefined) fields.location = input.location?.trim() || null;
  if (input.videoUrl !== undefined) fields.videoUrl = input.videoUrl ?? null;
  if (input.allDay !== undefined) fields.allDay = input.allDay;
  if (input.attendeeIds !== undefined) {
    fields.attendees = input.attendeeIds.map((id) => {
      const member = calendarMembers.find((candidate) => candidate.id === id);
      return { id, name: member?.name ?? 'Ehemaliges Mitglied' };
    });
  }
  if (input.leadId !== undefined) {
    const lead = Object.values(CALENDAR_LEADS).find((candidate) => candidate.id === input.leadId);
    fields.leadId = input.leadId ?? null;
    fields.leadName = lead?.name ?? null;
  }
  return fields;
}

/**
 * The calendar procedures over the company's events, and what the page asks of other areas
 * (`crm.members`, `crm.leads.list`, `tasks.byId`, uploads). `reset()` brings back the first
 * events.
 */
export function calendarServer(options: CalendarServerOptions = {}): HttpHandler[] & {
  reset: () => void;
} {
  let events: StoredEvent[] = [];
  let feedUrl: string | null = null;
  let created = 0;
  const reset = () => {
    events = structuredClone(options.events ?? calendarEventFixtures());
    feedUrl = options.feedUrl === undefined ? FEED_URL : options.feedUrl;
    created = 0;
  };
  reset();
  const tasks = options.tasks ?? calendarTaskFixtures();
  const fail = options.fail ?? {};
  const hang = new Set(options.hang ?? []);

  const answer = <Input>(path: QueryPath, reply: (input: Input) => unknown) => {
    const failure = fail[path];
    return failure ? { fail: failure } : reply;
  };

  const findOccurrence = (id: string, occurrenceStart: string | undefined) => {
    const event = events.find((candidate) => candidate.id === id);
    if (!event) return null;
    if (!occurrenceStart) {
      return {
        event,
        occurrence: toOccurrence(event, { date: event.startDate, time: event.startTime }, null),
      };
    }
    const day = berlinDay(new Date(occurrenceStart));
    const occurrence = toOccurrence(event, { date: day, time: event.startTime }, occurrenceStart);
    return { event, occurrence };
  };

  const mutations: Record<MutationPath, (input: never) => TrpcCallAnswer> = {
    'calendar.events.create': (input: CreateEventInput) => {
      created += 1;
      const event = stored(100 + created, {
        title: input.title.trim(),
        startDate: input.startDate,
        endDate: input.endDate,
        startTime: input.allDay ? null : (input.startTime ?? null),
        endTime: input.allDay ? null : (input.endTime ?? null),
        recurrence: input.recurrence ? ({ interval: 1, ...input.recurrence } as Recurrence) : null,
        ...fieldsOf(input),
      });
      events = [...events, event];
      return { value: toOccurrence(event, { date: event.startDate, time: event.startTime }, null) };
    },
    'calendar.events.update': (input: UpdateEventInput) => {
      const found = findOccurrence(input.eventId, input.occurrenceStart);
      if (!found) return { fail: EVENT_NOT_FOUND };
      const { event, occurrence } = found;
      const when: Partial<StoredEvent> = {
        ...(input.startDate !== undefined ? { startDate: input.startDate } : {}),
        ...(input.endDate !== undefined ? { endDate: input.endDate } : {}),
        ...(input.startTime !== undefined ? { startTime: input.startTime ?? null } : {}),
        ...(input.endTime !== undefined ? { endTime: input.endTime ?? null } : {}),
      };
      const fields = fieldsOf(input);
      const next: StoredEvent =
        input.occurrenceStart && input.scope === 'single'
          ? {
              ...event,
              exdates: [...event.exdates, input.occurrenceStart],
              exceptions: {
                ...event.exceptions,
                [input.occurrenceStart]: {
                  ...event.exceptions[input.occurrenceStart],
                  ...when,
                  ...fields,
                },
              },
            }
          : {
              ...event,
              ...fields,
              ...(input.occurrenceStart ? shiftWhen(event, occurrence, input) : when),
              ...(input.recurrence !== undefined
                ? {
                    recurrence: input.recurrence
                      ? ({ interval: 1, ...input.recurrence } as Recurrence)
                      : null,
                  }
                : {}),
            };
      events = events.map((candidate) => (candidate.id === event.id ? next : candidate));
      return { value: { eventId: event.id } };
    },
    'calendar.events.delete': (input: DeleteEventInput) => {
      const event = events.find((candidate) => candidate.id === input.eventId);
      if (!event) return { fail: EVENT_NOT_FOUND };
      if (input.occurrenceStart && input.scope === 'single') {
        const exceptions = Object.fromEntries(
          Object.entries(event.exceptions).filter(([start]) => start !== input.occurrenceStart),
        );
        events = events.map((candidate) =>
          candidate.id === event.id
            ? { ...event, exceptions, exdates: [...event.exdates, input.occurrenceStart ?? ''] }
            : candidate,
        );
      } else {
        events = events.filter((candidate) => candidate.id !== event.id);
      }
      return { value: { eventId: event.id } };
    },
    'calendar.feed.reset': () => {
      feedUrl = `${FEED_URL.replace(/[0-9a-f]{32}/, '1b2c3d4e5f60718293a4b5c6d7e8f901')}`;
      return { value: { url: feedUrl } };
    },
    'calendar.import': () => ({
      value: options.importResult ?? { created: 3, updated: 1, unchanged: 2 },
    }),
    'storage.uploads.create': (input: { fileName: string; bytes: number }) => ({
      value: {
        uploadId: UPLOAD_ID,
        partSize: 8 * 1024 * 1024,
        partCount: Math.max(1, Math.ceil(input.bytes / (8 * 1024 * 1024))),
        partUrl: `/api/uploads/${UPLOAD_ID}?expires=1&signature=story`,
      },
    }),
    'storage.uploads.complete': () => ({
      value: {
        path: `customers/${sessionCustomerFixture.id}/calendar/${UPLOAD_ID}.ics`,
        contentType: 'text/calendar',
        bytes: 1024,
        fileName: 'kalender.ics',
      },
    }),
  };

  const queries = trpcQueries({
    'calendar.range': answer('calendar.range', (input: Parameters<typeof rangeOf>[2]) =>
      rangeOf(events, tasks, input),
    ),
    'calendar.summary': answer('calendar.summary', () => summaryOf(events)),
    'calendar.feed.get': answer('calendar.feed.get', () => ({ url: feedUrl })),
    'calendar.events.byId': answer(
      'calendar.events.byId',
      (input: { eventId: string }) => findOccurrence(input.eventId, undefined)?.occurrence,
    ),
    'calendar.events.ics': answer('calendar.events.ics', (input: { eventId: string }) => ({
      fileName: 'termin.ics',
      content: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Sprint//DE\r\nBEGIN:VEVENT\r\nUID:${input.eventId}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    })),
    'calendarSync.busy': answer('calendarSync.busy', (input: { from: string; to: string }) => {
      const busy = options.busy ?? busyFixture;
      const from = berlinInstant(input.from).toISOString();
      const to = berlinInstant(input.to).toISOString();
      return { ...busy, busy: busy.busy.filter((block) => block.end > from && block.start < to) };
    }),
    'crm.members': answer('crm.members', () => calendarMembers),
    'crm.leads.list': answer('crm.leads.list', (input: { search?: string } | undefined) => {
      const term = input?.search?.toLowerCase() ?? '';
      const items = leadRows.filter((lead) => lead.companyName.toLowerCase().includes(term));
      return { items, nextCursor: null, total: items.length };
    }),
    'tasks.byId': answer('tasks.byId', (input: { taskId: string }) => {
      const task = tasks.find((candidate) => candidate.id === input.taskId);
      return task ? taskRow(task) : null;
    }),
    'storage.uploads.status': { fail: { ...EVENT_NOT_FOUND, message: 'Upload nicht gefunden.' } },
  });

  const handlers: HttpHandler[] = [
    http.get(`${TRPC_PATH}/:paths`, ({ params }) => {
      const paths = String(params.paths).split(',');
      // Never answered: the page shows its loading state for as long as the story runs.
      if (paths.some((path) => hang.has(path as QueryPath)))
        return new Promise<never>(() => undefined);
      return undefined;
    }),
    queries,
    http.post(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in mutations)) return undefined;
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      return trpcReply(
        paths,
        paths.map((path, index) => {
          const call = raw[String(index)];
          const input = call ? superjson.deserialize(call) : undefined;
          options.onMutation?.(path, input);
          const failure = fail[path as MutationPath];
          return failure ? { fail: failure } : mutations[path as MutationPath](input as never);
        }),
      );
    }),
    http.put('/api/uploads/:uploadId', () => new HttpResponse(null, { status: 204 })),
  ];
  return Object.assign(handlers, { reset });
}
