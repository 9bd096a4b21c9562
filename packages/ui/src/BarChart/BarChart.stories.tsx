import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { formatCurrency } from '../format';
import { BarChart, type BarChartDatum, type BarChartSeries } from './BarChart';

const Frame = styled.div`
  max-width: 44rem;
`;

/** Euros from cents, as the app formats amounts: '24.850,00 €'. */
const euro = (cents: number) => formatCurrency(cents, { cents: true });

const wholeEuro = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
/** Shorter ticks for the value axis: '30.000 €'. */
const euroTick = (cents: number) => wholeEuro.format(cents / 100);

const INCOME_TITLE = 'Einnahmen und Ausgaben der letzten 12 Monate';

/** Month, label, income and expenses in cents: December 2025 to November 2026. */
const months: [key: string, label: string, income: number, expenses: number][] = [
  ['2025-12', 'Dez. 25', 2_145_000, 1_730_000],
  ['2026-01', 'Jan. 26', 1_860_000, 1_590_000],
  ['2026-02', 'Feb. 26', 1_975_000, 1_612_500],
  ['2026-03', 'März 26', 2_310_000, 1_805_000],
  ['2026-04', 'Apr. 26', 2_248_000, 1_950_000],
  ['2026-05', 'Mai 26', 2_590_000, 1_890_000],
  ['2026-06', 'Juni 26', 2_420_000, 2_075_000],
  ['2026-07', 'Juli 26', 1_780_000, 2_140_000],
  ['2026-08', 'Aug. 26', 1_695_000, 1_760_000],
  ['2026-09', 'Sep. 26', 2_735_000, 1_980_000],
  ['2026-10', 'Okt. 26', 2_905_000, 2_110_000],
  ['2026-11', 'Nov. 26', 2_485_000, 1_925_000],
];

const incomeAndExpenses: BarChartDatum[] = months.map(([key, label, income, expenses]) => ({
  key,
  label,
  values: { income, expenses },
}));

const incomeSeries: BarChartSeries[] = [
  { key: 'income', label: 'Einnahmen', tone: 'positive' },
  { key: 'expenses', label: 'Ausgaben', tone: 'negative' },
];

const expensesByCategory: BarChartDatum[] = [
  { key: 'personal', label: 'Personal', values: { amount: 1_420_000 } },
  { key: 'marketing', label: 'Marketing', values: { amount: 360_000 } },
  { key: 'rent', label: 'Miete', values: { amount: 245_000 } },
  { key: 'software', label: 'Software', values: { amount: 118_000 } },
  { key: 'travel', label: 'Reisekosten', values: { amount: 89_000 } },
  { key: 'insurance', label: 'Versicherungen', values: { amount: 61_000 } },
  { key: 'office', label: 'Bürobedarf', values: { amount: 24_000 } },
];

const meta = {
  title: 'UI/Data/BarChart',
  component: BarChart,
  args: {
    title: INCOME_TITLE,
    description: 'Dezember 2025 bis November 2026, netto',
    data: incomeAndExpenses,
    series: incomeSeries,
    layout: 'columns',
    formatValue: euro,
    formatTick: euroTick,
    categoryLabel: 'Monat',
    loading: false,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['columns', 'bars'] },
    data: { control: false },
    series: { control: false },
    formatValue: { control: false },
    formatTick: { control: false },
  },
  render: (args) => (
    <Frame>
      <BarChart {...args} />
    </Frame>
  ),
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const plotName = (title: string) => `${title}. Werte in der Tabellenansicht.`;

