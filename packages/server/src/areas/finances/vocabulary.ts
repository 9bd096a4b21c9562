/**
 * The finances' vocabulary without zod: enums, labels, limits, messages and the access rule
 * (the app's sidebar needs the rule on its first paint; the inputs stay out of it).
 */
import { hasRole, type Role } from '../../platform/identity/roles';
import { INTERVAL_LABELS, INTERVALS, type Interval } from './intervals';
import { MAX_AMOUNT_CENTS, VAT_RATES, type VatRate } from './money';
import {
  LEGAL_FORM_LABELS,
  LEGAL_FORMS,
  TAX_DISCLAIMER,
  type BookingKind,
  type LegalForm,
  type VatPeriod,
} from './tax';

/**
 * The Finances area's values and the German texts people read. Pure: the app imports it through
 * `@sprint/server/finances`.
 */
export { INTERVAL_LABELS, INTERVALS, LEGAL_FORM_LABELS, LEGAL_FORMS, MAX_AMOUNT_CENTS };
export { TAX_DISCLAIMER, VAT_RATES };
export type { BookingKind, Interval, LegalForm, VatPeriod, VatRate };

/**
 * Who sees a company's finances: its primary admins, and its admins when a primary admin shares
 * them ('financesForAdmins'). The server enforces it; the sidebar and the dashboard mirror it.
 */
export function mayViewFinances(
  role: Role | string | null | undefined,
  financesForAdmins: boolean | undefined,
): boolean {
  return hasRole(role, 'primary_admin') || (Boolean(financesForAdmins) && hasRole(role, 'admin'));
}

export const BOOKING_KINDS = ['income', 'expense'] as const satisfies readonly BookingKind[];

export const BOOKING_KIND_LABELS: Record<BookingKind, string> = {
  income: 'Einnahme',
  expense: 'Ausgabe',
};

export const VAT_PERIODS = ['monthly', 'quarterly'] as const satisfies readonly VatPeriod[];

export const VAT_PERIOD_LABELS: Record<VatPeriod, string> = {
  monthly: 'Monatlich',
  quarterly: 'Vierteljährlich',
};

export const VAT_RATE_LABELS: Record<VatRate, string> = {
  19: '19 %',
  7: '7 %',
  0: '0 %',
};

/** A contract's notice period ('3 Monate'): a count and its unit. */
export const NOTICE_UNITS = ['days', 'weeks', 'months'] as const;
export type NoticeUnit = (typeof NOTICE_UNITS)[number];

export const NOTICE_UNIT_LABELS: Record<NoticeUnit, { one: string; many: string }> = {
  days: { one: 'Tag', many: 'Tage' },
  weeks: { one: 'Woche', many: 'Wochen' },
  months: { one: 'Monat', many: 'Monate' },
};

/** '3 Monate', '1 Woche'. */
export function noticeLabel(value: number, unit: NoticeUnit): string {
  const labels = NOTICE_UNIT_LABELS[unit];
  return `${value} ${value === 1 ? labels.one : labels.many}`;
}

/** What a company starts with; admins rename, add and remove them. */
export const DEFAULT_CATEGORIES: Record<BookingKind, readonly string[]> = {
  income: ['Umsatzerlöse', 'Beratung', 'Provisionen', 'Zinsen', 'Sonstige Einnahmen'],
  expense: [
    'Miete',
    'Gehälter',
    'Software & Abos',
    'Marketing',
    'Reisekosten',
    'Bürobedarf',
    'Telefon & Internet',
    'Versicherungen',
    'Fremdleistungen',
    'Bankgebühren',
    'Sonstige Ausgaben',
  ],
};

/** The warning steps of a project's budget bar, in percent used. */
export const BUDGET_WARNING_STEPS = [50, 70, 90, 100] as const;

// Limits ----------------------------------------------------------------------------------------

export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_CSV_ROWS = 50_000;
export const MAX_RECEIPT_BYTES = 20 * 1024 * 1024;
export const MAX_TEXT = 200;
export const MAX_DESCRIPTION = 2000;
export const MAX_CATEGORIES_PER_KIND = 50;

// Messages --------------------------------------------------------------------------------------

export const FINANCES_FORBIDDEN =
  'Keine Berechtigung: Die Finanzen sehen nur Hauptadministratoren und, wenn freigegeben, Administratoren.';
export const FINANCES_SHARING_FORBIDDEN =
  'Keine Berechtigung: Nur Hauptadministratoren geben die Finanzen für Administratoren frei.';
export const BOOKING_NOT_FOUND = 'Buchung nicht gefunden.';
export const RECURRING_NOT_FOUND = 'Wiederkehrender Posten nicht gefunden.';
export const PROJECT_NOT_FOUND = 'Projekt nicht gefunden.';
export const CATEGORY_NOT_FOUND = 'Kategorie nicht gefunden.';
export const RESERVE_ENTRY_NOT_FOUND = 'Eintrag nicht gefunden.';
export const CATEGORY_WRONG_KIND = 'Die Kategorie passt nicht zur Art der Buchung.';
export const CATEGORY_EXISTS = 'Eine Kategorie mit diesem Namen gibt es schon.';
export const CATEGORY_LIMIT = `Es sind höchstens ${MAX_CATEGORIES_PER_KIND} Kategorien je Art möglich.`;
export const AMOUNT_OUT_OF_RANGE =
  'Der Betrag muss zwischen -1.000.000.000,00 € und 1.000.000.000,00 € liegen.';
export const AMOUNT_TOO_LARGE = 'Der Betrag darf höchstens 1.000.000.000,00 € betragen.';
export const AMOUNT_NOT_CENTS = 'Der Betrag muss in ganzen Cent angegeben werden.';
export const AMOUNT_ZERO = 'Der Betrag darf nicht 0,00 € sein.';
export const AMOUNT_NEGATIVE = 'Der Betrag darf nicht negativ sein.';
export const VAT_RATE_INVALID = 'Der Steuersatz muss 19 %, 7 % oder 0 % sein.';
export const END_BEFORE_START = 'Das Ende darf nicht vor dem Beginn liegen.';
export const DAY_INVALID = 'Bitte gib ein gültiges Datum ein.';
export const DAY_OUT_OF_RANGE = 'Das Datum muss zwischen 2000 und 2100 liegen.';
export const ALREADY_BOOKED = 'Diese Fälligkeit ist bereits gebucht.';
export const NOT_DUE_ON_DAY = 'An diesem Tag ist der Posten nicht fällig.';
export const CSV_TOO_LARGE = 'Die CSV-Datei ist größer als 10 MB.';
export const CSV_TOO_MANY_ROWS = 'Die CSV-Datei hat mehr als 50.000 Zeilen.';
export const CSV_EMPTY = 'Die CSV-Datei enthält keine Buchungen.';
export const CSV_UNREADABLE = 'Die Datei ist keine lesbare CSV-Datei.';
export const CSV_MAPPING_INCOMPLETE =
  'Bitte ordne mindestens Datum und Betrag (oder Einnahme und Ausgabe) einer Spalte zu.';
export const RECEIPT_WRONG_TYPE = 'Bitte lade den Beleg als PDF, PNG oder JPEG hoch.';
export const RECEIPT_TOO_LARGE = 'Der Beleg ist größer als 20 MB.';
export const RECEIPT_NOT_MATCHING = 'Die Datei ist kein gültiger Beleg.';

/** Interval labels for a person, e.g. 'Monatlich'. */
export function intervalLabel(interval: Interval): string {
  return INTERVAL_LABELS[interval];
}
