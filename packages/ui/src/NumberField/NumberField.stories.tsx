import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import { NumberField } from './NumberField';

const Frame = styled.div`
  max-width: 20rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const meta = {
  title: 'UI/Forms/NumberField',
  component: NumberField,
  decorators: [framed],
  args: { label: 'Mitarbeitende', name: 'employees', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    value: { control: 'number' },
    defaultValue: { control: 'number' },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A spin button that takes typing; leaving it groups the thousands. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Mitarbeitende' });
    await userEvent.type(input, '1500');
    await expect(args.onChange).toHaveBeenLastCalledWith(1500);
    await userEvent.tab();
    await expect(input).toHaveValue('1.500');
    await expect(input).toHaveAttribute('aria-valuenow', '1500');
  },
};

export const Filled: Story = {
  args: { defaultValue: 250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Mitarbeitende' })).toHaveValue('250');
  },
};

export const WithDescription: Story = {
  args: { description: 'Laut letztem Jahresabschluss.', defaultValue: 1200 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('spinbutton', { name: 'Mitarbeitende' }),
    ).toHaveAccessibleDescription('Laut letztem Jahresabschluss.');
  },
};

export const WithError: Story = {
  args: { error: 'Bitte gib die Zahl der Mitarbeitenden ein.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Mitarbeitende' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Bitte gib die Zahl der Mitarbeitenden ein.');
  },
};

/** ArrowUp and ArrowDown change the value by `step`, within `min` and `max`. */
export const Keyboard: Story = {
  args: { label: 'Wahrscheinlichkeit', name: 'probability', unit: '%', min: 0, max: 100, step: 10 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Wahrscheinlichkeit' });
    await expect(input).toHaveAccessibleDescription('%');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('0');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('20');
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
    await userEvent.clear(input);
    await userEvent.type(input, '95{ArrowUp}');
    await expect(input).toHaveValue('100');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('90');
  },
};

/** Decimals after a comma, stepped without float drift; too many decimals are explained. */
export const Decimals: Story = {
  args: { label: 'Rabatt', name: 'discount', unit: '%', decimals: 1, step: 0.1, defaultValue: 0.2 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Rabatt' });
    await expect(input).toHaveValue('0,2');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('0,3');
    await userEvent.clear(input);
    await userEvent.type(input, '2,75');
    await userEvent.tab();
    await expect(input).toHaveValue('2,75');
    await expect(input).toHaveAccessibleDescription(
      '% Bitte gib höchstens eine Nachkommastelle ein.',
    );
  },
};

/** Typed values outside the range stay as typed, with the limit named. */
export const OutOfRange: Story = {
  args: { min: 1, max: 100000 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Mitarbeitende' });
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('0');
    await expect(input).toHaveAccessibleDescription('Bitte gib mindestens 1 ein.');
    await expect(args.onChange).not.toHaveBeenCalledWith(0);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Mitarbeitende' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 42 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Mitarbeitende' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('42');
  },
};
