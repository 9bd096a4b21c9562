import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency';

// Intl puts a no-break space between amount and sign.
const nbsp = '\u00a0';

describe('formatCurrency', () => {
  it('formats euros the German way with exactly two decimals', () => {
    expect(formatCurrency(1234.5)).toBe(`1.234,50${nbsp}€`);
    expect(formatCurrency(0)).toBe(`0,00${nbsp}€`);
    expect(formatCurrency(1_000_000)).toBe(`1.000.000,00${nbsp}€`);
    expect(formatCurrency(19.999)).toBe(`20,00${nbsp}€`);
    expect(formatCurrency(0.005)).toBe(`0,01${nbsp}€`);
  });

  it('divides cents by 100', () => {
    expect(formatCurrency(123456, { cents: true })).toBe(`1.234,56${nbsp}€`);
    expect(formatCurrency(5, { cents: true })).toBe(`0,05${nbsp}€`);
    expect(formatCurrency(-2599, { cents: true })).toBe(`-25,99${nbsp}€`);
    expect(formatCurrency(123456, { cents: false })).toBe(`123.456,00${nbsp}€`);
  });

  it('shows negative amounts with a minus, but never "-0,00 €"', () => {
    expect(formatCurrency(-12.3)).toBe(`-12,30${nbsp}€`);
    expect(formatCurrency(-0)).toBe(`0,00${nbsp}€`);
    expect(formatCurrency(-0.001)).toBe(`0,00${nbsp}€`);
  });

  it('shows a dash for values that are not finite numbers', () => {
    expect(formatCurrency(Number.NaN)).toBe('–');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('–');
    expect(formatCurrency('12' as unknown as number)).toBe('–');
  });
});
