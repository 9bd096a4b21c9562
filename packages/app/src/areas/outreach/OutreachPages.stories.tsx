import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterOutputs } from '../../api/types';
import {
  NO_COMPANY_ACCESS,
  sessionCustomerFixture,
  sessionUserFixture,
  trpcQueries,
  trpcQueryHandler,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { Component as InboxPage } from './InboxPage';
import { Component as OutreachPage } from './OutreachPage';
import { expectNoAccess } from '../../testing/pageStates';

type Conversations = RouterOutputs['socialLinkedin']['conversations'];
type Conversation = RouterOutputs['socialLinkedin']['conversation'];
type Accounts = RouterOutputs['socialLinkedin']['accounts'];

const SOPHIE = '7d1f0c2a-5b3e-4a6f-9c8d-1e2f3a4b5c6d';
const LUKAS = '8e2a1d3b-6c4f-4b7a-8d9e-2f3a4b5c6d7e';

const sophieThread = {
  id: SOPHIE,
  linkedinUserId: 'ACoAAB-nordlicht',
  conversationId: 'thread-1',
  participantName: 'Sophie Winter',
  participantProfileUrl: 'https://www.linkedin.com/in/sophie-winter',
  lastMessageAt: new Date(2026, 10, 20, 10, 5),
  hasDetails: true,
};

const conversations: Conversations = [
  {
    ...sophieThread,
    syncedAt: new Date(2026, 10, 20, 10, 6),
    messageCount: 2,
    preview: { sender: 'Ich', text: 'Gern! Darf ich Ihnen kurz unser Angebot zeigen?' },
  },
  {
    id: LUKAS,
    linkedinUserId: 'ACoAAB-nordlicht',
    conversationId: 'thread-2',
    participantName: null,
    participantProfileUrl: null,
    lastMessageAt: new Date(2026, 10, 17, 9, 0),
    hasDetails: false,
    syncedAt: new Date(2026, 10, 20, 10, 6),
    messageCount: 0,
    preview: null,
  },
];

const sophie: Conversation = {
  ...sophieThread,
  messages: [
    {
      sender: 'Sophie Winter',
      text: 'Danke für die Vernetzung!',
      sentAt: new Date(2026, 10, 20, 9, 50),
    },
    {
      sender: 'Ich',
      text: 'Gern! Darf ich Ihnen kurz unser Angebot zeigen?',
      sentAt: new Date(2026, 10, 20, 10, 5),
    },
  ],
};

const accounts: Accounts = [
  {
    linkedinUserId: 'ACoAAB-nordlicht',
    latestSyncTimestamp: new Date(2026, 10, 20, 10, 6).getTime(),
    conversationCount: 42,
    conversationsWithDetails: 30,
    conversationsWithoutDetails: 12,
  },
];

const signedIn: PublicStoryArgs = {
  databaseUser: sessionUserFixture,
  customer: sessionCustomerFixture,
};

const meta = {
  title: 'Pages/Outreach',
  decorators: [withPublicProviders],
  args: signedIn,
  parameters: {
    layout: 'fullscreen',
    msw: [
      trpcQueryHandler('socialLinkedin.conversations', () => conversations),
      trpcQueryHandler('socialLinkedin.conversation', () => sophie),
      trpcQueryHandler('socialLinkedin.accounts', () => accounts),
      // The thread's CRM actions (InboxPage.stories.tsx shows them in detail).
      trpcQueryHandler('crm.leads.byConversation', () => []),
    ],
  },
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const inbox = (url: string) => ({ route: { path: '/app/outreach/inbox', url } });

/** The LinkedIn inbox: newest first, with preview, time and how much is synced. */
export const InboxLinkedIn: Story = {
  render: () => <InboxPage />,
  parameters: inbox('/app/outreach/inbox?channel=linkedin'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Unterhaltungen' });
    const items = within(list).getAllByRole('link');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Sophie Winter');
    await expect(items[0]).toHaveTextContent('Mit Verlauf');
    await expect(items[1]).toHaveTextContent('Unbekannter Kontakt');
    await expect(items[1]).toHaveTextContent('Noch keine Nachrichten geladen');
    await expect(canvas.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Wähle links eine Unterhaltung aus.')).toBeVisible();
  },
};

/** A conversation opened: its messages, oldest first, and the profile link. */
export const InboxConversation: Story = {
  render: () => <InboxPage />,
  parameters: inbox('/app/outreach/inbox?channel=linkedin'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Unterhaltungen' });
    await userEvent.click(within(list).getAllByRole('link')[0] as HTMLElement);
    const messages = await canvas.findByRole('list', { name: 'Nachrichten' });
    const items = within(messages).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Danke für die Vernetzung!');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sophie Winter' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /LinkedIn-Profil öffnen/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/sophie-winter',
    );
  },
};

/** Nothing synced yet: how to get conversations in. */
export const InboxEmpty: Story = {
  render: () => <InboxPage />,
  parameters: {
    ...inbox('/app/outreach/inbox?channel=linkedin'),
    msw: [trpcQueryHandler('socialLinkedin.conversations', () => [])],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Keine Unterhaltungen')).toBeVisible();
    await expect(canvas.getByText(/Sprint-Browsererweiterung/)).toBeVisible();
  },
};

/** Instagram has no data source yet. */
export const InboxInstagram: Story = {
  render: () => <InboxPage />,
  parameters: inbox('/app/outreach/inbox?channel=instagram'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Für Instagram sind noch keine Unterhaltungen verbunden.'),
    ).toBeVisible();
  },
};

/** While the list loads. */
export const InboxLoading: Story = {
  render: () => <InboxPage />,
  parameters: {
    ...inbox('/app/outreach/inbox?channel=linkedin'),
    msw: [http.get(`${TRPC_PATH}/socialLinkedin.conversations`, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: 'Unterhaltungen werden geladen' }),
    ).toBeVisible();
  },
};

