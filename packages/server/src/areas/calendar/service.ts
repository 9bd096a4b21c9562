import type { Actor } from '../../platform/tenancy/actor';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { addDays, berlinClock, berlinDay, berlinMidnight, berlinTime } from '../../platform/berlin';
import type { Database } from '../../platform/db/database';
import { ServiceError } from '../../platform/serviceError';
import { ownedBy, type TenantScope } from '../../platform/tenancy/tenant';
import { LEAD_NOT_FOUND } from '../crm/model';
import { leads } from '../crm/schema';
import { memberships, users } from '../../platform/identity/schema';
import { tasks } from '../tasks/schema';
import {
  ATTENDEE_NOT_MEMBER,
  END_BEFORE_START,
  EVENT_NOT_FOUND,
  MAX_OCCURRENCES_PER_VIEW,
  OCCURRENCE_NOT_FOUND,
  TIMES_NEED_BOTH,
  TOO_MANY_OCCURRENCES,
  type CalendarOccurrence,
  type CalendarRange,
  type CalendarTask,
  type ChangeScope,
  type Recurrence,
} from './model';
import {
  fromRrule,
  hasOccurrenceAt,
  lastEnd,
  occurrencesBetween,
  shiftBy,
  shiftWeekdays,
  toRrule,
} from './recurrence';
import { calendarEvents, type CalendarEventRow, type NewCalendarEventRow } from './schema';

/** The fields a form or a drag sends; days and times are Berlin wall clock. */
export type EventFieldsInput = {
  title?: string | undefined;
  description?: string | null | undefined;
  location?: string | null | undefined;
  videoUrl?: string | null | undefined;
  allDay?: boolean | undefined;
  startDate?: string | undefined;
  startTime?: string | null | undefined;
  endDate?: string | undefined;
  endTime?: string | null | undefined;
  attendeeIds?: string[] | undefined;
  leadId?: string | null | undefined;
  recurrence?: Recurrence | null | undefined;
};

type Timing = { allDay: boolean; startsAt: Date; endsAt: Date };

// ---------------------------------------------------------------------------------------------
// Wall clock ↔ instants

function dayParts(day: string): [number, number, number] {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return [year, month, date];
}

function at(day: string, time: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return berlinTime(...dayParts(day), hour, minute);
}

/** The instants of wall-clock fields; all day from the first day's start to the day after the last. */
function timingOf(
  fields: Required<Pick<EventFieldsInput, 'startDate' | 'endDate'>> & EventFieldsInput,
): Timing {
  if (fields.allDay) {
    return {
      allDay: true,
      startsAt: berlinMidnight(...dayParts(fields.startDate)),
      endsAt: berlinMidnight(...dayParts(addDays(fields.endDate, 1))),
    };
  }
  if (!fields.startTime || !fields.endTime) throw new ServiceError('BAD_REQUEST', TIMES_NEED_BOTH);
  const startsAt = at(fields.startDate, fields.startTime);
  const endsAt = at(fields.endDate, fields.endTime);
  if (endsAt < startsAt) throw new ServiceError('BAD_REQUEST', END_BEFORE_START);
  return { allDay: false, startsAt, endsAt };
}

/** The wall-clock fields of an event's occurrence (endDate inclusive for all-day events). */
function wallFields(timing: Timing) {
  return timing.allDay
    ? {
        startDate: berlinDay(timing.startsAt),
        startTime: null,
        endDate: addDays(berlinDay(timing.endsAt), -1),
        endTime: null,
      }
    : {
        startDate: berlinDay(timing.startsAt),
        startTime: berlinClock(timing.startsAt),
        endDate: berlinDay(timing.endsAt),
        endTime: berlinClock(timing.endsAt),
      };
}

// ---------------------------------------------------------------------------------------------
// Checks

async function requireLead(db: Database, tenant: TenantScope, leadId: string) {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(ownedBy(leads, tenant, eq(leads.id, leadId), isNull(leads.deletedAt)))
    .limit(1);
  if (!lead) throw new ServiceError('NOT_FOUND', LEAD_NOT_FOUND);
}

