import { describe, expect, it } from 'vitest';
import { parseTaxYear, yearOf } from './taxReserveYear';

describe('the tax reserve page’s year', () => {
  it('reads a year the server accepts from the address', () => {
    expect(parseTaxYear('2025', 2026)).toBe(2025);
    expect(parseTaxYear('2000', 2026)).toBe(2000);
    expect(parseTaxYear('2100', 2026)).toBe(2100);
  });

  it('falls back to the current year for anything else', () => {
    for (const value of [null, undefined, '', '1999', '2101', '26', '2026.5', ' 2026', 'abcd']) {
      expect(parseTaxYear(value, 2026)).toBe(2026);
    }
  });

  it('takes the year of a Berlin day', () => {
    expect(yearOf('2027-01-01')).toBe(2027);
  });
});
