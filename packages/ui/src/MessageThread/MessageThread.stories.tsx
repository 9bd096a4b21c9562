import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageThread, ThreadMessage, type ThreadMessageDirection } from './MessageThread';

type Message = {
  sender: string;
  time: string;
  dateTime: string;
  text: string;
  direction?: ThreadMessageDirection;
};

const thread: Message[] = [
  {
    sender: 'Sophie Winter',
    time: '20.11.2026 09:50',
    dateTime: '2026-11-20T08:50:00.000Z',
    text: 'Danke für die Vernetzung!',
    direction: 'inbound',
  },
  {
    sender: 'Anna Berger',
    time: '20.11.2026 10:02',
    dateTime: '2026-11-20T09:02:00.000Z',
    text: 'Gern! Passt Ihnen ein kurzes Gespräch nächste Woche?\nDienstag oder Mittwoch ginge bei mir.',
    direction: 'outbound',
  },
  {
    sender: 'Sophie Winter',
    time: '20.11.2026 10:15',
    dateTime: '2026-11-20T09:15:00.000Z',
    text: 'Mittwoch 14 Uhr. Unterlagen gern vorab an https://www.alpenblick-logistik.de/einkauf/anfragen/rahmenvertrag-2027',
    direction: 'inbound',
  },
];

function Thread({ messages }: { messages: Message[] }) {
  return (
    <div style={{ maxWidth: '36rem' }}>
      <MessageThread aria-label="Nachrichten">
        {messages.map((message) => (
          <ThreadMessage
            key={message.dateTime}
            sender={message.sender}
            time={message.time}
            dateTime={message.dateTime}
            direction={message.direction}
          >
            {message.text}
          </ThreadMessage>
        ))}
      </MessageThread>
    </div>
  );
}

const meta = {
  title: 'UI/Data Display/MessageThread',
  component: MessageThread,
  render: () => <Thread messages={thread.map(({ direction: _direction, ...rest }) => rest)} />,
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Direction unknown (LinkedIn names only the sender): sender and time over each text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Nachrichten' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Sophie Winter');
    await expect(items[0]).toHaveTextContent('Danke für die Vernetzung!');
    await expect(within(items[0] as HTMLElement).getByText('20.11.2026 09:50').tagName).toBe(
      'TIME',
    );
    await expect(items[0]).toHaveAttribute('data-direction', 'unknown');
  },
};

/** From the contact: a muted bubble at the start. */
export const Inbound: Story = {
  render: () => <Thread messages={thread.slice(0, 1)} />,
  play: async ({ canvas }) => {
    const message = canvas.getByRole('listitem');
    await expect(message).toHaveAttribute('data-direction', 'inbound');
    await expect(getComputedStyle(message).justifyItems).toBe('start');
  },
};

/** From us: a bubble in the primary colour at the end; line breaks are kept. */
export const Outbound: Story = {
  render: () => <Thread messages={thread.slice(1, 2)} />,
  play: async ({ canvas }) => {
    const message = canvas.getByRole('listitem');
    await expect(message).toHaveAttribute('data-direction', 'outbound');
    await expect(getComputedStyle(message).justifyItems).toBe('end');
    await expect(canvas.getByText(/Dienstag oder Mittwoch/)).toBeVisible();
  },
};

/** Both ways: a conversation reads like a chat; long addresses break instead of overflowing. */
export const Conversation: Story = {
  render: () => <Thread messages={thread} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Nachrichten' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