async function requireMembers(db: Database, tenant: TenantScope, userIds: string[]) {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  const found = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(ownedBy(memberships, tenant, inArray(memberships.userId, unique)));
  if (found.length !== unique.length) throw new ServiceError('NOT_FOUND', ATTENDEE_NOT_MEMBER);
}

async function checkReferences(db: Database, tenant: TenantScope, fields: EventFieldsInput) {
  if (fields.leadId) await requireLead(db, tenant, fields.leadId);
  if (fields.attendeeIds) await requireMembers(db, tenant, fields.attendeeIds);
}

async function ownedEvent(db: Database, tenant: TenantScope, eventId: string) {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(ownedBy(calendarEvents, tenant, eq(calendarEvents.id, eventId)))
    .limit(1);
  if (!row) throw new ServiceError('NOT_FOUND', EVENT_NOT_FOUND);
  return row;
}

// ---------------------------------------------------------------------------------------------
// What callers see

type Names = { users: Map<string, string>; leads: Map<string, string> };

async function namesFor(db: Database, rows: CalendarEventRow[]): Promise<Names> {
  const userIds = new Set<string>();
  const leadIds = new Set<string>();
  for (const row of rows) {
    row.attendeeIds.forEach((id) => userIds.add(id));
    if (row.createdBy) userIds.add(row.createdBy);
    if (row.leadId) leadIds.add(row.leadId);
  }
  const [people, leadRows] = await Promise.all([
    userIds.size
      ? db
          .select({
            id: users.id,
            name: sql<string>`coalesce(${users.displayName}, ${users.email})`,
          })
          .from(users)
          .where(inArray(users.id, [...userIds]))
      : [],
    leadIds.size
      ? db
          .select({ id: leads.id, name: leads.companyName })
          .from(leads)
          .where(and(inArray(leads.id, [...leadIds]), isNull(leads.deletedAt)))
      : [],
  ]);
  return {
    users: new Map(people.map((person) => [person.id, person.name])),
    leads: new Map(leadRows.map((lead) => [lead.id, lead.name])),
  };
}

