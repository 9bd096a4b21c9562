import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { calendarEvents, type CalendarEventRow, type NewCalendarEventRow } from './schema';

/** An event of this customer, stored as the calendar stores it (a one-hour meeting by default). */
export async function createCalendarEvent(
  db: Database,
  customerId: string,
  fields: Partial<Omit<NewCalendarEventRow, 'id' | 'customerId'>> = {},
): Promise<CalendarEventRow> {
  const id = randomUUID();
  const startsAt = fields.startsAt ?? new Date('2026-11-24T09:00:00Z');
  const endsAt = fields.endsAt ?? new Date(startsAt.getTime() + 3_600_000);
  const [event] = await db
    .insert(calendarEvents)
    .values({
      title: 'Termin mit Nordlicht',
      uid: `${id}@sprint`,
      lastEndsAt: fields.rrule ? null : endsAt,
      ...fields,
      startsAt,
      endsAt,
      id,
      customerId,
    })
    .returning();
  if (!event) throw new Error('no event');
  return event;
}
