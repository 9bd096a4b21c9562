import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import { TextArea } from './TextArea';

const Frame = styled.div`
  max-width: 28rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const meta = {
  title: 'UI/Forms/TextArea',
  component: TextArea,
  decorators: [framed],
  args: { label: 'Notiz', name: 'note', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several lines; Enter starts a new one instead of submitting. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Notiz' });
    await userEvent.type(textarea, 'Rückruf vereinbart.{Enter}Angebot bis Freitag.');
    await expect(textarea).toHaveValue('Rückruf vereinbart.\nAngebot bis Freitag.');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(textarea).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  args: {
    defaultValue:
      'Gespräch mit Frau Hofmann am Messestand. Interesse an der Flottenlösung für 40 Fahrzeuge, Entscheidung im ersten Quartal.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Notiz' })).toHaveDisplayValue(
      /^Gespräch mit Frau Hofmann/,
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Nur für dein Team sichtbar.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Notiz' })).toHaveAccessibleDescription(
      'Nur für dein Team sichtbar.',
    );
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'ok',
    error: 'Bitte beschreibe den Anlass in mindestens 10 Zeichen.',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Notiz' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'Bitte beschreibe den Anlass in mindestens 10 Zeichen.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Notiz' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Vom System angelegt.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Notiz' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x', { pointerEventsCheck: 0 });
    await expect(textarea).toHaveValue('Vom System angelegt.');
  },
};
