import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { styled } from 'styled-components';
import { DateField } from './DateField';

const Frame = styled.div`
  max-width: 20rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const meta = {
  title: 'UI/Forms/DateField',
  component: DateField,
  decorators: [framed],
  args: { label: 'Wiedervorlage am', name: 'followUp', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    value: { control: 'text' },
    defaultValue: { control: 'text' },
    min: { control: 'text' },
    max: { control: 'text' },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed as TT.MM.JJJJ (leading zeros optional); the value is the ISO calendar date. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Wiedervorlage am' });
    await expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await userEvent.type(input, '1.2.2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-02-01');
    await userEvent.tab();
    await expect(input).toHaveValue('01.02.2027');
  },
};

export const Filled: Story = {
  args: { defaultValue: '2026-11-27' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Wiedervorlage am' })).toHaveValue(
      '27.11.2026',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'An diesem Tag erscheint der Lead in deinen Aufgaben.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Wiedervorlage am' }),
    ).toHaveAccessibleDescription('An diesem Tag erscheint der Lead in deinen Aufgaben.');
  },
};

export const WithError: Story = {
  args: { error: 'Bitte wähle ein Datum.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Wiedervorlage am' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Bitte wähle ein Datum.');
  },
};

/** A day that does not exist stays as typed, with a German message. */
export const InvalidDate: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Wiedervorlage am' });
    await userEvent.type(input, '31.02.2027');
    await userEvent.tab();
    await expect(input).toHaveValue('31.02.2027');
    await expect(input).toHaveAccessibleDescription('Dieses Datum gibt es nicht.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * The calendar, open: German month and weekdays, weeks from Monday, today (20 November 2026)
 * marked, days before `min` disabled. Focus is on the chosen day, where the arrow keys start.
 */
export const CalendarOpen: Story = {
  args: { defaultValue: '2026-11-24', min: '2026-11-20' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender öffnen' }));
    const calendar = await screen.findByRole('dialog', { name: 'Datum wählen' });
    await expect(calendar).toHaveTextContent('November 2026');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Dienstag, 24. November 2026, ausgewählt' }),
      ).toHaveFocus(),
    );
    await expect(screen.getByRole('button', { name: /19\. November 2026/ })).toBeDisabled();
  },
};

/** Alt+ArrowDown opens the calendar; arrows move, Enter picks, focus returns to the button. */
export const PickWithKeyboard: Story = {
  args: { defaultValue: '2026-11-24' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Wiedervorlage am' });
    await userEvent.click(input);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await screen.findByRole('dialog', { name: 'Datum wählen' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /24\. November 2026/ })).toHaveFocus(),
    );
    // One week on (1 December), then one day on: Wednesday, 2 December.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(input).toHaveValue('02.12.2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-02');
    await expect(canvas.getByRole('button', { name: 'Kalender öffnen' })).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Wiedervorlage am' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-12-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Wiedervorlage am' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Kalender öffnen' })).toBeDisabled();
  },
};
