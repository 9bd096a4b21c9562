import { useMemo } from 'react';
import { BarChart, Card, CardContent, Grid, type BarChartDatum } from '@sprint/ui';
import type { Overview } from './OverviewCards';
import { euro, monthLabel, shortMonthLabel } from './financeFormat';

const MONTH_SERIES = [
  { key: 'income', label: 'Einnahmen', tone: 'positive' },
  { key: 'expense', label: 'Ausgaben', tone: 'negative' },
] as const;

const CATEGORY_SERIES = [{ key: 'expense', label: 'Ausgaben', tone: 'negative' }] as const;

/** Axis ticks in whole euros ('12.000 €'): cents on an axis are noise. */
const wholeEuros = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const tick = (cents: number) => wholeEuros.format(cents / 100);

/** The 12 months up to the shown one as the chart's categories ('Nov. 26'). */
export function monthData(overview: Overview): BarChartDatum[] {
  return overview.months.map((month) => ({
    key: month.month,
    label: shortMonthLabel(month.month),
    values: { income: month.incomeNetCents, expense: month.expenseNetCents },
  }));
}

/** The month's expenses per category, largest first; bookings without one as 'Ohne Kategorie'. */
export function categoryData(overview: Overview): BarChartDatum[] {
  return overview.expensesByCategory.map((category) => ({
    key: category.categoryId ?? 'none',
    label: category.name ?? 'Ohne Kategorie',
    values: { expense: category.netCents },
  }));
}

/**
 * The year in columns (income and expenses per month) and the month's expenses by category in
 * bars, both net. Each has 'Diagramm'/'Tabelle': the table holds every value for people who
 * cannot see the chart.
 */
export function OverviewCharts({ overview }: { overview: Overview }) {
  const months = useMemo(() => monthData(overview), [overview]);
  const categories = useMemo(() => categoryData(overview), [overview]);
  return (
    <Grid minItemWidth="24rem" gap="4">
      <Card>
        <CardContent>
          <BarChart
            title="Einnahmen und Ausgaben"
            description={`Die 12 Monate bis ${monthLabel(overview.month)}, netto`}
            data={months}
            series={MONTH_SERIES}
            formatValue={euro}
            formatTick={tick}
            categoryLabel="Monat"
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <BarChart
            title="Ausgaben nach Kategorie"
            description={`${monthLabel(overview.month)}, netto`}
            data={categories}
            series={CATEGORY_SERIES}
            layout="bars"
            formatValue={euro}
            formatTick={tick}
            categoryLabel="Kategorie"
            emptyText="In diesem Monat gibt es keine Ausgaben."
          />
        </CardContent>
      </Card>
    </Grid>
  );
}
