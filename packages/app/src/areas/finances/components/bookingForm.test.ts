import { describe, expect, it } from 'vitest';
import {
  bookingCount,
  bookingFormSchema,
  emptyBookingValues,
  signedCents,
  signedEuro,
  splitLine,
} from './bookingForm';

const CATEGORY = '4b3c2d1e-0f9a-4b8c-9d7e-6f5a4b3c2d1e';

describe('booking form', () => {
  it('shows net and VAT as the server splits the gross amount', () => {
    expect(splitLine(119_000, '19')).toBe('Netto 1.000,00\u00a0€ · USt. 190,00\u00a0€');
    expect(splitLine(10_700, '7')).toBe('Netto 100,00\u00a0€ · USt. 7,00\u00a0€');
    expect(splitLine(-11_900, '19')).toBe('Netto -100,00\u00a0€ · USt. -19,00\u00a0€');
    // Half a cent rounds up: 0,01 € gross at 19 % is 0,01 € net.
    expect(splitLine(1, '19')).toBe('Netto 0,01\u00a0€ · USt. 0,00\u00a0€');
    expect(splitLine(null, '19')).toBeNull();
    expect(splitLine(0, '19')).toBeNull();
    expect(splitLine(100_000_000_001, '19')).toBeNull();
  });

  it('sends what the server takes: cents, a rate number, nulls for empty fields', () => {
    const parsed = bookingFormSchema.parse({
      ...emptyBookingValues('2026-11-20'),
      kind: 'expense',
      grossCents: 11_900,
      vatRate: '7',
      categoryId: CATEGORY,
      counterparty: '  Deutsche Bahn ',
    });
    expect(parsed).toEqual({
      kind: 'expense',
      bookedOn: '2026-11-20',
      grossCents: 11_900,
      vatRate: 7,
      categoryId: CATEGORY,
      counterparty: 'Deutsche Bahn',
      description: null,
      projectId: null,
    });
  });

  it('refuses with the server’s German messages', () => {
    const result = bookingFormSchema.safeParse({
      ...emptyBookingValues('2026-11-20'),
      bookedOn: null,
      grossCents: 0,
    });
    expect(result.success).toBe(false);
    // The form shows the first message of a field, as react-hook-form's resolver does.
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) {
      messages[issue.path.join('.')] ??= issue.message;
    }
    expect(messages).toEqual({
      bookedOn: 'Bitte gib ein gültiges Datum ein.',
      grossCents: 'Der Betrag darf nicht 0,00 € sein.',
    });
    const empty = bookingFormSchema.safeParse(emptyBookingValues('2026-11-20'));
    expect(empty.error?.issues[0]).toMatchObject({
      path: ['grossCents'],
      message: 'Bitte gib einen Betrag ein.',
    });
    const tooMuch = bookingFormSchema.safeParse({
      ...emptyBookingValues('2026-11-20'),
      grossCents: 100_000_000_001,
    });
    expect(tooMuch.error?.issues[0]?.message).toBe(
      'Der Betrag muss zwischen -1.000.000.000,00 € und 1.000.000.000,00 € liegen.',
    );
  });

  it('signs amounts by their effect on the money', () => {
    expect(signedEuro(signedCents('income', 119_000))).toBe('+1.190,00\u00a0€');
    expect(signedEuro(signedCents('expense', 11_900))).toBe('−119,00\u00a0€');
    // A credit note on an expense brings money back.
    expect(signedEuro(signedCents('expense', -5_000))).toBe('+50,00\u00a0€');
    expect(signedEuro(0)).toBe('0,00\u00a0€');
    expect(bookingCount(1)).toBe('1 Buchung');
    expect(bookingCount(1234)).toBe('1.234 Buchungen');
  });
});
