/**
 * Money of the Finances area (issue 16): every amount is an integer number of cents, and a
 * booking's net and VAT are derived from its gross amount once, rounded half up per booking.
 *
 * Integer arithmetic because floats cannot hold cents: 0.29 * 100 is 28.999…, and 1.190,00 € at
 * 19 % must split into exactly 1.000,00 € and 190,00 €, every time and in every process. All
 * products here stay far below 2^53 (the largest is 200 · MAX_AMOUNT_CENTS = 2 · 10^13), so plain
 * numbers are exact; divisions go through `divideRoundHalfUp`, which never divides as a float.
 *
 * Negative amounts (credit notes, refunds) round symmetrically, half away from zero: a credit
 * note is the exact mirror of the invoice it cancels, -x splits into -net and -vat.
 */

/** The VAT rates a booking can carry, in percent (UStG § 12: standard, reduced, none). */
export const VAT_RATES = [19, 7, 0] as const;

export type VatRate = (typeof VAT_RATES)[number];

/** 1 billion euros in cents; amounts are accepted from -MAX_AMOUNT_CENTS to MAX_AMOUNT_CENTS. */
export const MAX_AMOUNT_CENTS = 100_000_000_000;

export function isVatRate(value: unknown): value is VatRate {
  return VAT_RATES.includes(value as VatRate);
}

/** An integer number of cents within ±MAX_AMOUNT_CENTS. */
export function isAmountCents(value: unknown): value is number {
  return Number.isSafeInteger(value) && Math.abs(value as number) <= MAX_AMOUNT_CENTS;
}

function assertAmount(cents: number, name: string): void {
  if (!isAmountCents(cents)) {
    throw new RangeError(`${name} must be an integer number of cents within ±${MAX_AMOUNT_CENTS}`);
  }
}

function assertVatRate(rate: number): void {
  if (!isVatRate(rate)) throw new RangeError(`VAT rate must be one of ${VAT_RATES.join(', ')}`);
}

/**
 * `numerator / denominator` rounded to the nearest integer, halves away from zero (2.5 → 3,
 * -2.5 → -3). Both are integers, the denominator positive, and 2·|numerator| + denominator
 * below 2^53. Exact: the remainder is taken before dividing, so no float quotient is floored.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divideRoundHalfUp needs integers and a positive denominator');
  }
  const doubled = 2 * Math.abs(numerator) + denominator;
  const divisor = 2 * denominator;
  if (!Number.isSafeInteger(doubled) || !Number.isSafeInteger(divisor)) {
    throw new RangeError('divideRoundHalfUp operands are too large for exact arithmetic');
  }
  const magnitude = (doubled - (doubled % divisor)) / divisor;
  // Negating a zero would give -0, which prints and compares like a different value.
  return numerator < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

export type GrossSplit = { netCents: number; vatCents: number };

/**
 * A gross amount split into net and VAT: net = gross · 100 / (100 + rate) rounded half up (away
 * from zero for negative amounts), VAT = gross − net, so net + VAT is always the gross.
 * `splitGross(119000, 19)` → `{ netCents: 100000, vatCents: 19000 }`.
 */
export function splitGross(grossCents: number, rate: VatRate): GrossSplit {
  assertAmount(grossCents, 'grossCents');
  assertVatRate(rate);
  const netCents = divideRoundHalfUp(grossCents * 100, 100 + rate);
  return { netCents, vatCents: grossCents - netCents };
}

/**
 * The gross amount of a net amount: net + VAT, with VAT = net · rate / 100 rounded half up (away
 * from zero for negative amounts). Round trip: `splitGross(netToGross(n, r), r).netCents === n`
 * for every net amount n, because the VAT's rounding error (at most half a cent) shrinks by the
 * factor 100 / (100 + rate) on the way back and can never reach half a cent.
 */
export function netToGross(netCents: number, rate: VatRate): number {
  assertAmount(netCents, 'netCents');
  assertVatRate(rate);
  const grossCents = netCents + divideRoundHalfUp(netCents * rate, 100);
  assertAmount(grossCents, 'grossCents');
  return grossCents;
}

// Euros plain ('1234', '0') or grouped by dots in threes ('1.234'), a leading minus (hyphen or
// the typographic U+2212), then one or two decimals after a comma. No leading zeros ('012'), no
// lone comma ('12,' or ',5'), no spaces or currency signs inside: the caller strips those.
const GERMAN_AMOUNT = /^([-\u2212])?(0|[1-9]\d*|[1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;

/**
 * A German amount as written in a text or a bank export, to cents: `'1.234,56'` → 123456,
 * `'-12,5'` → -1250, `'1234'` → 123400. Anything else, or an amount beyond ±MAX_AMOUNT_CENTS, is
 * `null`. Surrounding whitespace is ignored; `'-0'` is 0. The digits are put together as text,
 * never through a float.
 */
export function parseGermanAmount(text: string): number | null {
  const match = GERMAN_AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, minus, grouped = '', decimals = ''] = match;
  const euros = grouped.replaceAll('.', '');
  // More than ten digits of euros is beyond a billion; stop before Number() loses precision.
  if (euros.length > 10) return null;
  const magnitude = Number(euros) * 100 + Number(decimals.padEnd(2, '0'));
  if (magnitude > MAX_AMOUNT_CENTS) return null;
  if (magnitude === 0) return 0;
  return minus ? -magnitude : magnitude;
}