function present(
  row: CalendarEventRow,
  occurrence: { start: Date; end: Date },
  names: Names,
  series: CalendarEventRow | null,
): CalendarOccurrence {
  const expanded = Boolean(row.rrule);
  const occurrenceStart = expanded
    ? occurrence.start.toISOString()
    : (row.originalStart?.toISOString() ?? null);
  const rule = series?.rrule ?? row.rrule;
  return {
    key: expanded ? `${row.id}:${occurrence.start.toISOString()}` : row.id,
    eventId: row.id,
    seriesId: expanded ? row.id : row.seriesId,
    occurrenceStart,
    title: row.title,
    description: row.description,
    location: row.location,
    videoUrl: row.videoUrl,
    allDay: row.allDay,
    start: occurrence.start.toISOString(),
    end: occurrence.end.toISOString(),
    ...wallFields({ allDay: row.allDay, startsAt: occurrence.start, endsAt: occurrence.end }),
    recurrence: fromRrule(rule, series?.allDay ?? row.allDay),
    leadId: row.leadId,
    leadName: row.leadId ? (names.leads.get(row.leadId) ?? null) : null,
    attendees: row.attendeeIds.map((id) => ({ id, name: names.users.get(id) ?? 'Unbekannt' })),
    createdBy: row.createdBy,
    createdByName: row.createdBy ? (names.users.get(row.createdBy) ?? null) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Reads

/** Events the caller created or attends. */
const mineCondition = (userId: string) =>
  or(eq(calendarEvents.createdBy, userId), sql`${userId} = any(${calendarEvents.attendeeIds})`);

/**
 * The occurrences overlapping [from, to): singles, changed occurrences and series expanded for
 * just this range; deleted and changed occurrences of a series are left out of its expansion.
 */
export async function occurrencesIn(
  db: Database,
  tenant: TenantScope,
  range: { from: Date; to: Date; mineOf?: string | undefined },
): Promise<CalendarOccurrence[]> {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      ownedBy(
        calendarEvents,
        tenant,
        lt(calendarEvents.startsAt, range.to),
        or(isNull(calendarEvents.lastEndsAt), gt(calendarEvents.lastEndsAt, range.from)),
        range.mineOf ? mineCondition(range.mineOf) : undefined,
      ),
    );
  const seriesIds = rows.filter((row) => row.rrule).map((row) => row.id);
  const seriesById = new Map(rows.map((row) => [row.id, row]));
  const missingSeries = [
    ...new Set(rows.map((row) => row.seriesId).filter((id): id is string => Boolean(id))),
  ].filter((id) => !seriesById.has(id));
  // Independent of each other: one round trip instead of three in a row.
  const [changed, more, names] = await Promise.all([
    seriesIds.length
      ? db
          .select({
            seriesId: calendarEvents.seriesId,
            originalStart: calendarEvents.originalStart,
          })
          .from(calendarEvents)
          .where(ownedBy(calendarEvents, tenant, inArray(calendarEvents.seriesId, seriesIds)))
      : [],
    missingSeries.length
      ? db
          .select()
          .from(calendarEvents)
          .where(ownedBy(calendarEvents, tenant, inArray(calendarEvents.id, missingSeries)))
      : [],
    namesFor(db, rows),
  ]);
  const changedStarts = new Map<string, Date[]>();
  for (const { seriesId, originalStart } of changed) {
    if (!seriesId || !originalStart) continue;
    changedStarts.set(seriesId, [...(changedStarts.get(seriesId) ?? []), originalStart]);
  }
  more.forEach((row) => seriesById.set(row.id, row));
  const result: CalendarOccurrence[] = [];
  for (const row of rows) {
    const remaining = MAX_OCCURRENCES_PER_VIEW - result.length;
    const occurrences = occurrencesBetween(
      { ...row, exdates: [...row.exdates, ...(changedStarts.get(row.id) ?? [])] },
      range.from,
      range.to,
      remaining,
    );
    if (occurrences.length > remaining) throw new ServiceError('BAD_REQUEST', TOO_MANY_OCCURRENCES);
    const series = row.seriesId ? (seriesById.get(row.seriesId) ?? null) : null;
    for (const occurrence of occurrences) result.push(present(row, occurrence, names, series));
  }
  return result.sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
}

/** The caller's tasks with a due day in [from, to) (Berlin days). */
async function tasksIn(
  db: Database,
  tenant: TenantScope,
  userId: string,
  from: string,
  to: string,
): Promise<CalendarTask[]> {
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: sql<string>`${tasks.dueDate}`,
      dueTime: sql<string | null>`to_char(${tasks.dueTime}, 'HH24:MI')`,
      status: tasks.status,
      priority: tasks.priority,
      leadName: leads.companyName,
    })
    .from(tasks)
    .leftJoin(leads, and(eq(leads.id, tasks.leadId), isNull(leads.deletedAt)))
    .where(
      ownedBy(
        tasks,
        tenant,
        eq(tasks.assigneeId, userId),
        sql`${tasks.dueDate} >= ${from}`,
        sql`${tasks.dueDate} < ${to}`,
      ),
    )
    .orderBy(asc(tasks.dueDate), sql`${tasks.dueTime} asc nulls first`, asc(tasks.title));
}

export async function calendarRange(
  db: Database,
  tenant: TenantScope,
  userId: string,
  input: { from: string; to: string; includeTasks: boolean; mine: boolean },
): Promise<CalendarRange> {
  const [events, taskList] = await Promise.all([
    occurrencesIn(db, tenant, {
      from: berlinMidnight(...dayParts(input.from)),
      to: berlinMidnight(...dayParts(input.to)),
      mineOf: input.mine ? userId : undefined,
    }),
    input.includeTasks ? tasksIn(db, tenant, userId, input.from, input.to) : [],
  ]);
  return { events, tasks: taskList };
}

