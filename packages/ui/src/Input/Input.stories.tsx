import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import { Label } from '../Label';
import { Input } from './Input';

const meta = {
  title: 'UI/Forms/Input',
  component: Input,
  args: { id: 'input-company', disabled: false },
  decorators: [
    (Story) => (
      <Field>
        <Story />
      </Field>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

const Field = styled.div`
  display: grid;
  gap: var(--space-2);
  max-width: 20rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--color-destructive-text);
  font-size: var(--font-size-sm);
`;

/** With its label; typing shows up in the field. */
export const Default: Story = {
  render: (args) => (
    <>
      <Label htmlFor={args.id}>Firmenname</Label>
      <Input {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Firmenname' });
    await userEvent.type(input, 'Müller Maschinenbau');
    await expect(input).toHaveValue('Müller Maschinenbau');
  },
};

export const Placeholder: Story = {
  args: { placeholder: 'z. B. Müller Maschinenbau', 'aria-label': 'Firmenname' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Firmenname' });
    await expect(input).toHaveAttribute('placeholder', 'z. B. Müller Maschinenbau');
    await expect(input).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Müller Maschinenbau' },
  render: (args) => (
    <>
      <Label htmlFor={args.id}>Firmenname</Label>
      <Input {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Firmenname' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Müller Maschinenbau');
  },
};

/** `aria-invalid` gives the red border; the error text is the field's description. */
export const Invalid: Story = {
  args: {
    type: 'email',
    defaultValue: 'max@',
    'aria-invalid': true,
    'aria-describedby': 'input-email-error',
  },
  render: (args) => (
    <>
      <Label htmlFor={args.id}>E-Mail-Adresse</Label>
      <Input {...args} />
      <ErrorText id="input-email-error">Bitte gib eine gültige E-Mail-Adresse ein.</ErrorText>
    </>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
  },
};

export const Search: Story = {
  args: { type: 'search', placeholder: 'Leads durchsuchen…', 'aria-label': 'Leads durchsuchen' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Leads durchsuchen' });
    await userEvent.type(input, 'Hofmann');
    await expect(input).toHaveValue('Hofmann');
  },
};
