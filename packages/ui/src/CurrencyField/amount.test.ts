import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from './amount';

const cents = (text: string, allowNegative = false) => {
  const result = parseAmount(text, { allowNegative });
  return result.ok ? result.cents : result.error;
};

describe('parseAmount', () => {
  it('reads German amounts with and without thousands dots', () => {
    expect(cents('1.234,56')).toBe(123456);
    expect(cents('1234,56')).toBe(123456);
    expect(cents('1234,5')).toBe(123450);
    expect(cents('1234')).toBe(123400);
    expect(cents('1.234')).toBe(123400);
    expect(cents('1.234.567,89')).toBe(123456789);
    expect(cents('12,')).toBe(1200);
    expect(cents(',5')).toBe(50);
    expect(cents('0,05')).toBe(5);
  });

  it('is exact to the cent where float multiplication is not', () => {
    // 0.29 * 100 and 1.1 * 100 are not whole numbers in floating point.
    expect(0.29 * 100).not.toBe(29);
    expect(cents('0,29')).toBe(29);
    expect(cents('1,10')).toBe(110);
    expect(cents('4,35')).toBe(435);
    expect(cents('90.071.992.547.409,91')).toBe(9_007_199_254_740_991);
  });

  it('ignores spaces and the euro sign, as in pasted amounts', () => {
    expect(cents(' 1.234,56 € ')).toBe(123456);
    expect(cents('1.234,56\u00a0€')).toBe(123456);
    expect(cents('€ 12')).toBe(1200);
  });

  it('reads an empty field as no amount', () => {
    expect(parseAmount('')).toEqual({ ok: true, cents: null });
    expect(parseAmount('   ')).toEqual({ ok: true, cents: null });
  });

  it('refuses text that is no German amount', () => {
    for (const text of [
      'abc',
      '12a',
      '1,234',
      '1.5',
      '12.34,5',
      '1.2345',
      ',',
      '-',
      '1,,2',
      '1e3',
    ]) {
      expect(cents(text), text).toBe('format');
    }
  });

  it('refuses negative amounts unless allowed, but takes -0 as zero', () => {
    expect(cents('-12,50')).toBe('negative');
    expect(cents('\u221212,50')).toBe('negative');
    expect(cents('-12,50', true)).toBe(-1250);
    expect(cents('-0,00')).toBe(0);
    expect(Object.is(cents('-0', true), 0)).toBe(true);
  });

  it('refuses amounts beyond exact integers', () => {
    expect(cents('90.071.992.547.409,92')).toBe('tooLarge');
    expect(cents('99999999999999999999')).toBe('tooLarge');
  });
});

describe('formatAmount', () => {
  it('writes cents as de-DE with exactly two decimals', () => {
    expect(formatAmount(123456)).toBe('1.234,56');
    expect(formatAmount(0)).toBe('0,00');
    expect(formatAmount(5)).toBe('0,05');
    expect(formatAmount(100)).toBe('1,00');
    expect(formatAmount(123456789)).toBe('1.234.567,89');
    expect(formatAmount(-2599)).toBe('-25,99');
  });

  it('round-trips with parseAmount', () => {
    for (const value of [0, 1, 29, 110, 99999, 100000, 123456789, 9_007_199_254_740_991]) {
      expect(cents(formatAmount(value))).toBe(value);
    }
    expect(cents(formatAmount(-4711), true)).toBe(-4711);
  });

  it('writes nothing for values that are not whole cents', () => {
    expect(formatAmount(12.5)).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
  });
});
