import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, SegmentedControlItem } from './SegmentedControl';

const VIEWS = [
  { value: 'monat', label: 'Monat' },
  { value: 'woche', label: 'Woche' },
  { value: 'tag', label: 'Tag' },
  { value: 'liste', label: 'Liste' },
];

const onValueChange = fn();

/** The calendar's view switch, its value kept as a page keeps it in the address. */
function ViewSwitch({ initial = 'woche' }: { initial?: string }) {
  const [view, setView] = useState(initial);
  return (
    <SegmentedControl
      aria-label="Ansicht"
      value={view}
      onValueChange={(next) => {
        setView(next);
        onValueChange(next);
      }}
    >
      {VIEWS.map((item) => (
        <SegmentedControlItem key={item.value} value={item.value}>
          {item.label}
        </SegmentedControlItem>
      ))}
    </SegmentedControl>
  );
}

const meta = {
  title: 'UI/Navigation/SegmentedControl',
  component: SegmentedControl,
  args: { 'aria-label': 'Ansicht', value: 'woche', onValueChange, children: null },
  argTypes: { value: { control: 'select', options: VIEWS.map((view) => view.value) } },
  beforeEach: () => {
    onValueChange.mockClear();
  },
  render: (args) => <ViewSwitch key={args.value} initial={args.value} />,
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Woche' is shown; a click on 'Monat' switches, pressing 'Monat' again changes nothing. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Ansicht' });
    await expect(within(group).getByRole('button', { name: 'Woche' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Monat' }));
    await expect(onValueChange).toHaveBeenCalledWith('monat');
    await expect(within(group).getByRole('button', { name: 'Monat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(group).getByRole('button', { name: 'Woche' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Monat' }));
    await expect(onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** Each view is a button of its own: Tab moves between them, Enter or Space switches. */
export const Keyboard: Story = {
  args: { value: 'monat' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Monat' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Woche' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onValueChange).toHaveBeenLastCalledWith('woche');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(onValueChange).toHaveBeenLastCalledWith('tag');
    await expect(canvas.getByRole('button', { name: 'Tag' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
