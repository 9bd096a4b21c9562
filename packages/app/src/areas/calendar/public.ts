/** What other areas may use of the calendar: a link to it. */
export const CALENDAR_HREF = '/app/calendar';
