/**
 * German amounts as people type them, to integer cents and back. The text is taken apart as
 * digits, never through a float: `'0,29'` is 29 cents, not `0.29 * 100 = 28.999…`.
 */

export type AmountError = 'format' | 'negative' | 'tooLarge';

export type ParsedAmount =
  | { ok: true; /** `null` for an empty field. */ cents: number | null }
  | { ok: false; error: AmountError };

export type ParseAmountOptions = {
  /** Accept a leading minus (credit notes, corrections). Off by default. */
  allowNegative?: boolean;
};

// Euros plain ('1234') or grouped by dots ('1.234'), then up to two decimals after a comma
// ('1234,5', ',50', '12,'). Anything else is not a German amount (e.g. '1.5', '1,234').
const AMOUNT = /^([-\u2212])?(\d+|\d{1,3}(?:\.\d{3})+)?(?:,(\d{0,2}))?$/;

/** Text in pasted amounts that carries no value: spaces of any width and the euro sign. */
const NOISE = /[\s\u00a0\u202f€]/g;

/** `'1.234,56'` → `{ ok: true, cents: 123456 }`; `''` → `{ ok: true, cents: null }`. */
export function parseAmount(text: string, options: ParseAmountOptions = {}): ParsedAmount {
  const compact = text.replace(NOISE, '');
  if (compact === '') return { ok: true, cents: null };

  const match = AMOUNT.exec(compact);
  const [, minus, euros = '', decimals] = match ?? [];
  // A lone sign or comma has no digits at all.
  if (!match || (euros === '' && !decimals)) return { ok: false, error: 'format' };

  const digits = `${euros.replaceAll('.', '')}${(decimals ?? '').padEnd(2, '0')}`;
  const magnitude = Number(digits);
  if (!Number.isSafeInteger(magnitude)) return { ok: false, error: 'tooLarge' };
  // '-0,00' is zero, not a negative amount (and never -0).
  if (magnitude === 0) return { ok: true, cents: 0 };
  if (minus && !options.allowNegative) return { ok: false, error: 'negative' };
  return { ok: true, cents: minus ? -magnitude : magnitude };
}

/** `123456` → `'1.234,56'`, `-5` → `'-0,05'`: de-DE, exactly two decimals, no currency sign. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) return '';
  const magnitude = Math.abs(cents);
  const euros = String(Math.trunc(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${euros},${rest}`;
}

/** The German message for each way an amount can be wrong. */
export const amountErrorMessages: Record<AmountError, string> = {
  format: 'Bitte gib einen Betrag wie 1.234,56 ein.',
  negative: 'Bitte gib einen Betrag ohne Minuszeichen ein.',
  tooLarge: 'Dieser Betrag ist zu groß.',
};
