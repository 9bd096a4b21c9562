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
import { z } from 'zod';
import { divideRoundHalfUp, isAmountCents, isVatRate } from './money';

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

/**
 * The Finances area's inputs as the API takes them, with the German messages people read. The
 * server's procedures and the app's forms use these same schemas (ADR 017). Pure zod.
 */
export { splitGross, netToGross, parseGermanAmount } from './money';
export { nextDue, occurrencesBetween, perMonthCents, perYearCents } from './intervals';

/** A calendar day as 'YYYY-MM-DD', a real one (no 30 February), between 2000 and 2100. */
export const day = z.iso
  .date({ error: DAY_INVALID })
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', DAY_OUT_OF_RANGE);

/** A month as 'YYYY-MM'. */
export const month = z
  .string()
  .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, 'Bitte gib einen Monat als JJJJ-MM an.');

export const year = z
  .number({ error: 'Bitte gib ein Jahr an.' })
  .int('Bitte gib ein Jahr an.')
  .min(2000, 'Das Jahr muss zwischen 2000 und 2100 liegen.')
  .max(2100, 'Das Jahr muss zwischen 2000 und 2100 liegen.');

const AMOUNT_MISSING = 'Bitte gib einen Betrag ein.';

/** Integer cents within ±1 billion euros (beyond that only the range is named, not the cents). */
export const amountCents = z
  .number({ error: AMOUNT_MISSING })
  .min(-MAX_AMOUNT_CENTS, { error: AMOUNT_OUT_OF_RANGE, abort: true })
  .max(MAX_AMOUNT_CENTS, { error: AMOUNT_OUT_OF_RANGE, abort: true })
  .int(AMOUNT_NOT_CENTS);

const nonZeroCents = amountCents.refine((value) => value !== 0, AMOUNT_ZERO);

/** A budget: integer cents from 0 to 1 billion euros. */
const positiveCents = z
  .number({ error: AMOUNT_MISSING })
  .min(0, { error: AMOUNT_NEGATIVE, abort: true })
  .max(MAX_AMOUNT_CENTS, { error: AMOUNT_TOO_LARGE, abort: true })
  .int(AMOUNT_NOT_CENTS);

export const vatRate = z.union(
  VAT_RATES.map((rate) => z.literal(rate)),
  {
    error: VAT_RATE_INVALID,
  },
);

export const bookingKind = z.enum(BOOKING_KINDS, {
  error: 'Bitte wähle Einnahme oder Ausgabe.',
});

