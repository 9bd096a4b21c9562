import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import { Checkbox } from './Checkbox';

const Frame = styled.div`
  max-width: 24rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  decorators: [framed],
  args: { label: 'Newsletter abonniert', name: 'newsletter', onCheckedChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label or Space on the box toggles it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Newsletter abonniert' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Newsletter abonniert'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Newsletter abonniert' })).toBeChecked();
  },
};

/** Some, not all: a click checks it. */
export const Indeterminate: Story = {
  args: { label: 'Alle Kontakte auswählen', defaultChecked: 'indeterminate' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Alle Kontakte auswählen' });
    await expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: { description: 'Monatlich, jederzeit abbestellbar.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Newsletter abonniert' }),
    ).toHaveAccessibleDescription('Monatlich, jederzeit abbestellbar.');
  },
};

export const WithError: Story = {
  args: {
    label: 'Ich habe die Datenschutzhinweise gelesen.',
    name: 'privacy',
    required: true,
    error: 'Bitte bestätige die Datenschutzhinweise.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Ich habe die Datenschutzhinweise gelesen.' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Bitte bestätige die Datenschutzhinweise.');
  },
};

export const Required: Story = {
  args: { label: 'Ich habe die Datenschutzhinweise gelesen.', name: 'privacy', required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Ich habe die Datenschutzhinweise gelesen.' });
    await expect(box).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Newsletter abonniert' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