/** An event as its first occurrence (a series: its first start). */
export async function findEvent(
  db: Database,
  tenant: TenantScope,
  eventId: string,
): Promise<CalendarOccurrence> {
  const row = await ownedEvent(db, tenant, eventId);
  const series = row.seriesId ? await ownedEvent(db, tenant, row.seriesId) : null;
  const names = await namesFor(db, [row]);
  return present(row, { start: row.startsAt, end: row.endsAt }, names, series);
}

/** The dashboard's card: the caller's next events in the coming seven days, at most five. */
export async function calendarSummary(
  db: Database,
  tenant: TenantScope,
  userId: string,
  now: Date,
): Promise<{ events: CalendarOccurrence[] }> {
  const events = await occurrencesIn(db, tenant, {
    from: now,
    to: new Date(now.getTime() + 7 * 86_400_000),
    mineOf: userId,
  });
  return { events: events.slice(0, 5) };
}

// ---------------------------------------------------------------------------------------------
// Writes

/** Row values of fields, with the series' rule and its last end computed (and checked). */
function timingValues({ allDay, startsAt, endsAt }: Timing, rrule: string | null) {
  return {
    allDay,
    startsAt,
    endsAt,
    rrule,
    lastEndsAt: lastEnd({ allDay, startsAt, endsAt, rrule, exdates: [] }),
  };
}

function textValues(fields: EventFieldsInput) {
  const values: Partial<NewCalendarEventRow> = {};
  if (fields.title !== undefined) values.title = fields.title;
  if (fields.description !== undefined) values.description = fields.description || null;
  if (fields.location !== undefined) values.location = fields.location || null;
  if (fields.videoUrl !== undefined) values.videoUrl = fields.videoUrl || null;
  if (fields.attendeeIds !== undefined) values.attendeeIds = [...new Set(fields.attendeeIds)];
  if (fields.leadId !== undefined) values.leadId = fields.leadId;
  return values;
}

export async function createEvent(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  input: EventFieldsInput & { title: string; startDate: string; endDate: string },
): Promise<CalendarOccurrence> {
  await checkReferences(db, tenant, input);
  const timing = timingOf(input);
  const rrule = input.recurrence ? toRrule(input.recurrence, timing.allDay) : null;
  const id = randomUUID();
  await db.insert(calendarEvents).values({
    id,
    customerId: tenant.customerId,
    uid: `${id}@sprint`,
    ...textValues(input),
    title: input.title,
    ...timingValues(timing, rrule),
    createdBy: actor.userId,
  });
  return findEvent(db, tenant, id);
}

const timesTouched = (fields: EventFieldsInput) =>
  fields.allDay !== undefined ||
  fields.startDate !== undefined ||
  fields.startTime !== undefined ||
  fields.endDate !== undefined ||
  fields.endTime !== undefined;

/** The merged wall-clock fields of an occurrence after a change. */
function mergedTiming(current: Timing, fields: EventFieldsInput): Timing {
  const allDay = fields.allDay ?? current.allDay;
  const wall = wallFields(current);
  if (!timesTouched(fields)) return current;
  return timingOf({
    allDay,
    startDate: fields.startDate ?? wall.startDate,
    startTime: fields.startTime === undefined ? (wall.startTime ?? '09:00') : fields.startTime,
    endDate: fields.endDate ?? wall.endDate,
    endTime: fields.endTime === undefined ? (wall.endTime ?? '10:00') : fields.endTime,
  });
}

export type OccurrenceChange = {
  eventId: string;
  occurrenceStart?: string | undefined;
  scope: ChangeScope;
};

/**
 * Changes an event. For an occurrence of a series, 'single' stores a changed occurrence
 * (RECURRENCE-ID) and 'all' changes the series, moving it by as much as the occurrence moved;
 * when the series' timing changes its changed and deleted occurrences are dropped (they no
 * longer match any occurrence), as calendar apps do.
 */
