import { describe, expect, it } from 'vitest';
import {
  dateErrorMessage,
  dateToIso,
  formatIsoDate,
  isIsoDate,
  isoToDate,
  parseGermanDate,
} from './isoDate';

const read = (text: string, rules = {}) => {
  const result = parseGermanDate(text, rules);
  return result.ok ? result.iso : result.error;
};

describe('parseGermanDate', () => {
  it('reads dd.MM.yyyy, with or without leading zeros, and eight digits', () => {
    expect(read('20.11.2026')).toBe('2026-11-20');
    expect(read('1.2.2026')).toBe('2026-02-01');
    expect(read(' 05.01.2026 ')).toBe('2026-01-05');
    expect(read('24122026')).toBe('2026-12-24');
    expect(read('')).toBe(null);
  });

  it('refuses other formats', () => {
    for (const text of ['2026-11-20', '20.11.26', '20/11/2026', '20.11.', 'morgen', '2011202']) {
      expect(read(text), text).toBe('format');
    }
  });

  it('refuses days that do not exist, and knows leap years', () => {
    expect(read('31.02.2026')).toBe('invalid');
    expect(read('29.02.2026')).toBe('invalid');
    expect(read('29.02.2028')).toBe('2028-02-29');
    expect(read('00.01.2026')).toBe('invalid');
    expect(read('12.13.2026')).toBe('invalid');
    expect(read('29.02.0048')).toBe('0048-02-29');
  });

  it('checks min and max', () => {
    const rules = { min: '2026-11-20', max: '2026-12-31' };
    expect(read('19.11.2026', rules)).toBe('min');
    expect(read('20.11.2026', rules)).toBe('2026-11-20');
    expect(read('01.01.2027', rules)).toBe('max');
  });
});

describe('ISO calendar dates', () => {
  it('format as dd.MM.yyyy', () => {
    expect(formatIsoDate('2026-11-20')).toBe('20.11.2026');
    expect(formatIsoDate('2026-02-30')).toBe('');
    expect(formatIsoDate('kein Datum')).toBe('');
  });

  it('become local midnight and back without a day shift', () => {
    const date = isoToDate('2026-03-29'); // the night clocks change in Berlin
    expect(date?.getDate()).toBe(29);
    expect(date?.getHours()).toBe(0);
    expect(dateToIso(date as Date)).toBe('2026-03-29');
    expect(dateToIso(new Date(2026, 10, 20, 23, 59))).toBe('2026-11-20');
    expect(isoToDate(null)).toBeUndefined();
    expect(isIsoDate('2026-11-20')).toBe(true);
    expect(isIsoDate('2026-11-31')).toBe(false);
  });
});

describe('dateErrorMessage', () => {
  it('says in German what is wrong', () => {
    expect(dateErrorMessage('format')).toBe('Bitte gib ein Datum im Format TT.MM.JJJJ ein.');
    expect(dateErrorMessage('invalid')).toBe('Dieses Datum gibt es nicht.');
    expect(dateErrorMessage('min', { min: '2026-11-20' })).toBe(
      'Bitte wähle ein Datum ab dem 20.11.2026.',
    );
  });
});
