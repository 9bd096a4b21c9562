import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { ToggleGroup, ToggleGroupItem } from './ToggleGroup';

const Frame = styled.div`
  max-width: 28rem;
`;

const weekdays = [
  { value: 'MO', label: 'Montag' },
  { value: 'TU', label: 'Dienstag' },
  { value: 'WE', label: 'Mittwoch' },
  { value: 'TH', label: 'Donnerstag' },
  { value: 'FR', label: 'Freitag' },
  { value: 'SA', label: 'Samstag' },
  { value: 'SU', label: 'Sonntag' },
];

const weekdayItems = weekdays.map((day) => (
  <ToggleGroupItem key={day.value} value={day.value} label={day.label}>
    {day.label.slice(0, 2)}
  </ToggleGroupItem>
));

const HINT = 'Ohne Auswahl wiederholt sich der Termin am Wochentag des Beginns.';

const meta = {
  title: 'UI/Forms/ToggleGroup',
  component: ToggleGroup,
  subcomponents: { ToggleGroupItem },
  args: {
    type: 'multiple',
    label: 'Wochentage',
    description: HINT,
    defaultValue: ['MO', 'FR'],
    onValueChange: fn(),
    children: weekdayItems,
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  render: (args) => (
    <Frame>
      <ToggleGroup {...args} />
    </Frame>
  ),
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any number of weekdays: 'Mo' shown, 'Montag' read; a click presses or releases a day. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('toolbar', { name: 'Wochentage' });
    await expect(group).toHaveAccessibleDescription(HINT);
    const monday = within(group).getByRole('button', { name: 'Montag' });
    await expect(monday).toHaveAttribute('aria-pressed', 'true');
    await expect(within(monday).getByText('Mo')).toBeVisible();
    await expect(within(group).getByRole('button', { name: 'Freitag' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(group).getByRole('button', { name: 'Mittwoch' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['MO', 'FR', 'WE']);
    await userEvent.click(monday);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['FR', 'WE']);
    await expect(monday).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * One tab stop: Tab enters at the first pressed day, the arrow keys move (and wrap), Space and
 * Enter press; Tab leaves the group.
 */
export const Keyboard: Story = {
  args: { defaultValue: ['TU'] },
  play: async ({ args, canvas }) => {
    const button = (name: string) => canvas.getByRole('button', { name });
    await userEvent.tab();
    await expect(button('Dienstag')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(button('Mittwoch')).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(button('Mittwoch')).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['TU', 'WE']);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(button('Montag')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(button('Sonntag')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(button('Sonntag')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('toolbar')).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

/** One of a few (`type="single"`): a radio group; the arrow keys move, Space chooses. */
export const Single: Story = {
  args: {
    type: 'single',
    label: 'Ansicht',
    description: undefined,
    defaultValue: 'week',
    children: (
      <>
        <ToggleGroupItem value="day">Tag</ToggleGroupItem>
        <ToggleGroupItem value="week">Woche</ToggleGroupItem>
        <ToggleGroupItem value="month">Monat</ToggleGroupItem>
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Ansicht' });
    const week = within(group).getByRole('radio', { name: 'Woche' });
    await expect(week).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Monat' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('month');
    await expect(within(group).getByRole('radio', { name: 'Monat' })).toBeChecked();
    await expect(week).not.toBeChecked();

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(week).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(week).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('week');
  },
};

/** The form's error under the days: the group is marked invalid and the error is read with it. */
export const WithError: Story = {
  args: {
    label: 'Erreichbar an',
    description: 'Anrufe plant Sprint nur an diesen Tagen ein.',
    defaultValue: [],
    error: 'Bitte wähle mindestens einen Tag.',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('toolbar', { name: 'Erreichbar an' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Anrufe plant Sprint nur an diesen Tagen ein. Bitte wähle mindestens einen Tag.',
    );
    await expect(canvas.getByText('Bitte wähle mindestens einen Tag.')).toBeVisible();
  },
};

/** Nothing can be pressed; the pressed days still show. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Montag' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dienstag' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
