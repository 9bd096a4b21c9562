import { describe, expect, it } from 'vitest';
import {
  MAX_AMOUNT_CENTS,
  VAT_RATES,
  divideRoundHalfUp,
  isAmountCents,
  isVatRate,
  netToGross,
  parseGermanAmount,
  splitGross,
} from './money';

/** net = gross · 100 / (100 + rate), half away from zero, computed independently in BigInt. */
function referenceNet(gross: number, rate: number): number {
  const numerator = BigInt(Math.abs(gross)) * 200n + BigInt(100 + rate);
  const magnitude = Number(numerator / BigInt(2 * (100 + rate)));
  return gross < 0 ? -magnitude : magnitude;
}

describe('VAT rates and amounts', () => {
  it('knows the three rates of a booking', () => {
    expect(VAT_RATES).toEqual([19, 7, 0]);
    expect(isVatRate(19)).toBe(true);
    expect(isVatRate(16)).toBe(false);
    expect(isVatRate('19')).toBe(false);
  });

  it('caps amounts at one billion euros either way', () => {
    expect(MAX_AMOUNT_CENTS).toBe(1_000_000_000 * 100);
    expect(isAmountCents(MAX_AMOUNT_CENTS)).toBe(true);
    expect(isAmountCents(-MAX_AMOUNT_CENTS)).toBe(true);
    expect(isAmountCents(MAX_AMOUNT_CENTS + 1)).toBe(false);
    expect(isAmountCents(12.5)).toBe(false);
    expect(isAmountCents(Number.NaN)).toBe(false);
    expect(isAmountCents('100')).toBe(false);
  });
});

describe('divideRoundHalfUp', () => {
  it('rounds halves away from zero and everything else to the nearest integer', () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(-5, 2)).toBe(-3);
    expect(divideRoundHalfUp(7, 2)).toBe(4);
    expect(divideRoundHalfUp(1, 3)).toBe(0);
    expect(divideRoundHalfUp(2, 3)).toBe(1);
    expect(divideRoundHalfUp(-2, 3)).toBe(-1);
    expect(divideRoundHalfUp(12, 4)).toBe(3);
  });

  it('never returns -0', () => {
    expect(Object.is(divideRoundHalfUp(-1, 3), 0)).toBe(true);
    expect(Object.is(divideRoundHalfUp(0, 7), 0)).toBe(true);
  });

  it('refuses a float, a zero denominator and operands beyond exact arithmetic', () => {
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(Number.MAX_SAFE_INTEGER, 3)).toThrow(RangeError);
  });
});

describe('splitGross', () => {
  it('splits 1.190,00 € at 19 % into 1.000,00 € net and 190,00 € VAT', () => {
    expect(splitGross(119_000, 19)).toEqual({ netCents: 100_000, vatCents: 19_000 });
    expect(splitGross(11_900, 19)).toEqual({ netCents: 10_000, vatCents: 1_900 });
  });

  it('splits at 7 % and 0 %', () => {
    expect(splitGross(10_700, 7)).toEqual({ netCents: 10_000, vatCents: 700 });
    expect(splitGross(12_345, 0)).toEqual({ netCents: 12_345, vatCents: 0 });
  });

  it('rounds the net amount to the nearest cent per booking', () => {
    // 1,00 € at 19 %: 100 · 100 / 119 = 84.03… → 84 cents net, 16 cents VAT.
    expect(splitGross(100, 19)).toEqual({ netCents: 84, vatCents: 16 });
    // 0,01 € at 19 %: 100 / 119 = 0.84 → 1 cent net, no VAT.
    expect(splitGross(1, 19)).toEqual({ netCents: 1, vatCents: 0 });
    // 9,99 € at 19 %: 99 900 / 119 = 839.49… → 8,39 € net, 1,60 € VAT.
    expect(splitGross(999, 19)).toEqual({ netCents: 839, vatCents: 160 });
    // 0,05 € at 7 %: 500 / 107 = 4.67… → 5 cents net, no VAT.
    expect(splitGross(5, 7)).toEqual({ netCents: 5, vatCents: 0 });
  });

  it('splits a negative amount (credit note) as the mirror of the positive one', () => {
    expect(splitGross(-119_000, 19)).toEqual({ netCents: -100_000, vatCents: -19_000 });
    expect(splitGross(-100, 19)).toEqual({ netCents: -84, vatCents: -16 });
    expect(splitGross(0, 19)).toEqual({ netCents: 0, vatCents: 0 });
  });

  it('matches the BigInt reference and adds back up to the gross for every amount', () => {
    for (const rate of VAT_RATES) {
      for (let gross = -5_000; gross <= 5_000; gross += 1) {
        const { netCents, vatCents } = splitGross(gross, rate);
        expect(netCents).toBe(referenceNet(gross, rate));
        expect(netCents + vatCents).toBe(gross);
      }
    }
  });

  it('is exact at the largest amount', () => {
    // 100 000 000 000 · 100 / 119 = 84 033 613 445.378… → 84 033 613 445.
    expect(splitGross(MAX_AMOUNT_CENTS, 19)).toEqual({
      netCents: 84_033_613_445,
      vatCents: 15_966_386_555,
    });
    expect(splitGross(-MAX_AMOUNT_CENTS, 7).netCents).toBe(referenceNet(-MAX_AMOUNT_CENTS, 7));
  });

  it('refuses fractions of a cent, amounts beyond the cap and unknown rates', () => {
    expect(() => splitGross(100.5, 19)).toThrow(RangeError);
    expect(() => splitGross(MAX_AMOUNT_CENTS + 1, 19)).toThrow(RangeError);
    expect(() => splitGross(100, 16 as never)).toThrow(RangeError);
  });
});

