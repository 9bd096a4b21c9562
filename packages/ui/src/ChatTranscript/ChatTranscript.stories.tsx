import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageSquare } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ChatMessage, type ChatMessageStatus } from '../ChatMessage';
import { EmptyState } from '../EmptyState';
import { ChatTranscript, type ChatTranscriptProps } from './ChatTranscript';

type Message = { id: string; role: 'user' | 'assistant'; text: string; status?: ChatMessageStatus };

const CONVERSATION: Message[] = [
  { id: '1', role: 'user', text: 'Welche Leads sollte ich diese Woche zuerst anrufen?' },
  {
    id: '2',
    role: 'assistant',
    text: `Nach Status und letztem Kontakt diese drei:

1. **Alpenblick Logistik** – das Angebot liegt seit Dienstag vor, Sophie Winter wollte bis Freitag entscheiden.
2. **Nordlicht Vertrieb** – in Verhandlung, der letzte Anruf ist zwei Wochen her.
3. **Bergwerk Software** – neu, hat die Preisseite dreimal besucht.

Soll ich für Alpenblick eine Nachfass-Mail entwerfen?`,
  },
  { id: '3', role: 'user', text: 'Ja, bitte. Kurz und freundlich.' },
  {
    id: '4',
    role: 'assistant',
    text: `Hallo Frau Winter,

vielen Dank für das angenehme Gespräch am Dienstag. Wie besprochen finden Sie das Angebot im Anhang. Passt Ihnen ein kurzer Anruf am Freitag um 10 Uhr, um offene Fragen zu klären?

Viele Grüße
Anna Berger`,
  },
];

const STREAMED_ANSWER = `Gern, hier sind drei Betreffzeilen zur Auswahl:

- Ihr Angebot von Sprint – kurze Rückfrage
- Alpenblick & Sprint: nächster Schritt?
- Termin am Freitag um 10 Uhr?

Die zweite wirkt am persönlichsten, weil sie beide Firmen nennt und eine Frage stellt. Wenn du magst, passe ich den Text der Mail noch an den Ton der bisherigen Nachrichten an und **kürze ihn`;

/** The chat screen's column: a fixed height, the transcript fills it. */
function Screen({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: '22rem',
        maxWidth: '40rem',
        border: '1px solid var(--color-border)',
        borderRadius: 'var(--radius-lg)',
        overflow: 'hidden',
      }}
    >
      {children}
    </div>
  );
}

function Messages({ messages }: { messages: Message[] }) {
  return messages.map((message) => (
    <ChatMessage key={message.id} role={message.role} text={message.text} status={message.status} />
  ));
}

/** The last answer arrives a few characters at a time, then rests still streaming. */
function StreamingConversation(props: Omit<ChatTranscriptProps, 'children'>) {
  const [length, setLength] = useState(0);
  useEffect(() => {
    if (length >= STREAMED_ANSWER.length) return;
    const timer = setTimeout(() => setLength((current) => current + 6), 20);
    return () => clearTimeout(timer);
  }, [length]);
  return (
    <Screen>
      <ChatTranscript {...props}>
        <Messages messages={CONVERSATION.slice(0, 2)} />
        <ChatMessage role="user" text="Schlag mir Betreffzeilen für die Mail vor." />
        <ChatMessage role="assistant" text={STREAMED_ANSWER.slice(0, length)} status="streaming" />
      </ChatTranscript>
    </Screen>
  );
}

function distanceToEnd(log: HTMLElement): number {
  return log.scrollHeight - log.scrollTop - log.clientHeight;
}