export async function updateEvent(
  db: Database,
  tenant: TenantScope,
  input: OccurrenceChange & EventFieldsInput,
): Promise<{ eventId: string }> {
  const { eventId, occurrenceStart, scope, ...fields } = input;
  await checkReferences(db, tenant, fields);
  const row = await ownedEvent(db, tenant, eventId);

  // A changed occurrence: 'single' edits it; 'all' edits its series from this occurrence.
  if (row.seriesId) {
    if (scope === 'single') return updateRow(db, row, fields);
    const series = await ownedEvent(db, tenant, row.seriesId);
    return updateSeries(db, series, row.originalStart ?? series.startsAt, row, fields);
  }
  if (!row.rrule) return updateRow(db, row, fields);

  const start = occurrenceStart ? new Date(occurrenceStart) : row.startsAt;
  if (occurrenceStart && !hasOccurrenceAt(row, start)) {
    throw new ServiceError('NOT_FOUND', OCCURRENCE_NOT_FOUND);
  }
  if (scope === 'all' || !occurrenceStart) {
    const occurrence = occurrenceTiming(row, start);
    return updateSeries(db, row, start, { ...row, ...occurrence }, fields);
  }
  return changeOccurrence(db, tenant, row, start, fields);
}

/** An occurrence's own start and end (its series' duration in wall-clock time). */
function occurrenceTiming(series: CalendarEventRow, start: Date): Timing {
  const [occurrence] = occurrencesBetween(
    { ...series, exdates: [] },
    start,
    new Date(start.getTime() + 1),
  );
  return { allDay: series.allDay, startsAt: start, endsAt: occurrence?.end ?? start };
}

async function updateRow(db: Database, row: CalendarEventRow, fields: EventFieldsInput) {
  const timing = mergedTiming(row, fields);
  // A changed occurrence never becomes a series of its own.
  const rrule =
    row.seriesId || fields.recurrence === null
      ? null
      : fields.recurrence
        ? toRrule(fields.recurrence, timing.allDay)
        : row.rrule;
  const timingChanged =
    timing.startsAt.getTime() !== row.startsAt.getTime() ||
    timing.endsAt.getTime() !== row.endsAt.getTime() ||
    timing.allDay !== row.allDay ||
    rrule !== row.rrule;
  await db.transaction(async (tx) => {
    if (timingChanged && row.rrule) await dropExceptions(tx, row.id);
    await tx
      .update(calendarEvents)
      .set({
        ...textValues(fields),
        ...timingValues(timing, rrule),
        ...(timingChanged && row.rrule ? { exdates: [] } : {}),
        updatedAt: new Date(),
      })
      .where(eq(calendarEvents.id, row.id));
  });
  return { eventId: row.id };
}

async function dropExceptions(db: Database, seriesId: string) {
  await db.delete(calendarEvents).where(eq(calendarEvents.seriesId, seriesId));
}

/** 'Alle Termine' from one occurrence: the series moves by as much as that occurrence did. */
async function updateSeries(
  db: Database,
  series: CalendarEventRow,
  occurrenceStart: Date,
  occurrence: Timing,
  fields: EventFieldsInput,
) {
  // Only new times move the series (a changed occurrence's own times do not).
  const base = timesTouched(fields) ? occurrence : occurrenceTiming(series, occurrenceStart);
  const moved = mergedTiming(base, fields);
  const wasWall = wallFields({ ...base, startsAt: occurrenceStart });
  const nowWall = wallFields(moved);
  const days = dayDiff(wasWall.startDate, nowWall.startDate);
  const minutes = minutesOf(nowWall.startTime) - minutesOf(wasWall.startTime);
  const startsAt = shiftBy(series.startsAt, moved.allDay, days, moved.allDay ? 0 : minutes);
  const length = moved.endsAt.getTime() - moved.startsAt.getTime();
  const seriesTiming = moved.allDay
    ? {
        allDay: true,
        startsAt: berlinMidnight(...dayParts(berlinDay(startsAt))),
        endsAt: shiftBy(
          berlinMidnight(...dayParts(berlinDay(startsAt))),
          true,
          Math.round(length / 86_400_000),
          0,
        ),
      }
    : { allDay: false, startsAt, endsAt: new Date(startsAt.getTime() + length) };
  const rrule =
    fields.recurrence === null
      ? null
      : fields.recurrence
        ? toRrule(fields.recurrence, moved.allDay)
        : series.rrule && days
          ? shiftWeekdays(series.rrule, days)
          : series.rrule;
  const timingChanged =
    seriesTiming.startsAt.getTime() !== series.startsAt.getTime() ||
    seriesTiming.endsAt.getTime() !== series.endsAt.getTime() ||
    seriesTiming.allDay !== series.allDay ||
    rrule !== series.rrule;
  await db.transaction(async (tx) => {
    if (timingChanged) await dropExceptions(tx, series.id);
    await tx
      .update(calendarEvents)
      .set({
        ...textValues(fields),
        ...timingValues(seriesTiming, rrule),
        ...(timingChanged ? { exdates: [] } : {}),
        updatedAt: new Date(),
      })
      .where(eq(calendarEvents.id, series.id));
  });
  return { eventId: series.id };
}

