import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { TextField } from './TextField';

const Frame = styled.div`
  max-width: 20rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  decorators: [framed],
  args: { label: 'Firmenname', name: 'company', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input; typing shows up in it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Firmenname' });
    await userEvent.type(input, 'Müller Maschinenbau');
    await expect(input).toHaveValue('Müller Maschinenbau');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithDescription: Story = {
  args: { description: 'So, wie er im Handelsregister steht.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Firmenname' });
    await expect(input).toHaveAccessibleDescription('So, wie er im Handelsregister steht.');
  },
};

/** The error under the field is its description; the field is marked invalid. */
export const WithError: Story = {
  args: {
    label: 'E-Mail-Adresse',
    name: 'email',
    type: 'email',
    defaultValue: 'max@',
    error: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Bitte gib eine gültige E-Mail-Adresse ein.'),
    );
    await userEvent.type(input, 'mustermann.de');
    await expect(input).toHaveValue('max@mustermann.de');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is for the eye; the name stays 'Firmenname'.
    const input = canvas.getByRole('textbox', { name: 'Firmenname' });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Müller Maschinenbau' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Firmenname' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Müller Maschinenbau');
  },
};

/** A new password with its rule as a hint, read when the field is focused. */
export const Password: Story = {
  args: {
    label: 'Neues Passwort',
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    minLength: 12,
    description: 'Mindestens 12 Zeichen.',
  },
  play: async ({ canvas }) => {
    // Password inputs have no role; the label still finds them.
    const input = canvas.getByLabelText('Neues Passwort');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Mindestens 12 Zeichen.');
    await userEvent.type(input, 'geheim-und-lang');
    await expect(input).toHaveValue('geheim-und-lang');
  },
};

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
  justify-items: start;

  & > [data-slot='text-field'] {
    justify-self: stretch;
  }
`;

const onSubmit = fn();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Several fields; submitting with a bad address shows the error under that field. */
function ContactForm() {
  const [emailError, setEmailError] = useState<string | null>(null);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email'));
    if (!EMAIL.test(email)) {
      setEmailError('Bitte gib eine gültige E-Mail-Adresse ein.');
      return;
    }
    setEmailError(null);
    onSubmit(Object.fromEntries(data));
  };
  return (
    <Form aria-label="Ansprechpartner anlegen" noValidate onSubmit={handleSubmit}>
      <TextField label="Name" name="name" autoComplete="name" required />
      <TextField
        label="E-Mail-Adresse"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={emailError}
      />
      <TextField
        label="Telefon"
        name="phone"
        type="tel"
        autoComplete="tel"
        description="Mit Landesvorwahl, z. B. +49 30 123456."
      />
      <Button type="submit">Speichern</Button>
    </Form>
  );
}

export const SmallForm: Story = {
  beforeEach: () => onSubmit.mockClear(),
  render: () => <ContactForm />,
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Ansprechpartner anlegen' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Jana Beispiel');
    const email = form.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(email, 'jana@');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(email, 'beispiel.de');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(onSubmit).toHaveBeenCalledWith({
      name: 'Jana Beispiel',
      email: 'jana@beispiel.de',
      phone: '',
    });
  },
};