/** Optional text: trimmed, empty becomes null. */
const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} darf höchstens ${max} Zeichen lang sein.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const requiredText = (max: number, missing: string, what: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${what} darf höchstens ${max} Zeichen lang sein.`);

const endNotBeforeStart =
  <K extends string, L extends string>(start: K, end: L) =>
  (value: Partial<Record<K | L, string | null | undefined>>) =>
    !value[start] || !value[end] || (value[end] as string) >= (value[start] as string);

/**
 * A recurring item's gross (net + VAT) stays within ±1 billion euros, like every booking made
 * from it. Only checked once net and rate are valid.
 */
export function grossInRange(value: { netCents?: unknown; vatRate?: unknown }): boolean {
  const { netCents, vatRate: rate } = value;
  if (!isAmountCents(netCents) || !isVatRate(rate)) return true;
  return isAmountCents(netCents + divideRoundHalfUp(netCents * rate, 100));
}

// Bookings --------------------------------------------------------------------------------------

export const bookingFields = {
  bookedOn: day,
  kind: bookingKind,
  /** The gross amount; negative for a credit note or refund. */
  grossCents: nonZeroCents,
  vatRate,
  categoryId: z.uuid().nullable().optional(),
  counterparty: optionalText(MAX_TEXT, 'Der Geschäftspartner'),
  description: optionalText(MAX_DESCRIPTION, 'Die Beschreibung'),
  projectId: z.uuid().nullable().optional(),
  /** A completed upload of purpose 'receipt', or null to remove the receipt. */
  receiptPath: z.string().min(1).max(512).nullable().optional(),
};

export const createBookingInput = z.strictObject(bookingFields);
export type CreateBookingInput = z.input<typeof createBookingInput>;

export const updateBookingInput = z.strictObject({
  transactionId: z.uuid(),
  ...z.strictObject(bookingFields).partial().shape,
});
export type UpdateBookingInput = z.input<typeof updateBookingInput>;

export const listBookingsInput = z
  .strictObject({
    from: day.optional(),
    to: day.optional(),
    kind: bookingKind.optional(),
    categoryId: z.uuid().optional(),
    projectId: z.uuid().optional(),
    search: z.string().trim().max(200).optional(),
    cursor: z.number().int().min(0).max(10_000_000).nullish(),
    direction: z.enum(['forward', 'backward']).optional(),
    limit: z.number().int().min(1).max(200).default(50),
  })
  .refine(endNotBeforeStart('from', 'to'), { message: END_BEFORE_START, path: ['to'] });
export type ListBookingsInput = z.input<typeof listBookingsInput>;

// Bank statement import -------------------------------------------------------------------------

/** The fields a bank statement's columns can be mapped to. */
export const IMPORT_FIELDS = [
  'bookedOn',
  'amount',
  'credit',
  'debit',
  'counterparty',
  'description',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  bookedOn: 'Datum',
  amount: 'Betrag (mit Vorzeichen)',
  credit: 'Einnahme (Haben)',
  debit: 'Ausgabe (Soll)',
  counterparty: 'Geschäftspartner',
  description: 'Verwendungszweck',
};

/** Column index (0-based) per field; null or absent for none. */
export const importMapping = z.strictObject(
  Object.fromEntries(
    IMPORT_FIELDS.map((field) => [field, z.number().int().min(0).max(199).nullable().optional()]),
  ) as Record<ImportField, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>,
);
export type ImportMapping = z.infer<typeof importMapping>;

export const importInput = z.strictObject({
  /** A completed upload of purpose 'bankStatement'. */
  filePath: z.string().min(1).max(512),
  mapping: importMapping.optional(),
  /** VAT rate given to the imported rows (bank statements carry none); 0 unless chosen. */
  vatRate: vatRate.default(0),
  incomeCategoryId: z.uuid().nullable().optional(),
  expenseCategoryId: z.uuid().nullable().optional(),
});
export type ImportInput = z.input<typeof importInput>;

// Recurring items -------------------------------------------------------------------------------

const noticeFields = {
  noticeValue: z
    .number()
    .int('Die Kündigungsfrist muss eine ganze Zahl sein.')
    .min(1, 'Die Kündigungsfrist muss mindestens 1 sein.')
    .max(999, 'Die Kündigungsfrist darf höchstens 999 sein.')
    .nullable()
    .optional(),
  noticeUnit: z.enum(NOTICE_UNITS).nullable().optional(),
};

export const recurringFields = {
  kind: bookingKind,
  name: requiredText(MAX_TEXT, 'Bitte gib einen Namen ein.', 'Der Name'),
  counterparty: optionalText(MAX_TEXT, 'Der Geschäftspartner'),
  netCents: nonZeroCents,
  vatRate,
  interval: z.enum(INTERVALS, { error: 'Bitte wähle ein Intervall.' }),
  startsOn: day,
  endsOn: day.nullable().optional(),
  ...noticeFields,
  categoryId: z.uuid().nullable().optional(),
  active: z.boolean().optional(),
};

export const createRecurringInput = z
  .strictObject(recurringFields)
  .refine(endNotBeforeStart('startsOn', 'endsOn'), { message: END_BEFORE_START, path: ['endsOn'] })
  .refine(grossInRange, { message: AMOUNT_OUT_OF_RANGE, path: ['netCents'] });
export type CreateRecurringInput = z.input<typeof createRecurringInput>;

export const updateRecurringInput = z
  .strictObject({ recurringId: z.uuid(), ...z.strictObject(recurringFields).partial().shape })
  .refine(endNotBeforeStart('startsOn', 'endsOn'), { message: END_BEFORE_START, path: ['endsOn'] })
  .refine(grossInRange, { message: AMOUNT_OUT_OF_RANGE, path: ['netCents'] });
export type UpdateRecurringInput = z.input<typeof updateRecurringInput>;

// Projects --------------------------------------------------------------------------------------

export const projectFields = {
  name: requiredText(MAX_TEXT, 'Bitte gib einen Projektnamen ein.', 'Der Projektname'),
  client: optionalText(MAX_TEXT, 'Der Kunde'),
  budgetCents: positiveCents.nullable().optional(),
  startsOn: day,
  endsOn: day.nullable().optional(),
};

export const createProjectInput = z
  .strictObject(projectFields)
  .refine(endNotBeforeStart('startsOn', 'endsOn'), { message: END_BEFORE_START, path: ['endsOn'] });
export type CreateProjectInput = z.input<typeof createProjectInput>;

export const updateProjectInput = z
  .strictObject({ projectId: z.uuid(), ...z.strictObject(projectFields).partial().shape })
  .refine(endNotBeforeStart('startsOn', 'endsOn'), { message: END_BEFORE_START, path: ['endsOn'] });
export type UpdateProjectInput = z.input<typeof updateProjectInput>;

// Settings, categories, reserves ----------------------------------------------------------------

export const updateSettingsInput = z.strictObject({
  legalForm: z.enum(LEGAL_FORMS, { error: 'Bitte wähle eine Rechtsform.' }).optional(),
  smallBusiness: z.boolean().optional(),
  hebesatz: z
    .number({ error: 'Bitte gib den Hebesatz in Prozent an.' })
    .int('Der Hebesatz ist eine ganze Zahl in Prozent.')
    .min(200, 'Der Hebesatz beträgt mindestens 200 %.')
    .max(1000, 'Der Hebesatz darf höchstens 1000 % betragen.')
    .optional(),
  vatPeriod: z.enum(VAT_PERIODS).optional(),
  /** Only a primary admin changes it. */
  financesForAdmins: z.boolean().optional(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsInput>;

export const categoryName = requiredText(80, 'Bitte gib einen Namen ein.', 'Der Name');

export const createCategoryInput = z.strictObject({ kind: bookingKind, name: categoryName });
export const renameCategoryInput = z.strictObject({ categoryId: z.uuid(), name: categoryName });

export const reserveEntryInput = z.strictObject({
  enteredOn: day,
  amountCents: nonZeroCents,
  note: optionalText(MAX_TEXT, 'Die Notiz'),
});
export type ReserveEntryInput = z.input<typeof reserveEntryInput>;
