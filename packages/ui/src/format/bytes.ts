import { EMPTY_VALUE } from './empty';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

// Building an Intl formatter is expensive; an upload list formats on every progress event.
const oneDecimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** Rounded as shown: one decimal under 100, none from 100 on (`11,8` but `123`). */
function roundForDisplay(value: number): number {
  return value < 100 ? Math.round(value * 10) / 10 : Math.round(value);
}

/**
 * A file size the way file managers show it: binary steps of 1024, German units and decimals.
 * `1536` → `1,5 KB`, `12_400_000` → `11,8 MB`, `129_394_278` → `123 MB`; whole bytes below 1 KB
 * (`999 B`). Anything that is not a finite number of zero or more bytes gives `–`.
 */
export function formatBytes(bytes: number): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return EMPTY_VALUE;

  let unit = 0;
  // Math.abs turns -0 into 0, which Intl would print as "-0".
  let value = Math.abs(bytes);
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  if (unit === 0) return `${whole.format(value)} B`;

  // 1023,96 KB would round to "1.024 KB": show it as the next unit instead.
  let rounded = roundForDisplay(value);
  if (rounded >= STEP && unit < UNITS.length - 1) {
    rounded = roundForDisplay(value / STEP);
    unit += 1;
  }
  return `${(rounded < 100 ? oneDecimal : whole).format(rounded)} ${UNITS[unit]}`;
}
