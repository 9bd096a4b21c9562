import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Alert, type AlertVariant } from './Alert';

const Frame = styled.div`
  display: grid;
  gap: var(--space-4);
  max-width: 24rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const REFUSAL = 'Diese E-Mail-Adresse ist bereits vergeben.';

const meta = {
  title: 'UI/Feedback/Alert',
  component: Alert,
  decorators: [framed],
  args: { message: REFUSAL, variant: 'destructive' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['destructive', 'warning', 'info', 'success'],
    },
    message: { control: 'text' },
    title: { control: 'text' },
    role: { control: 'inline-radio', options: [undefined, 'alert', 'status'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refused request: the server's reason in red, announced at once. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(REFUSAL);
    await expect(canvas.getByText(REFUSAL)).toBeVisible();
    const root = canvasElement.querySelector('[data-slot="alert"]');
    await expect(root).toHaveAttribute('data-variant', 'destructive');
  },
};

/** No message: the live region is there and empty, nothing is shown. */
export const Empty: Story = {
  args: { message: null },
  render: (args) => (
    <>
      <Alert {...args} />
      <Button>Speichern</Button>
    </>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('alert');
    await expect(region).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toBeVisible();
  },
};

function SignInDemo() {
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError('E-Mail-Adresse oder Passwort ist falsch.');
      }}
    >
      <Frame>
        <TextField label="E-Mail-Adresse" type="email" defaultValue="anna@beispiel.de" />
        <Alert message={error} />
        <Button type="submit">Anmelden</Button>
      </Frame>
    </form>
  );
}

/**
 * The message arrives after a failed submit. The region was mounted before, so screen readers
 * announce the text that appears in it.
 */
export const MessageAppears: Story = {
  render: () => <SignInDemo />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('alert');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect(region).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.'),
    );
    // The same element: a region inserted with its text is often not announced.
    await expect(canvas.getByRole('alert')).toBe(region);
  },
};

/** A bold first line, the details under it. */
export const WithTitle: Story = {
  args: {
    title: 'Import abgebrochen',
    message: 'Die Datei enthält keine Spalte „E-Mail“. Bitte ordne die Spalten neu zu.',
  },
  play: async ({ canvas }) => {
    const region = within(canvas.getByRole('alert'));
    await expect(region.getByText('Import abgebrochen')).toBeVisible();
    await expect(region.getByText(/keine Spalte „E-Mail“/)).toBeVisible();
  },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    message: '3 Zeilen ohne Firmennamen werden übersprungen.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '3 Zeilen ohne Firmennamen werden übersprungen.',
    );
  },
};

/** Info and success are polite (`role="status"`): read when the screen reader is idle. */
export const Info: Story = {
  args: {
    variant: 'info',
    message: 'Änderungen an der Vorlage gelten für neue Sequenzen.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Änderungen an der Vorlage gelten für neue Sequenzen.',
    );
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    message: 'Dein Passwort wurde geändert.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Dein Passwort wurde geändert.');
  },
};

const variants: AlertVariant[] = ['destructive', 'warning', 'info', 'success'];

/** Every variant, without and with a title. */
export const Catalog: Story = {
  render: () => (
    <>
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} message={`Hinweis in der Variante ${variant}.`} />
      ))}
      {variants.map((variant) => (
        <Alert
          key={`${variant}-title`}
          variant={variant}
          title={`Titel (${variant})`}
          message="Eine zweite Zeile mit den Einzelheiten."
        />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(4);
    await expect(canvas.getAllByRole('status')).toHaveLength(4);
  },
};
