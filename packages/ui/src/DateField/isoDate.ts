/**
 * Calendar dates as the API stores them ('2026-11-20') and as Germans type them ('20.11.2026').
 * A calendar date has no time and no zone: it is built from its parts in local time, never via
 * `new Date('2026-11-20')` (UTC midnight, the 19th west of Greenwich).
 */

export type DateError = 'format' | 'invalid' | 'min' | 'max';

export type ParsedDate = { ok: true; iso: string | null } | { ok: false; error: DateError };

export type DateRules = {
  /** The earliest allowed date, `yyyy-MM-dd`. */
  min?: string;
  /** The latest allowed date, `yyyy-MM-dd`. */
  max?: string;
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// 'd.M.yyyy' with or without leading zeros, or eight digits 'ddMMyyyy' as typed in a hurry.
const GERMAN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const COMPACT = /^(\d{2})(\d{2})(\d{4})$/;

function pad(n: number, length = 2): string {
  return String(n).padStart(length, '0');
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; setFullYear, because the Date
  // constructor reads years below 100 as 19xx.
  const last = new Date(0);
  last.setFullYear(year, month, 0);
  return day <= last.getDate();
}

/** `'20.11.2026'` → `{ ok: true, iso: '2026-11-20' }`; `''` → `{ ok: true, iso: null }`. */
export function parseGermanDate(text: string, rules: DateRules = {}): ParsedDate {
  const compact = text.trim();
  if (compact === '') return { ok: true, iso: null };
  const match = GERMAN.exec(compact) ?? COMPACT.exec(compact);
  if (!match) return { ok: false, error: 'format' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return { ok: false, error: 'invalid' };
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  // ISO dates compare correctly as strings.
  if (rules.min && iso < rules.min) return { ok: false, error: 'min' };
  if (rules.max && iso > rules.max) return { ok: false, error: 'max' };
  return { ok: true, iso };
}

/** Whether a string is a real calendar date in `yyyy-MM-dd`. */
export function isIsoDate(value: string): boolean {
  const match = ISO.exec(value);
  return !!match && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** `'2026-11-20'` → `'20.11.2026'`; anything that is not an ISO date → `''`. */
export function formatIsoDate(iso: string): string {
  if (!isIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** `'2026-11-20'` → local midnight of that day (for the calendar), or `undefined`. */
export function isoToDate(iso: string | null | undefined): Date | undefined {
  if (!iso || !isIsoDate(iso)) return undefined;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** The calendar day of a `Date` in local time, as `yyyy-MM-dd`. */
export function dateToIso(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The German message for each way a date can be wrong. */
export function dateErrorMessage(error: DateError, rules: DateRules = {}): string {
  switch (error) {
    case 'format':
      return 'Bitte gib ein Datum im Format TT.MM.JJJJ ein.';
    case 'invalid':
      return 'Dieses Datum gibt es nicht.';
    case 'min':
      return `Bitte wähle ein Datum ab dem ${formatIsoDate(rules.min ?? '')}.`;
    case 'max':
      return `Bitte wähle ein Datum bis zum ${formatIsoDate(rules.max ?? '')}.`;
  }
}
