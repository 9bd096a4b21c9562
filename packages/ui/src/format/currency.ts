import { EMPTY_VALUE } from './empty';

// Building an Intl formatter is expensive; tables format thousands of amounts.
const euro = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // No "-0,00 €" for amounts that round to zero.
  signDisplay: 'negative',
});

export type FormatCurrencyOptions = {
  /** The amount is in cents (as stored by the server) and is divided by 100. */
  cents?: boolean;
};

/** `1234.5` → `1.234,50 €` (de-DE, EUR, exactly two decimals). */
export function formatCurrency(amount: number, options: FormatCurrencyOptions = {}): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return EMPTY_VALUE;
  return euro.format(options.cents ? amount / 100 : amount);
}
