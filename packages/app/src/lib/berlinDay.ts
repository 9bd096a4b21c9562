// 'sv-SE' writes days as 'YYYY-MM-DD'; building a formatter is costly, so there is one.
const isoDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });

/**
 * The Berlin calendar day ('YYYY-MM-DD') of an instant, wherever the browser is: 23:30 UTC on
 * 31 December is already 1 January. Sprint's due days, bookings and "today" are Berlin days.
 */
export function berlinDay(at: Date = new Date()): string {
  return isoDay.format(at);
}