function dayDiff(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function minutesOf(time: string | null): number {
  if (!time) return 0;
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
}

/** 'Nur diesen Termin': the occurrence becomes its own row (RECURRENCE-ID = its start). */
async function changeOccurrence(
  db: Database,
  tenant: TenantScope,
  series: CalendarEventRow,
  start: Date,
  fields: EventFieldsInput,
) {
  const timing = mergedTiming(occurrenceTiming(series, start), fields);
  const id = randomUUID();
  await db.insert(calendarEvents).values({
    id,
    customerId: tenant.customerId,
    uid: series.uid,
    title: series.title,
    description: series.description,
    location: series.location,
    videoUrl: series.videoUrl,
    attendeeIds: series.attendeeIds,
    leadId: series.leadId,
    createdBy: series.createdBy,
    ...textValues(fields),
    ...timingValues(timing, null),
    seriesId: series.id,
    originalStart: start,
  });
  return { eventId: id };
}

/**
 * Deletes an event. 'Nur diesen Termin' of a series adds an EXDATE (and drops a changed
 * occurrence); 'Alle Termine' deletes the series with its changed occurrences.
 */
export async function deleteEvent(
  db: Database,
  tenant: TenantScope,
  input: OccurrenceChange,
): Promise<{ eventId: string }> {
  const row = await ownedEvent(db, tenant, input.eventId);
  if (row.seriesId && input.scope === 'single') {
    await db.transaction(async (tx) => {
      await tx.delete(calendarEvents).where(eq(calendarEvents.id, row.id));
      await excludeOccurrence(tx, row.seriesId as string, row.originalStart ?? row.startsAt);
    });
    return { eventId: row.id };
  }
  if (row.seriesId) {
    await db.delete(calendarEvents).where(eq(calendarEvents.id, row.seriesId));
    return { eventId: row.seriesId };
  }
  if (row.rrule && input.scope === 'single' && input.occurrenceStart) {
    const start = new Date(input.occurrenceStart);
    if (!hasOccurrenceAt(row, start)) throw new ServiceError('NOT_FOUND', OCCURRENCE_NOT_FOUND);
    await excludeOccurrence(db, row.id, start);
    return { eventId: row.id };
  }
  await db.delete(calendarEvents).where(eq(calendarEvents.id, row.id));
  return { eventId: row.id };
}

async function excludeOccurrence(db: Database, seriesId: string, start: Date) {
  await db
    .update(calendarEvents)
    .set({
      exdates: sql`array_append(${calendarEvents.exdates}, ${start.toISOString()}::timestamptz)`,
      updatedAt: new Date(),
    })
    .where(eq(calendarEvents.id, seriesId));
}

/** An event's row and, for a series, its changed occurrences (for its `.ics`). */
export async function eventRows(db: Database, tenant: TenantScope, eventId: string) {
  const row = await ownedEvent(db, tenant, eventId);
  const event = row.seriesId ? await ownedEvent(db, tenant, row.seriesId) : row;
  const changed = event.rrule
    ? await db
        .select()
        .from(calendarEvents)
        .where(ownedBy(calendarEvents, tenant, eq(calendarEvents.seriesId, event.id)))
    : [];
  return { event, changed };
}
