import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { formatCurrency } from '../format';
import { BudgetBar, type BudgetBarSize } from './BudgetBar';

const Frame = styled.div`
  max-width: 24rem;
`;

/** A budget of 10.000,00 €, in cents as the server stores it. */
const BUDGET = 1_000_000;

/** '4.500,00 € von 10.000,00 €', as the app formats the amounts. */
function amounts(value: number, max: number): string {
  return `${formatCurrency(value, { cents: true })} von ${formatCurrency(max, { cents: true })}`;
}

const meta = {
  title: 'UI/Data/BudgetBar',
  component: BudgetBar,
  args: { label: 'Budget Website-Relaunch', value: 450_000, max: BUDGET, size: 'md' },
  argTypes: {
    value: { control: { type: 'number', step: 10_000 } },
    max: { control: { type: 'number', step: 10_000 } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    valueText: { control: 'text' },
  },
  render: ({ valueText, ...args }) => (
    <Frame>
      <BudgetBar {...args} valueText={valueText ?? amounts(args.value, args.max ?? 0)} />
    </Frame>
  ),
} satisfies Meta<typeof BudgetBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under half the budget: the bar and the numbers, no status line. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const meter = canvas.getByRole('meter', { name: 'Budget Website-Relaunch' });
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', String(BUDGET));
    await expect(meter).toHaveAttribute('aria-valuenow', '450000');
    await expect(meter).toHaveAttribute(
      'aria-valuetext',
      `${amounts(450_000, BUDGET)} (45\u00a0%)`,
    );
    // Testing Library reads the no-break spaces as plain ones.
    await expect(canvas.getByText('45 %')).toBeVisible();
    await expect(canvas.getByText('4.500,00 € von 10.000,00 €')).toBeVisible();
    await expect(meter).not.toHaveAttribute('aria-describedby');
    await expect(canvas.queryByText(/verbraucht|aufgebraucht|überschritten/)).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="budget-bar"]')).toHaveAttribute(
      'data-level',
      'ok',
    );
  },
};

/** From 50 %: the status line says so in words, with an icon. */
export const Half: Story = {
  args: { value: 500_000 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Budget Website-Relaunch' });
    await expect(meter).toHaveAccessibleDescription('Hälfte des Budgets verbraucht');
    await expect(canvas.getByText('Hälfte des Budgets verbraucht')).toBeVisible();
    await expect(canvas.getByText('50 %')).toBeVisible();
  },
};

/** From 70 %: amber. */
export const Warning: Story = {
  args: { value: 760_000 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Budget Website-Relaunch' });
    await expect(meter).toHaveAccessibleDescription('70\u00a0% des Budgets verbraucht');
    await expect(canvas.getByText('76 %')).toBeVisible();
  },
};

/** From 90 %: red. 99,9 % still reads 99 %, never the 100 % of a used-up budget. */
export const Critical: Story = {
  args: { value: 999_000 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Budget Website-Relaunch' });
    await expect(meter).toHaveAccessibleDescription('90\u00a0% des Budgets verbraucht');
    await expect(canvas.getByText('99 %')).toBeVisible();
  },
};

/** Exactly 100 %: used up, not yet exceeded. */
export const UsedUp: Story = {
  args: { value: BUDGET },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Budget Website-Relaunch' });
    await expect(meter).toHaveAccessibleDescription('Budget aufgebraucht');
    await expect(meter).toHaveAttribute('aria-valuenow', String(BUDGET));
    await expect(canvas.getByText('100 %')).toBeVisible();
  },
};

/** Over budget: the bar stays full, the number tells how far over it is. */
export const Over: Story = {
  args: { value: 1_200_000 },
  play: async ({ canvas, canvasElement }) => {
    const meter = canvas.getByRole('meter', { name: 'Budget Website-Relaunch' });
    await expect(meter).toHaveAccessibleDescription('Budget überschritten');
    await expect(canvas.getByText('120 %')).toBeVisible();
    await expect(canvas.getByText('12.000,00 € von 10.000,00 €')).toBeVisible();
    // The meter's value stays within its range; the text says 120 %.
    await expect(meter).toHaveAttribute('aria-valuenow', String(BUDGET));
    await expect(meter.getAttribute('aria-valuetext')).toMatch(/\(120\u00a0%\)$/);
    const fill = canvasElement.querySelector('[data-slot="budget-bar-fill"]');
    await expect(fill?.getBoundingClientRect().width).toBe(meter.getBoundingClientRect().width);
  },
};

/** A project without a budget: no bar, just the note. */
export const NoBudget: Story = {
  args: { label: 'Budget Wartungsvertrag', value: 450_000, max: 0, valueText: undefined },
  render: (args) => (
    <Frame>
      <BudgetBar {...args} />
    </Frame>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(canvas.getByText('Budget Wartungsvertrag')).toBeVisible();
    await expect(canvas.getByText('Kein Budget festgelegt')).toBeVisible();
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(16rem, 22rem));
  gap: var(--space-6) var(--space-8);
`;

const catalog = [
  { name: 'Unter der Hälfte', value: 250_000 },
  { name: 'Hälfte', value: 550_000 },
  { name: '70 Prozent', value: 720_000 },
  { name: '90 Prozent', value: 930_000 },
  { name: 'Aufgebraucht', value: BUDGET },
  { name: 'Überschritten', value: 1_350_000 },
] as const;

const sizes: BudgetBarSize[] = ['md', 'sm'];

/** Every level in both sizes (`md` left, `sm` right), and no budget at the end. */
export const Catalog: Story = {
  render: () => (
    <Grid>
      {catalog.flatMap(({ name, value }) =>
        sizes.map((size) => (
          <BudgetBar
            key={`${name}-${size}`}
            label={`${name} (${size})`}
            value={value}
            max={BUDGET}
            valueText={amounts(value, BUDGET)}
            size={size}
          />
        )),
      )}
      {sizes.map((size) => (
        <BudgetBar key={size} label={`Ohne Budget (${size})`} value={120_000} size={size} />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('meter')).toHaveLength(catalog.length * sizes.length);
    await expect(canvas.getAllByText('Kein Budget festgelegt')).toHaveLength(sizes.length);
    const over = canvas.getByRole('meter', { name: 'Überschritten (sm)' });
    await expect(over).toHaveAccessibleDescription('Budget überschritten');
    const half = canvas.getByRole('meter', { name: 'Hälfte (md)' });
    await expect(half).toHaveAccessibleDescription('Hälfte des Budgets verbraucht');
    await expect(canvas.getByRole('meter', { name: 'Unter der Hälfte (md)' })).not.toHaveAttribute(
      'aria-describedby',
    );
  },
};