const meta = {
  title: 'UI/AI/ChatTranscript',
  component: ChatTranscript,
  args: { 'aria-label': 'Unterhaltung mit dem Assistenten', busy: false },
  argTypes: { children: { control: false }, empty: { control: false } },
  render: (args) => (
    <Screen>
      <ChatTranscript {...args}>
        <Messages messages={CONVERSATION} />
      </ChatTranscript>
    </Screen>
  ),
} satisfies Meta<typeof ChatTranscript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No messages yet: the `empty` content, centred. */
export const Empty: Story = {
  args: {
    empty: (
      <EmptyState
        size="compact"
        headingLevel={3}
        icon={<MessageSquare aria-hidden />}
        title="Frag den Assistenten"
      >
        Er kennt deine Leads, Termine und Aufgaben.
      </EmptyState>
    ),
  },
  render: (args) => (
    <Screen>
      <ChatTranscript {...args} />
    </Screen>
  ),
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Unterhaltung mit dem Assistenten' });
    await expect(within(log).getByRole('heading', { name: 'Frag den Assistenten' })).toBeVisible();
    await expect(within(log).queryByRole('article')).toBeNull();
  },
};

/** A conversation taller than the screen opens at its end; the keyboard can scroll it. */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Unterhaltung mit dem Assistenten' });
    await expect(within(log).getAllByRole('article')).toHaveLength(4);
    await expect(log).not.toHaveAttribute('aria-busy');
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await waitFor(() => expect(distanceToEnd(log)).toBeLessThanOrEqual(4));
    await expect(canvas.queryByRole('button', { name: 'Zum Ende springen' })).toBeNull();
    await userEvent.tab();
    await expect(log).toHaveFocus();
    log.blur();
  },
};

/** An answer streams in (`busy`): the view follows it to the end. */
export const Streaming: Story = {
  args: { busy: true },
  render: (args) => <StreamingConversation {...args} />,
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Unterhaltung mit dem Assistenten' });
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await canvas.findByText('kürze ihn', { selector: 'strong' }, { timeout: 10_000 });
    await waitFor(() => expect(distanceToEnd(log)).toBeLessThanOrEqual(4));
    await expect(canvas.queryByRole('button', { name: 'Zum Ende springen' })).toBeNull();
  },
};

/**
 * Scrolled up while the answer streams: nothing moves under the reader, 'Zum Ende springen'
 * takes them back (focus waits in the log); scrolled up again, the button is back.
 */
export const ScrolledUp: Story = {
  args: { busy: true },
  render: (args) => <StreamingConversation {...args} />,
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Unterhaltung mit dem Assistenten' });
    // Taller than the screen and followed to its end, before the reader scrolls up.
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    log.scrollTop = 0;
    const jump = await canvas.findByRole('button', { name: 'Zum Ende springen' });
    await canvas.findByText('kürze ihn', { selector: 'strong' }, { timeout: 10_000 });
    // The answer grew to its end meanwhile, and the reader still reads the top.
    await expect(log.scrollTop).toBe(0);
    await expect(jump).toBeVisible();

    await userEvent.click(jump);
    await waitFor(() => expect(distanceToEnd(log)).toBeLessThanOrEqual(4));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Zum Ende springen' })).toBeNull(),
    );
    await expect(log).toHaveFocus();

    log.blur();
    log.scrollTop = 0;
    await canvas.findByRole('button', { name: 'Zum Ende springen' });
  },
};

function Sending(props: Omit<ChatTranscriptProps, 'children'>) {
  const [messages, setMessages] = useState(CONVERSATION);
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Screen>
        <ChatTranscript {...props}>
          <Messages messages={messages} />
        </ChatTranscript>
      </Screen>
      <div>
        <Button
          onClick={() =>
            setMessages([...messages, { id: '5', role: 'user', text: 'Danke, passt so.' }])
          }
        >
          Nachricht senden
        </Button>
      </div>
    </div>
  );
}

/** Scrolled up, the user sends a message: the view goes to the end, where the message is. */
export const NewMessageReturnsToEnd: Story = {
  render: (args) => <Sending {...args} />,
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Unterhaltung mit dem Assistenten' });
    await waitFor(() => expect(distanceToEnd(log)).toBeLessThanOrEqual(4));
    log.scrollTop = 0;
    await canvas.findByRole('button', { name: 'Zum Ende springen' });
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    await expect(within(log).getByText('Danke, passt so.')).toBeVisible();
    await waitFor(() => expect(distanceToEnd(log)).toBeLessThanOrEqual(4));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Zum Ende springen' })).toBeNull(),
    );
    canvas.getByRole('button', { name: 'Nachricht senden' }).blur();
  },
};
