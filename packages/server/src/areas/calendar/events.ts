/** An event of the company was added, changed or deleted: open calendars and cards refetch. */
export type CalendarEvent = { name: 'calendar.changed'; data: { eventId: string } };

declare module '../../platform/realtime/events' {
  interface RealtimeEventMap {
    'calendar.changed': CalendarEvent;
  }
}
