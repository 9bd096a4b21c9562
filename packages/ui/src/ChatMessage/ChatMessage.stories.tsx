import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, RefreshCw } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ChatBranchSwitcher,
  ChatMessage,
  ChatMessageAction,
  type ChatMessageProps,
} from './ChatMessage';

const QUESTION =
  'Schreib mir eine kurze Nachfass-Mail an Sophie Winter.\nSie wollte das Angebot bis Freitag prüfen.';

const ANSWER = `# Entwurf

Hallo Frau Winter,

vielen Dank für das angenehme Gespräch am Dienstag. Wie besprochen finden Sie das Angebot im Anhang:

- **Paket Team** für 20 Nutzer
- Einrichtung und Schulung inklusive

Passt Ihnen ein kurzer Anruf am Freitag um 10 Uhr?`;

const PARTIAL = `# Entwurf

Hallo Frau Winter,

vielen Dank für das angenehme Gespräch am Dienstag. Wie **besprochen finden`;

/** The chat column's width. */
function Column(props: ChatMessageProps) {
  return (
    <div style={{ maxWidth: '40rem' }}>
      <ChatMessage {...props} />
    </div>
  );
}

const handleCopy = fn();
const handleRegenerate = fn();

const meta = {
  title: 'UI/AI/ChatMessage',
  component: ChatMessage,
  args: { role: 'assistant', text: ANSWER, status: 'done' },
  argTypes: {
    role: { control: 'inline-radio', options: ['user', 'assistant'] },
    status: { control: 'inline-radio', options: ['done', 'streaming', 'failed', 'stopped'] },
    children: { control: false },
    actions: { control: false },
    footer: { control: false },
  },
  render: (args) => <Column {...args} />,
} satisfies Meta<typeof ChatMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's question: right, in a tinted bubble, line breaks as typed. */
export const User: Story = {
  args: { role: 'user', text: QUESTION },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'Nachricht von Du' });
    await expect(message).toHaveAttribute('data-role', 'user');
    await expect(getComputedStyle(message).justifyItems).toBe('end');
    const text = within(message).getByText(/Sie wollte das Angebot/);
    await expect(text).toHaveTextContent(QUESTION, { normalizeWhitespace: false });
    await expect(message).toHaveTextContent(/^Du:/);
  },
};

/** The assistant's answer: full width, no bubble, Markdown with its heading under the page's. */
export const Assistant: Story = {
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'Antwort des Assistenten' });
    await expect(message).toHaveAttribute('data-role', 'assistant');
    await expect(message).toHaveAttribute('data-status', 'done');
    await expect(within(message).getByRole('heading', { level: 3, name: 'Entwurf' })).toBeVisible();
    await expect(within(message).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(message).queryByRole('toolbar')).toBeNull();
  },
};

/** Being written: the open bold marker is closed for display; dots show that more is coming. */
export const Streaming: Story = {
  args: { text: PARTIAL, status: 'streaming' },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'Antwort des Assistenten' });
    await expect(message).toHaveAttribute('data-status', 'streaming');
    await expect(within(message).getByText('besprochen finden').tagName).toBe('STRONG');
    await expect(within(message).getByText('Antwort wird geschrieben …')).toBeInTheDocument();
    await expect(message.querySelector('[data-slot="chat-message-typing"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** Waiting for the first words: only the dots. */
export const Waiting: Story = {
  args: { text: '', status: 'streaming' },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'Antwort des Assistenten' });
    await expect(message.querySelector('[data-slot="chat-message-content"]')).toBeNull();
    await expect(within(message).getByText('Antwort wird geschrieben …')).toBeInTheDocument();
  },
};

/** The answer broke off: what arrived stays, the failure is said in the danger colour. */
export const Failed: Story = {
  args: { text: PARTIAL, status: 'failed' },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'Antwort des Assistenten' });
    const failure = within(message).getByText('Die Antwort ist fehlgeschlagen.');
    await expect(failure).toBeVisible();
    await expect(failure).toHaveAttribute('data-status', 'failed');
    await expect(within(message).queryByText('Antwort wird geschrieben …')).toBeNull();
  },
};

/** Stopped by the user: what arrived stays (the open marker closed), 'Angehalten.' muted. */
export const Stopped: Story = {
  args: { text: PARTIAL, status: 'stopped' },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'Antwort des Assistenten' });
    await expect(message).toHaveAttribute('data-status', 'stopped');
    await expect(within(message).getByText('Angehalten.')).toBeVisible();
    await expect(within(message).getByText('besprochen finden').tagName).toBe('STRONG');
    await expect(within(message).queryByText('Antwort wird geschrieben …')).toBeNull();
  },
};

/** With copy and regenerate: one toolbar, one tab stop, arrow keys between its buttons. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <ChatMessageAction label="Kopieren" icon={Copy} onClick={handleCopy} />
        <ChatMessageAction label="Neu generieren" icon={RefreshCw} onClick={handleRegenerate} />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Aktionen zur Nachricht' });
    const copy = within(toolbar).getByRole('button', { name: 'Kopieren' });
    const regenerate = within(toolbar).getByRole('button', { name: 'Neu generieren' });

    await userEvent.click(copy);
    await expect(handleCopy).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(regenerate).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(handleRegenerate).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Escape}');
    regenerate.blur();
  },
};

const VERSIONS = [
  'Hallo Frau Winter,\n\ndanke für Ihre Zeit am Dienstag. Das Angebot hängt an.',
  ANSWER,
];

function Versions(props: ChatMessageProps) {
  const [index, setIndex] = useState(VERSIONS.length);
  return (
    <Column
      {...props}
      text={VERSIONS[index - 1]}
      footer={
        <ChatBranchSwitcher
          index={index}
          count={VERSIONS.length}
          onPrevious={() => setIndex(index - 1)}
          onNext={() => setIndex(index + 1)}
        />
      }
    />
  );
}

/** A regenerated answer: 'Version 2 von 2', the buttons step through the versions. */
export const WithBranchSwitcher: Story = {
  render: (args) => <Versions {...args} />,
  play: async ({ canvas }) => {
    const versions = canvas.getByRole('group', { name: 'Versionen der Antwort' });
    await expect(versions).toHaveTextContent('Version 2 von 2');
    const next = within(versions).getByRole('button', { name: 'Nächste Version' });
    const previous = within(versions).getByRole('button', { name: 'Vorherige Version' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(previous);
    await expect(versions).toHaveTextContent('Version 1 von 2');
    await expect(canvas.getByText(/danke für Ihre Zeit am Dienstag/)).toBeVisible();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    // At the first version the button stays focusable and does nothing.
    await userEvent.click(previous);
    await expect(versions).toHaveTextContent('Version 1 von 2');

    await userEvent.click(next);
    await expect(versions).toHaveTextContent('Version 2 von 2');
    next.blur();
  },
};
