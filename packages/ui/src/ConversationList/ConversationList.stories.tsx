import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { ConversationList, ConversationListItem } from './ConversationList';

type Conversation = {
  id: string;
  name: string;
  time?: string;
  dateTime?: string;
  preview: string;
  synced: boolean;
};

const conversations: Conversation[] = [
  {
    id: '1',
    name: 'Sophie Winter',
    time: 'vor 25 Min',
    dateTime: '2026-11-20T09:05:00.000Z',
    preview: 'Sophie Winter: Danke für die Vernetzung!',
    synced: true,
  },
  {
    id: '2',
    name: 'Dr. Katrin Wolff-Hagenbeck, Leiterin Einkauf und Logistik',
    time: 'vor 3 Std',
    dateTime: '2026-11-20T06:30:00.000Z',
    preview: 'Du: Gern schicke ich Ihnen die Unterlagen zum Rahmenvertrag bis Freitag zu.',
    synced: true,
  },
  {
    id: '3',
    name: 'Unbekannter Kontakt',
    preview: 'Noch keine Nachrichten geladen',
    synced: false,
  },
];

function Inbox({ current }: { current?: string }) {
  return (
    <div style={{ maxWidth: '22rem' }}>
      <ConversationList aria-label="Unterhaltungen">
        {conversations.map((conversation) => (
          <ConversationListItem
            key={conversation.id}
            href={`/app/outreach/inbox?conversation=${conversation.id}`}
            current={conversation.id === current}
            name={conversation.name}
            time={conversation.time}
            dateTime={conversation.dateTime}
            preview={conversation.preview}
          >
            <Badge variant={conversation.synced ? 'secondary' : 'outline'}>
              {conversation.synced ? 'Mit Verlauf' : 'Nur Übersicht'}
            </Badge>
          </ConversationListItem>
        ))}
      </ConversationList>
    </div>
  );
}

const meta = {
  title: 'UI/Data Display/ConversationList',
  component: ConversationList,
  render: () => <Inbox />,
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An inbox, newest first: who, when, the last message; long names and messages are cut. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Unterhaltungen' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveTextContent('Sophie Winter');
    await expect(links[0]).toHaveAttribute('href', '/app/outreach/inbox?conversation=1');
    await expect(within(links[0] as HTMLElement).getByText('vor 25 Min').tagName).toBe('TIME');
    await expect(links[2]).toHaveTextContent('Nur Übersicht');
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
  },
};

/** The conversation open beside the list: highlighted, with a bar at its start. */
export const Current: Story = {
  render: () => <Inbox current="1" />,
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: /^Sophie Winter/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: /^Unbekannter Kontakt/ })).not.toHaveAttribute(
      'aria-current',
    );
  },
};
