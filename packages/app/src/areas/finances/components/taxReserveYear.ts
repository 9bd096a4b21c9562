/**
 * The year the tax reserve page shows lives in the address (`?year=2026`), so a year can be
 * shared, reloaded and navigated back to; without one (or with one the server would refuse) it is
 * the current year in Berlin.
 */

export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

/** `?year=` as a whole year from 2000 to 2100, or `fallback`. */
export function parseTaxYear(value: string | null | undefined, fallback: number): number {
  if (!value || !/^\d{4}$/.test(value)) return fallback;
  const year = Number(value);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : fallback;
}

/** The Berlin year of a day 'YYYY-MM-DD'. */
export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}