describe('netToGross', () => {
  it('adds the VAT of the net amount', () => {
    expect(netToGross(100_000, 19)).toBe(119_000);
    expect(netToGross(10_000, 7)).toBe(10_700);
    expect(netToGross(10_000, 0)).toBe(10_000);
  });

  it('rounds a VAT of exactly half a cent up, and down for negative amounts', () => {
    // 0,50 € at 19 %: VAT 9.5 cents → 10 cents, gross 0,60 €.
    expect(netToGross(50, 19)).toBe(60);
    expect(netToGross(-50, 19)).toBe(-60);
    // 0,50 € at 7 %: VAT 3.5 cents → 4 cents, gross 0,54 €.
    expect(netToGross(50, 7)).toBe(54);
    // 0,49 € at 19 %: VAT 9.31 cents → 9 cents.
    expect(netToGross(49, 19)).toBe(58);
  });

  it('round-trips through splitGross for every net amount', () => {
    for (const rate of VAT_RATES) {
      for (let net = -5_000; net <= 5_000; net += 1) {
        const gross = netToGross(net, rate);
        expect(splitGross(gross, rate)).toEqual({ netCents: net, vatCents: gross - net });
      }
    }
    const large = 80_000_000_001;
    expect(splitGross(netToGross(large, 19), 19).netCents).toBe(large);
  });

  it('refuses a net amount whose gross exceeds the cap', () => {
    expect(() => netToGross(MAX_AMOUNT_CENTS, 19)).toThrow(RangeError);
    expect(netToGross(MAX_AMOUNT_CENTS, 0)).toBe(MAX_AMOUNT_CENTS);
  });
});

describe('parseGermanAmount', () => {
  it.each([
    ['1.234,56', 123_456],
    ['-12,5', -1_250],
    ['1234', 123_400],
    ['1.234', 123_400],
    ['1.234.567,89', 123_456_789],
    ['0,29', 29],
    ['0,5', 50],
    ['0', 0],
    ['-0', 0],
    ['-0,00', 0],
    ['\u22125,00', -500],
    ['  42,10 ', 4_210],
    ['1.000.000.000,00', MAX_AMOUNT_CENTS],
    ['-1000000000', -MAX_AMOUNT_CENTS],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseGermanAmount(text)).toBe(cents);
  });

  it.each([
    '',
    '-',
    ',50',
    '12,',
    '1,234',
    '12,345',
    '1.5',
    '1.23',
    '12.34,56',
    '1234.567',
    '1.2345',
    '.123',
    '012',
    '00,50',
    '+12',
    '1 234,56',
    '12,50 €',
    '12.50',
    '1e3',
    'abc',
    '--1',
    '1.000.000.000,01',
    '10000000000',
    '99999999999999999999',
  ])('refuses %j', (text) => {
    expect(parseGermanAmount(text)).toBeNull();
  });

  it('never returns -0', () => {
    expect(Object.is(parseGermanAmount('-0,00'), 0)).toBe(true);
  });
});
