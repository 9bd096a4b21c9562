import { describe, expect, it } from 'vitest';
import {
  INTERVALS,
  INTERVAL_LABELS,
  OCCURRENCES_PER_YEAR,
  daysInMonth,
  isDay,
  isInterval,
  nextDue,
  occurrencesBetween,
  perMonthCents,
  perYearCents,
  recurringTotals,
} from './intervals';

describe('intervals', () => {
  it('has the six intervals with their German labels', () => {
    expect(INTERVALS).toEqual([
      'weekly',
      'biweekly',
      'monthly',
      'quarterly',
      'halfyearly',
      'yearly',
    ]);
    expect(INTERVALS.map((interval) => INTERVAL_LABELS[interval])).toEqual([
      'Wöchentlich',
      'Alle 2 Wochen',
      'Monatlich',
      'Vierteljährlich',
      'Halbjährlich',
      'Jährlich',
    ]);
    expect(isInterval('monthly')).toBe(true);
    expect(isInterval('daily')).toBe(false);
  });

  it('reads only real calendar days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2100-02-29')).toBe(false);
    expect(isDay('2000-02-29')).toBe(true);
    expect(isDay('2026-04-31')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-00-10')).toBe(false);
    expect(isDay('2026-1-5')).toBe(false);
    expect(isDay('0999-01-01')).toBe(false);
    expect(isDay('2026-01-05T00:00')).toBe(false);
    expect(isDay(20260105)).toBe(false);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe('occurrencesBetween', () => {
  it('puts a monthly item from the 31st on the last day of shorter months without drifting', () => {
    expect(occurrencesBetween('2026-01-31', 'monthly', null, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
    ]);
    // A leap year has 29 February, and March is back on the 31st.
    expect(occurrencesBetween('2026-01-31', 'monthly', null, '2028-02-01', '2028-03-31')).toEqual([
      '2028-02-29',
      '2028-03-31',
    ]);
    // The 30th clamps in February only.
    expect(occurrencesBetween('2026-01-30', 'monthly', null, '2026-02-01', '2026-04-30')).toEqual([
      '2026-02-28',
      '2026-03-30',
      '2026-04-30',
    ]);
  });

  it('anchors quarterly and half-yearly items on the start day', () => {
    expect(occurrencesBetween('2025-11-30', 'quarterly', null, '2026-01-01', '2026-12-31')).toEqual(
      ['2026-02-28', '2026-05-30', '2026-08-30', '2026-11-30'],
    );
    expect(
      occurrencesBetween('2026-08-31', 'halfyearly', null, '2026-01-01', '2027-12-31'),
    ).toEqual(['2026-08-31', '2027-02-28', '2027-08-31']);
  });

  it('keeps a yearly item from 29 February on 28 February in common years', () => {
    expect(occurrencesBetween('2024-02-29', 'yearly', null, '2024-01-01', '2028-12-31')).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
    // 2100 is no leap year (divisible by 100), 2400 is (divisible by 400).
    expect(occurrencesBetween('2024-02-29', 'yearly', null, '2100-01-01', '2100-12-31')).toEqual([
      '2100-02-28',
    ]);
    expect(occurrencesBetween('2024-02-29', 'yearly', null, '2400-01-01', '2400-12-31')).toEqual([
      '2400-02-29',
    ]);
  });

  it('counts weekly and biweekly items in calendar days, across the change of the clocks', () => {
    expect(occurrencesBetween('2026-01-05', 'weekly', null, '2026-01-20', '2026-02-10')).toEqual([
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
    ]);
    // Summer time starts on 29 March 2026 in Germany; days are days.
    expect(occurrencesBetween('2026-03-23', 'weekly', null, '2026-03-23', '2026-04-06')).toEqual([
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
    ]);
    expect(occurrencesBetween('2026-01-01', 'biweekly', null, '2026-01-01', '2026-02-28')).toEqual([
      '2026-01-01',
      '2026-01-15',
      '2026-01-29',
      '2026-02-12',
      '2026-02-26',
    ]);
    // Over the turn of a leap year's February.
    expect(occurrencesBetween('2028-02-22', 'weekly', null, '2028-02-28', '2028-03-08')).toEqual([
      '2028-02-29',
      '2028-03-07',
    ]);
  });

  it('includes both ends of the range and the end day of the item', () => {
    expect(
      occurrencesBetween('2026-01-15', 'monthly', '2026-04-15', '2026-02-15', '2026-12-31'),
    ).toEqual(['2026-02-15', '2026-03-15', '2026-04-15']);
    expect(
      occurrencesBetween('2026-01-15', 'monthly', '2026-04-14', '2026-01-01', '2026-12-31'),
    ).toEqual(['2026-01-15', '2026-02-15', '2026-03-15']);
    expect(occurrencesBetween('2026-01-15', 'monthly', null, '2026-03-15', '2026-03-15')).toEqual([
      '2026-03-15',
    ]);
  });

  it('starts at the start day when the range begins earlier', () => {
    expect(occurrencesBetween('2026-06-10', 'quarterly', null, '2020-01-01', '2026-12-31')).toEqual(
      ['2026-06-10', '2026-09-10', '2026-12-10'],
    );
  });

  it('is empty for an empty range, a range before the start or after the end', () => {
    expect(occurrencesBetween('2026-01-01', 'weekly', null, '2026-02-01', '2026-01-01')).toEqual(
      [],
    );
    expect(occurrencesBetween('2026-06-01', 'monthly', null, '2026-01-01', '2026-05-31')).toEqual(
      [],
    );
    expect(
      occurrencesBetween('2026-01-01', 'monthly', '2026-03-01', '2026-03-02', '2026-12-31'),
    ).toEqual([]);
    expect(
      occurrencesBetween('2026-06-01', 'monthly', '2026-05-01', '2026-01-01', '2026-12-31'),
    ).toEqual([]);
    // A range with no due day in it.
    expect(occurrencesBetween('2026-01-31', 'yearly', null, '2026-02-01', '2026-12-31')).toEqual(
      [],
    );
  });

  it('finds the occurrences of a long-running item without walking from its start', () => {
    const days = occurrencesBetween('1990-03-31', 'monthly', null, '2026-04-01', '2026-06-30');
    expect(days).toEqual(['2026-04-30', '2026-05-31', '2026-06-30']);
    expect(occurrencesBetween('1990-01-01', 'weekly', null, '2026-01-01', '2026-01-07')).toEqual([
      // 1 January 1990 was a Monday, and so is 5 January 2026.
      '2026-01-05',
    ]);
  });

  it('stops at the last representable day', () => {
    expect(occurrencesBetween('9999-01-31', 'monthly', null, '9999-11-01', '9999-12-31')).toEqual([
      '9999-11-30',
      '9999-12-31',
    ]);
  });

  it('refuses days that do not exist', () => {
    expect(() =>
      occurrencesBetween('2026-02-29', 'monthly', null, '2026-01-01', '2026-12-31'),
    ).toThrow(RangeError);
    expect(() =>
      occurrencesBetween('2026-01-01', 'monthly', '2026-1-1', '2026-01-01', '2026-12-31'),
    ).toThrow(RangeError);
    expect(() =>
      occurrencesBetween('2026-01-01', 'monthly', null, 'gestern', '2026-12-31'),
    ).toThrow(RangeError);
  });
});

describe('nextDue', () => {
  it('is today when the item falls due today, else the next due day', () => {
    expect(nextDue('2026-01-15', 'monthly', null, '2026-03-15')).toBe('2026-03-15');
    expect(nextDue('2026-01-15', 'monthly', null, '2026-03-16')).toBe('2026-04-15');
    expect(nextDue('2026-01-05', 'weekly', null, '2026-01-06')).toBe('2026-01-12');
    expect(nextDue('2026-01-05', 'biweekly', null, '2026-01-06')).toBe('2026-01-19');
  });

  it('is the start day before the item starts', () => {
    expect(nextDue('2026-06-01', 'yearly', null, '2026-01-01')).toBe('2026-06-01');
  });

  it('follows the month ends of an item from the 31st', () => {
    expect(nextDue('2026-01-31', 'monthly', null, '2026-02-01')).toBe('2026-02-28');
    expect(nextDue('2026-01-31', 'monthly', null, '2026-03-01')).toBe('2026-03-31');
    expect(nextDue('2026-01-31', 'quarterly', null, '2026-02-01')).toBe('2026-04-30');
    expect(nextDue('2024-02-29', 'yearly', null, '2026-03-01')).toBe('2027-02-28');
    expect(nextDue('2024-02-29', 'yearly', null, '2027-03-01')).toBe('2028-02-29');
  });

  it('is null after the end, and the end day itself while it is due then', () => {
    expect(nextDue('2026-01-15', 'monthly', '2026-04-15', '2026-04-10')).toBe('2026-04-15');
    expect(nextDue('2026-01-15', 'monthly', '2026-04-20', '2026-04-16')).toBeNull();
    expect(nextDue('2026-01-15', 'monthly', '2026-04-15', '2027-01-01')).toBeNull();
    expect(nextDue('2026-06-01', 'monthly', '2026-05-01', '2026-01-01')).toBeNull();
  });
});

describe('perMonthCents and perYearCents', () => {
  it('counts 52 weeks a year', () => {
    expect(OCCURRENCES_PER_YEAR).toEqual({
      weekly: 52,
      biweekly: 26,
      monthly: 12,
      quarterly: 4,
      halfyearly: 2,
      yearly: 1,
    });
  });

  it('normalises an amount to one month', () => {
    // 25,00 € weekly: 2 500 · 52 / 12 = 10 833.33… → 108,33 €.
    expect(perMonthCents(2_500, 'weekly')).toBe(10_833);
    // 100,00 € every two weeks: 10 000 · 26 / 12 = 21 666.66… → 216,67 €.
    expect(perMonthCents(10_000, 'biweekly')).toBe(21_667);
    expect(perMonthCents(4_999, 'monthly')).toBe(4_999);
    // 100,00 € quarterly: 10 000 / 3 = 3 333.33… → 33,33 €.
    expect(perMonthCents(10_000, 'quarterly')).toBe(3_333);
    // 200,00 € quarterly: 20 000 / 3 = 6 666.66… → 66,67 €.
    expect(perMonthCents(20_000, 'quarterly')).toBe(6_667);
    // 100,00 € half-yearly: 10 000 / 6 = 1 666.66… → 16,67 €.
    expect(perMonthCents(10_000, 'halfyearly')).toBe(1_667);
    // 1.200,00 € yearly: 120 000 / 12 = 10 000 → 100,00 €.
    expect(perMonthCents(120_000, 'yearly')).toBe(10_000);
  });

  it('rounds exact halves of a cent up, and away from zero for negative amounts', () => {
    // 3 cents every two weeks: 3 · 26 / 12 = 6.5 → 7.
    expect(perMonthCents(3, 'biweekly')).toBe(7);
    expect(perMonthCents(-3, 'biweekly')).toBe(-7);
    // 3 cents half-yearly: 3 / 6 = 0.5 → 1; 6 cents yearly: 0.5 → 1; 18 cents yearly: 1.5 → 2.
    expect(perMonthCents(3, 'halfyearly')).toBe(1);
    expect(perMonthCents(6, 'yearly')).toBe(1);
    expect(perMonthCents(18, 'yearly')).toBe(2);
    // 5 cents yearly: 0.41… → 0, and never -0.
    expect(perMonthCents(5, 'yearly')).toBe(0);
    expect(Object.is(perMonthCents(-5, 'yearly'), 0)).toBe(true);
  });

  it('takes the amount over a year exactly', () => {
    expect(perYearCents(2_500, 'weekly')).toBe(130_000);
    expect(perYearCents(10_000, 'biweekly')).toBe(260_000);
    expect(perYearCents(4_999, 'monthly')).toBe(59_988);
    expect(perYearCents(10_000, 'quarterly')).toBe(40_000);
    expect(perYearCents(10_000, 'halfyearly')).toBe(20_000);
    expect(perYearCents(120_000, 'yearly')).toBe(120_000);
    expect(perYearCents(-2_500, 'weekly')).toBe(-130_000);
  });

  it('handles the largest amounts exactly', () => {
    // 100 000 000 000 · 52 / 12 = 433 333 333 333.33… → 433 333 333 333.
    expect(perMonthCents(100_000_000_000, 'weekly')).toBe(433_333_333_333);
    expect(perYearCents(100_000_000_000, 'weekly')).toBe(5_200_000_000_000);
  });

  it('refuses fractions of a cent and amounts beyond the cap', () => {
    expect(() => perMonthCents(10.5, 'monthly')).toThrow(RangeError);
    expect(() => perYearCents(100_000_000_001, 'yearly')).toThrow(RangeError);
  });

  it('totals a list so that the monthly total is the sum of its rows', () => {
    const items = [
      { amountCents: 10_000, interval: 'quarterly' as const }, // 33,33 € a month, 400,00 € a year
      { amountCents: 10_000, interval: 'quarterly' as const }, // 33,33 € a month, 400,00 € a year
      { amountCents: 10_000, interval: 'quarterly' as const }, // 33,33 € a month, 400,00 € a year
      { amountCents: 2_500, interval: 'weekly' as const }, // 108,33 € a month, 1.300,00 € a year
    ];
    expect(recurringTotals(items)).toEqual({ perMonthCents: 20_832, perYearCents: 250_000 });
    expect(recurringTotals([])).toEqual({ perMonthCents: 0, perYearCents: 0 });
  });
});
