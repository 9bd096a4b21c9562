import { describe, expect, it } from 'vitest';
import { barChartHasValues, type BarChartSeries } from './BarChart';

const series: BarChartSeries[] = [
  { key: 'income', label: 'Einnahmen', tone: 'positive' },
  { key: 'expenses', label: 'Ausgaben', tone: 'negative' },
];

describe('barChartHasValues', () => {
  it('is false without data or with only zeros', () => {
    expect(barChartHasValues([], series)).toBe(false);
    expect(
      barChartHasValues(
        [
          { key: '2026-10', label: 'Okt. 26', values: { income: 0, expenses: 0 } },
          { key: '2026-11', label: 'Nov. 26', values: { income: 0 } },
        ],
        series,
      ),
    ).toBe(false);
  });

  it('is true as soon as one series has a value other than 0, negative ones included', () => {
    expect(
      barChartHasValues([{ key: '2026-11', label: 'Nov. 26', values: { expenses: 1 } }], series),
    ).toBe(true);
    expect(
      barChartHasValues([{ key: '2026-11', label: 'Nov. 26', values: { income: -500 } }], series),
    ).toBe(true);
  });

  it('ignores values of other keys and numbers that are not finite', () => {
    const data = [{ key: '2026-11', label: 'Nov. 26', values: { other: 100, income: Number.NaN } }];
    expect(barChartHasValues(data, series)).toBe(false);
    expect(barChartHasValues(data, [])).toBe(false);
  });
});