/** Tracking: per LinkedIn account the four sync counters and the last sync. */
export const Tracking: Story = {
  render: () => <OutreachPage />,
  parameters: { route: { path: '/app/outreach', url: '/app/outreach' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'LinkedIn-Konten' });
    await expect(within(table).getByRole('rowheader')).toHaveTextContent('ACoAAB-nordlicht');
    const cells = await within(table).findAllByRole('gridcell');
    await expect(cells.map((cell) => cell.textContent)).toEqual([
      '42',
      '30',
      '12',
      '20.11.2026 10:06',
    ]);
  },
};

/** Tracking before the extension has synced anything. */
export const TrackingEmpty: Story = {
  render: () => <OutreachPage />,
  parameters: {
    route: { path: '/app/outreach', url: '/app/outreach' },
    msw: [trpcQueryHandler('socialLinkedin.accounts', () => [])],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Noch keine LinkedIn-Daten')).toBeVisible();
  },
};

/**
 * The server refuses the inbox (no longer a member): its reason and the way back instead of the
 * channels and conversations, and no retry.
 */
export const InboxNoAccess: Story = {
  render: () => <InboxPage />,
  parameters: {
    ...inbox('/app/outreach/inbox?channel=linkedin'),
    msw: [trpcQueries({ 'socialLinkedin.conversations': { fail: NO_COMPANY_ACCESS } })],
  },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Inbox', NO_COMPANY_ACCESS.message);
    await expect(canvas.queryByRole('navigation', { name: 'Kanäle' })).toBeNull();
  },
};

/** The server refuses the tracking (no longer a member): its reason and the way back, no retry. */
export const TrackingNoAccess: Story = {
  render: () => <OutreachPage />,
  parameters: {
    route: { path: '/app/outreach', url: '/app/outreach' },
    msw: [trpcQueries({ 'socialLinkedin.accounts': { fail: NO_COMPANY_ACCESS } })],
  },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'Outreach', NO_COMPANY_ACCESS.message);
  },
};