/** Income and expenses per month as grouped columns, ticks in whole euros. */
export const Columns: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: INCOME_TITLE });
    await expect(figure).toHaveAccessibleDescription('Dezember 2025 bis November 2026, netto');
    await expect(canvas.getByRole('tab', { name: 'Diagramm' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const plot = canvas.getByRole('img', { name: plotName(INCOME_TITLE) });
    // Drawn once the plot has measured its box: 12 months × 2 series.
    await waitFor(() => expect(plot.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(24));
    await expect(within(plot).getByText('Dez. 25')).toBeVisible();
    await expect(within(plot).getByText('Nov. 26')).toBeVisible();
    const legend = within(figure).getByRole('list');
    await expect(legend).toHaveTextContent('EinnahmenAusgaben');

    // Pointing at November shows its values, formatted; leaving hides them again.
    const wrapper = plot.querySelector('.recharts-wrapper');
    const november = plot.querySelectorAll('.recharts-bar-rectangle')[11];
    if (!wrapper || !november) throw new Error('Der Plot ist nicht gezeichnet.');
    const box = november.getBoundingClientRect();
    fireEvent.mouseMove(wrapper, { clientX: box.x + box.width / 2, clientY: box.y + 2 });
    const tooltip = await within(plot).findByText('Nov. 26', { selector: 'span' });
    // toHaveTextContent reads the no-break space before '€' as a plain one.
    await expect(tooltip.parentElement).toHaveTextContent(
      'Nov. 26Einnahmen24.850,00 €Ausgaben19.250,00 €',
    );
    // React's onMouseLeave listens to mouseout.
    fireEvent.mouseOut(wrapper, { relatedTarget: document.body });
    await waitFor(() =>
      expect(within(plot).queryByText('Nov. 26', { selector: 'span' })).toBeNull(),
    );
    // The highlighted column goes with it: the picture is taken without it.
    await waitFor(() => expect(plot.querySelector('.recharts-tooltip-cursor')).toBeNull());
  },
};

/** Expenses by category as horizontal bars, one series; ticks as full amounts. */
export const Bars: Story = {
  args: {
    title: 'Ausgaben nach Kategorie',
    description: 'November 2026',
    data: expensesByCategory,
    series: [{ key: 'amount', label: 'Ausgaben', tone: 'negative' }],
    layout: 'bars',
    formatTick: undefined,
    categoryLabel: 'Kategorie',
  },
  play: async ({ canvas }) => {
    canvas.getByRole('figure', { name: 'Ausgaben nach Kategorie' });
    const plot = canvas.getByRole('img', { name: plotName('Ausgaben nach Kategorie') });
    await waitFor(() => expect(plot.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(7));
    await expect(within(plot).getByText('Versicherungen')).toBeVisible();
  },
};

/** 'Tabelle' shows the same values as a table, named by the title; the tabs follow the arrows. */
export const TableView: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Tabelle' }));
    const table = canvas.getByRole('table', { name: INCOME_TITLE });
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Monat', 'Einnahmen', 'Ausgaben']);
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    const november = within(table).getByRole('row', { name: /^Nov\. 26/ });
    await expect(within(november).getByRole('rowheader')).toHaveTextContent('Nov. 26');
    await expect(within(november).getByRole('cell', { name: euro(2_485_000) })).toBeVisible();
    await expect(within(november).getByRole('cell', { name: euro(1_925_000) })).toBeVisible();

    // Keyboard: the arrow keys move between the two views.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Diagramm' })).toHaveFocus();
    await expect(canvas.getByRole('img', { name: plotName(INCOME_TITLE) })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Tabelle' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('table', { name: INCOME_TITLE })).toBeVisible();
  },
};

/** While the figures load: a skeleton of the plot's size, the figure marked busy. */
export const Loading: Story = {
  args: { data: [], loading: true },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: INCOME_TITLE });
    await expect(figure).toHaveAttribute('aria-busy', 'true');
    await expect(within(figure).getByText('Wird geladen')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** No data, or only zeros: a note instead of an empty grid, in both views. */
export const Empty: Story = {
  args: {
    data: incomeAndExpenses.map((datum) => ({ ...datum, values: { income: 0, expenses: 0 } })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Daten für diesen Zeitraum.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Tabelle' }));
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Keine Daten für diesen Zeitraum.')).toBeVisible();
  },
};

const results: BarChartDatum[] = incomeAndExpenses.map(({ key, label, values }) => ({
  key,
  label,
  values: { result: (values.income ?? 0) - (values.expenses ?? 0) },
}));

/** Months with a loss: their columns hang below the zero line; the table shows the minus. */
export const WithNegative: Story = {
  args: {
    title: 'Ergebnis der letzten 12 Monate',
    description: 'Einnahmen abzüglich Ausgaben',
    data: results,
    series: [{ key: 'result', label: 'Ergebnis', tone: 'primary' }],
  },
  play: async ({ canvas, canvasElement }) => {
    const plot = canvas.getByRole('img', { name: plotName('Ergebnis der letzten 12 Monate') });
    await waitFor(() => expect(plot.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(12));
    const zero = canvasElement.querySelector('.recharts-reference-line line');
    await expect(zero).not.toBeNull();
    // July (-3.600,00 €) and August (-650,00 €) hang below the zero line.
    const zeroY = zero?.getBoundingClientRect().top ?? 0;
    const bars = [...plot.querySelectorAll('.recharts-bar-rectangle')];
    const below = bars.filter((bar) => bar.getBoundingClientRect().top >= zeroY - 1);
    await expect(below).toHaveLength(2);

    await userEvent.click(canvas.getByRole('tab', { name: 'Tabelle' }));
    const july = within(canvas.getByRole('table')).getByRole('row', { name: /^Juli 26/ });
    await expect(within(july).getByRole('cell', { name: euro(-360_000) })).toBeVisible();
    // Back to the chart for the picture.
    await userEvent.click(canvas.getByRole('tab', { name: 'Diagramm' }));
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};
