import { z } from 'zod';
import {
  BOOKING_KIND_LABELS,
  MAX_AMOUNT_CENTS,
  VAT_RATE_LABELS,
  VAT_RATES,
  bookingFields,
  splitGross,
  type BookingKind,
  type VatRate,
} from '@sprint/server/finances';
import type { RouterOutputs } from '../../../api/types';
import { euro } from './financeFormat';

/**
 * The booking form's rules are the server's (`bookingFields` of `createBookingInput`, ADR 017):
 * the same limits and German messages. The form only adds what a form holds differently: ''
 * for an empty text, 'none' for an empty select, the rate as the select's text, null for an
 * empty amount or date. The receipt is a file, uploaded before saving, and not part of it.
 */

export type Booking = RouterOutputs['finances']['transactions']['list']['items'][number];
export type Category = RouterOutputs['finances']['categories']['list'][number];
export type ProjectOption = RouterOutputs['finances']['projects']['options'][number];

/** Radix Select items cannot carry '', so "none" is a value of its own. */
export const NONE = 'none';

export const VAT_RATE_OPTIONS = VAT_RATES.map((rate) => ({
  value: String(rate) as `${VatRate}`,
  label: VAT_RATE_LABELS[rate],
}));

/** A text field's value as the server takes it: trimmed, and empty as null. */
const text = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value));

/** A select's value as the server takes it: 'none' (or nothing chosen) as null. */
const choice = z.string().transform((value) => (value === NONE || value === '' ? null : value));

export const bookingFormSchema = z.object({
  kind: bookingFields.kind,
  /** 'YYYY-MM-DD' from the DateField; null while empty or not a date. */
  bookedOn: z
    .string()
    .nullable()
    .transform((value) => value ?? '')
    .pipe(bookingFields.bookedOn),
  /** Integer cents from the CurrencyField; null while empty. */
  grossCents: z
    .number()
    .nullable()
    .transform((value) => value ?? Number.NaN)
    .pipe(bookingFields.grossCents),
  vatRate: z
    .enum(['19', '7', '0'])
    .transform((value) => Number(value))
    .pipe(bookingFields.vatRate),
  categoryId: choice.pipe(bookingFields.categoryId.unwrap()),
  counterparty: text.pipe(bookingFields.counterparty.unwrap()),
  description: text.pipe(bookingFields.description.unwrap()),
  projectId: choice.pipe(bookingFields.projectId.unwrap()),
});

export type BookingFormValues = z.input<typeof bookingFormSchema>;
export type BookingFormOutput = z.output<typeof bookingFormSchema>;

/** A new booking: an income of today at 19 %, nothing else filled in. */
export function emptyBookingValues(today: string): BookingFormValues {
  return {
    kind: 'income',
    bookedOn: today,
    grossCents: null,
    vatRate: '19',
    categoryId: NONE,
    counterparty: '',
    description: '',
    projectId: NONE,
  };
}

/** A saved booking as the form shows it. */
export function bookingToValues(booking: Booking): BookingFormValues {
  return {
    kind: booking.kind,
    bookedOn: booking.bookedOn,
    grossCents: booking.grossCents,
    vatRate: String(booking.vatRate) as BookingFormValues['vatRate'],
    categoryId: booking.categoryId ?? NONE,
    counterparty: booking.counterparty ?? '',
    description: booking.description ?? '',
    projectId: booking.projectId ?? NONE,
  };
}

function isVatRate(value: number): value is VatRate {
  return (VAT_RATES as readonly number[]).includes(value);
}

/**
 * The line under the amount, computed as the server computes it (`splitGross`, cents rounded
 * half up): 'Netto 1.000,00 € · USt. 190,00 €'; null while the amount is empty or out of range.
 */
export function splitLine(grossCents: number | null | undefined, rate: string): string | null {
  const vatRate = Number(rate);
  if (
    grossCents === null ||
    grossCents === undefined ||
    !Number.isSafeInteger(grossCents) ||
    grossCents === 0 ||
    Math.abs(grossCents) > MAX_AMOUNT_CENTS ||
    !isVatRate(vatRate)
  ) {
    return null;
  }
  const { netCents, vatCents } = splitGross(grossCents, vatRate);
  return `Netto ${euro(netCents)} · USt. ${euro(vatCents)}`;
}

/**
 * A booking's effect on the money, signed: income as it is, an expense negative (a credit note
 * on an expense therefore positive). What the table's amount columns show.
 */
export function signedCents(kind: BookingKind, cents: number): number {
  return kind === 'expense' ? -cents : cents;
}

/** '+1.190,00 €' / '−119,00 €' (a real minus sign), 0 without a sign. */
export function signedEuro(cents: number): string {
  if (cents === 0) return euro(0);
  return `${cents > 0 ? '+' : '−'}${euro(Math.abs(cents))}`;
}

/** 'Einnahme · 1.190,00 € · 20.11.2026'-style summary parts for toasts. */
export function bookingKindLabel(kind: BookingKind): string {
  return BOOKING_KIND_LABELS[kind];
}

/** 'Hansewerft Technik AG' or the description or the kind: how a booking is named in messages. */
export function bookingName(booking: Pick<Booking, 'counterparty' | 'description' | 'kind'>) {
  return booking.counterparty ?? booking.description ?? bookingKindLabel(booking.kind);
}

// Receipts -------------------------------------------------------------------------------------

export const RECEIPT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

/** 'n Buchungen', '1 Buchung'. */
const count = new Intl.NumberFormat('de-DE');
export function bookingCount(n: number): string {
  return `${count.format(n)} ${n === 1 ? 'Buchung' : 'Buchungen'}`;
}

/** The German message of a failed request (tRPC carries the server's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Das hat nicht geklappt. Bitte versuche es erneut.';
}
