import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PeriodSwitcher } from './PeriodSwitcher';

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

const CURRENT = 2026 * 12 + 10;
const monthName = (index: number) => `${MONTHS[index % 12] ?? ''} ${Math.floor(index / 12)}`;

/** A month switcher as the finance overview has it, with 'Aktueller Monat'. */
function MonthExample() {
  const [month, setMonth] = useState(CURRENT);
  const isCurrent = month === CURRENT;
  return (
    <PeriodSwitcher
      label="Monat"
      previousLabel="Vorheriger Monat"
      nextLabel="Nächster Monat"
      onPrevious={() => setMonth(month - 1)}
      onNext={() => setMonth(month + 1)}
      actions={
        <Button
          variant="ghost"
          size="sm"
          aria-disabled={isCurrent || undefined}
          onClick={() => {
            if (!isCurrent) setMonth(CURRENT);
          }}
        >
          <CalendarCheck aria-hidden />
          Aktueller Monat
        </Button>
      }
    >
      {monthName(month)}
    </PeriodSwitcher>
  );
}

const meta = {
  title: 'UI/Navigation/PeriodSwitcher',
  component: PeriodSwitcher,
  args: {
    label: 'Jahr',
    children: '2026',
    previousLabel: 'Vorheriges Jahr (2025)',
    nextLabel: 'Nächstes Jahr (2027)',
    onPrevious: fn(),
    onNext: fn(),
    previousDisabled: false,
    nextDisabled: false,
    size: 'lg',
    valueWidth: '4ch',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['base', 'lg'] },
    actions: { control: false },
  },
} satisfies Meta<typeof PeriodSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year, large: the buttons name the year they go to. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Jahr' });
    await expect(group).toHaveTextContent('2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Vorheriges Jahr (2025)' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Nächstes Jahr (2027)' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** A month with a way back to today's; the new month is announced (a polite live region). */
export const Month: Story = {
  render: () => <MonthExample />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Monat' });
    const value = group.querySelector('[data-slot="period-switcher-value"]');
    await expect(value).toHaveAttribute('aria-live', 'polite');
    await expect(value).toHaveTextContent('November 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Vorheriger Monat' }));
    await expect(value).toHaveTextContent('Oktober 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Aktueller Monat' }));
    await expect(value).toHaveTextContent('November 2026');
  },
};

/** At the first period there is: going back is disabled. */
export const FirstPeriod: Story = {
  args: {
    children: '2020',
    previousLabel: 'Vorheriges Jahr (2019)',
    nextLabel: 'Nächstes Jahr (2021)',
    previousDisabled: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Vorheriges Jahr (2019)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Nächstes Jahr (2021)' })).toBeEnabled();
  },
};

/** At the last period there is: going forward is disabled. */
export const LastPeriod: Story = {
  args: {
    children: '2030',
    previousLabel: 'Vorheriges Jahr (2029)',
    nextLabel: 'Nächstes Jahr (2031)',
    nextDisabled: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Nächstes Jahr (2031)' })).toBeDisabled();
  },
};

/** Keyboard: Tab reaches the buttons in order, Enter steps. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Vorheriges Jahr (2025)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPrevious).toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nächstes Jahr (2027)' })).toHaveFocus();
  },
};
