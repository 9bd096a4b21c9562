import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { RoleBadge } from '../RoleBadge';
import { Note } from './Note';

/** About as wide as the sign-in card. */
const Narrow = styled.div`
  display: grid;
  gap: var(--space-4);
  max-width: 26rem;
`;

const meta = {
  title: 'UI/Feedback/Note',
  component: Note,
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  args: {
    children: <p>Nach der Anmeldung nimmst du die Einladung an und trittst dem Unternehmen bei.</p>,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Note>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One sentence: what happens after signing in with an invitation. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/nimmst du die Einladung an/)).toBeVisible();
  },
};

/** Several paragraphs, 0.5rem apart, with a badge in the text: the invitation on the sign-up page. */
export const SeveralLines: Story = {
  args: {
    children: (
      <>
        <p>
          Dein Konto wird dem Unternehmen <strong>Nordlicht Vertrieb GmbH</strong> zugeordnet.
        </p>
        <p>
          Deine Rolle: <RoleBadge role="admin" />
        </p>
        <p>Sie gilt nur für die E-Mail-Adresse, an die sie geschickt wurde.</p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nordlicht Vertrieb GmbH')).toBeVisible();
    await expect(canvas.getByText('Administrator')).toBeVisible();
  },
};

function SendDemo() {
  const [sent, setSent] = useState(false);
  return (
    <>
      <Note role="status">
        <p>
          {sent
            ? 'Wir haben einen Bestätigungslink an anna@beispiel.de geschickt.'
            : 'Bestätige anna@beispiel.de über den Link, den wir dir schicken.'}
        </p>
      </Note>
      <Button variant="outline" onClick={() => setSent(true)}>
        Link senden
      </Button>
    </>
  );
}

/** `role="status"`: a note that changes while the page is open is read out politely. */
export const AsStatus: Story = {
  render: () => <SendDemo />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Bestätige anna@beispiel.de');
    await userEvent.click(canvas.getByRole('button', { name: 'Link senden' }));
    await expect(status).toHaveTextContent('Wir haben einen Bestätigungslink');
  },
};
