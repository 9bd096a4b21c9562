/**
 * German numbers as people type them ('1.234', '1234,5', '-3') and back. Pure functions, so the
 * rules are unit-tested apart from the field.
 */

export type NumberError = 'format' | 'fraction' | 'min' | 'max';

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; error: NumberError };

export type NumberRules = {
  /** Digits allowed after the comma; 0 (the default) accepts whole numbers only. */
  decimals?: number;
  min?: number;
  max?: number;
};

// Plain ('1234') or grouped by dots ('1.234'), then optional digits after a comma.
const NUMBER = /^([-\u2212])?(\d+|\d{1,3}(?:\.\d{3})+)?(?:,(\d*))?$/;
const SPACES = /[\s\u00a0\u202f]/g;

/** `'1.234,5'` → `{ ok: true, value: 1234.5 }`; `''` → `{ ok: true, value: null }`. */
export function parseNumber(text: string, rules: NumberRules = {}): ParsedNumber {
  const { decimals = 0, min, max } = rules;
  const compact = text.replace(SPACES, '');
  if (compact === '') return { ok: true, value: null };

  const match = NUMBER.exec(compact);
  const [, minus, whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) return { ok: false, error: 'format' };
  if (fraction.length > decimals) return { ok: false, error: 'fraction' };

  // Number() of the canonical digits: the nearest double, no arithmetic that could add error.
  const magnitude = Number(`${whole.replaceAll('.', '') || '0'}.${fraction || '0'}`);
  const value = minus && magnitude !== 0 ? -magnitude : magnitude;
  if (!Number.isFinite(value)) return { ok: false, error: 'format' };
  if (min !== undefined && value < min) return { ok: false, error: 'min' };
  if (max !== undefined && value > max) return { ok: false, error: 'max' };
  return { ok: true, value };
}

const formatters = new Map<number, Intl.NumberFormat>();

/** `1234.5` → `'1.234,5'` (de-DE, grouped, at most `decimals` digits after the comma). */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return '';
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', {
      maximumFractionDigits: decimals,
      useGrouping: true,
      signDisplay: 'negative',
    });
    formatters.set(decimals, formatter);
  }
  // Intl uses U+2212 for the minus in some locales; the field accepts both, people type '-'.
  return formatter.format(value).replace('\u2212', '-');
}

export type StepOptions = NumberRules & { step?: number };

/**
 * The value after one press of ArrowUp (`+1`) or ArrowDown (`-1`): counted in units of the last
 * decimal, so 0.1 + 0.2 is 0.3, and kept within `min`..`max`. An empty field starts from `min`
 * (or 0, if that lies outside the range, from the nearest bound).
 */
export function stepNumber(
  value: number | null,
  direction: 1 | -1,
  { step = 1, decimals = 0, min, max }: StepOptions = {},
): number {
  const clamp = (n: number) =>
    Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, n));
  if (value === null) return clamp(min ?? 0);
  const unit = 10 ** decimals;
  const next = (Math.round(value * unit) + direction * Math.round(step * unit)) / unit;
  return clamp(next);
}

/** The German message for each way a number can be wrong. */
export function numberErrorMessage(error: NumberError, rules: NumberRules = {}): string {
  const { decimals = 0, min, max } = rules;
  switch (error) {
    case 'format':
      return decimals === 0
        ? 'Bitte gib eine ganze Zahl ein.'
        : `Bitte gib eine Zahl wie ${formatNumber(1234.5, decimals)} ein.`;
    case 'fraction':
      return decimals === 0
        ? 'Bitte gib eine ganze Zahl ein.'
        : `Bitte gib höchstens ${decimals === 1 ? 'eine Nachkommastelle' : `${decimals} Nachkommastellen`} ein.`;
    case 'min':
      return `Bitte gib mindestens ${formatNumber(min ?? 0, decimals)} ein.`;
    case 'max':
      return `Bitte gib höchstens ${formatNumber(max ?? 0, decimals)} ein.`;
  }
}
