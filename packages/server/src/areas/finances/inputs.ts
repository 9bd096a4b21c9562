import { z } from 'zod';
import { divideRoundHalfUp, isAmountCents, isVatRate } from './money';
import {
  AMOUNT_NEGATIVE,
  AMOUNT_NOT_CENTS,
  AMOUNT_OUT_OF_RANGE,
  AMOUNT_TOO_LARGE,
  AMOUNT_ZERO,
  BOOKING_KINDS,
  DAY_INVALID,
  DAY_OUT_OF_RANGE,
  END_BEFORE_START,
  INTERVALS,
  LEGAL_FORMS,
  MAX_AMOUNT_CENTS,
  MAX_DESCRIPTION,
  MAX_TEXT,
  NOTICE_UNITS,
  VAT_PERIODS,
  VAT_RATES,
  VAT_RATE_INVALID,
} from './vocabulary';
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
