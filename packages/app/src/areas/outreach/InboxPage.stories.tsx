import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { RouterOutputs } from '../../api/types';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  trpcQueries,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
// Story data only: the CRM's in-memory server answers the thread's lead procedures.
import { CONVERSATION_ID, LEAD_ID, NEW_LEAD_ID, leadServer } from '../crm/leadPageFixtures';
import { Component as InboxPage } from './InboxPage';

type Conversations = RouterOutputs['socialLinkedin']['conversations'];
type Conversation = RouterOutputs['socialLinkedin']['conversation'];

const thread = {
  id: CONVERSATION_ID,
  linkedinUserId: 'ACoAAB-nordlicht',
  conversationId: 'thread-1',
  participantName: 'Sophie Winter',
  participantProfileUrl: 'https://www.linkedin.com/in/sophie-winter',
  lastMessageAt: new Date(2026, 10, 20, 10, 5),
  hasDetails: true,
};

const conversations: Conversations = [
  {
    ...thread,
    syncedAt: new Date(2026, 10, 20, 10, 6),
    messageCount: 1,
    preview: { sender: 'Sophie Winter', text: 'Danke für die Vernetzung!' },
  },
];

const conversation: Conversation = {
  ...thread,
  messages: [
    {
      sender: 'Sophie Winter',
      text: 'Danke für die Vernetzung!',
      sentAt: new Date(2026, 10, 20, 9, 50),
    },
  ],
};

const linkedin = trpcQueries({
  'socialLinkedin.conversations': () => conversations,
  'socialLinkedin.conversation': () => conversation,
});

const onMutation = fn();
const server = leadServer({ onMutation });
const linkedServer = leadServer({ linkedToConversation: true });

const meta = {
  title: 'Pages/Outreach/Inbox/Lead',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  beforeEach: () => {
    onMutation.mockClear();
    server.reset();
    linkedServer.reset();
  },
  parameters: {
    layout: 'fullscreen',
    route: {
      path: '/app/outreach/inbox',
      url: `/app/outreach/inbox?channel=linkedin&conversation=${CONVERSATION_ID}`,
    },
    msw: [linkedin, ...server],
  },
  render: () => <InboxPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** A thread without a lead: 'Lead anlegen' and 'Mit Lead verknüpfen'. */
export const NotLinked: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Lead anlegen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mit Lead verknüpfen' })).toBeVisible();
  },
};

/** A thread linked to a lead: the lead with its status, a link to its page. */
export const Linked: Story = {
  parameters: { msw: [linkedin, ...linkedServer] },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Alpenblick Logistik GmbH' });
    await expect(link).toHaveAttribute('href', `/app/crm/leads/${LEAD_ID}`);
    await expect(canvas.getByText('Qualifiziert')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Lead anlegen' })).not.toBeInTheDocument();
  },
};

/** 'Lead anlegen' from the participant: prefilled, created, then linked to the thread. */
export const CreateLead: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lead anlegen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Neuer Lead' }));
    await expect(dialog.getByRole('textbox', { name: 'Ansprechpartner' })).toHaveValue(
      'Sophie Winter',
    );
    await expect(dialog.getByRole('combobox', { name: 'Quelle' })).toHaveTextContent('LinkedIn');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Unternehmen' }), 'Winter Consulting');
    await userEvent.click(dialog.getByRole('button', { name: 'Lead anlegen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'crm.leads.create',
        expect.objectContaining({
          companyName: 'Winter Consulting',
          contactName: 'Sophie Winter',
          linkedinUrl: 'https://www.linkedin.com/in/sophie-winter',
          source: 'linkedin',
        }),
      ),
    );
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('crm.leads.linkConversation', {
        leadId: NEW_LEAD_ID,
        conversationId: CONVERSATION_ID,
      }),
    );
    await expect(await canvas.findByRole('link', { name: 'Winter Consulting' })).toHaveAttribute(
      'href',
      `/app/crm/leads/${NEW_LEAD_ID}`,
    );
  },
};

/** 'Mit Lead verknüpfen': search, pick by keyboard, linked. */
export const LinkExisting: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mit Lead verknüpfen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mit Lead verknüpfen' }));
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Lead suchen' }), 'alpen');
    await waitFor(() =>
      expect(dialog.getAllByRole('button', { name: /verknüpfen$/ })).toHaveLength(1),
    );
    dialog.getByRole('button', { name: 'Alpenblick Logistik GmbH verknüpfen' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('crm.leads.linkConversation', {
        leadId: LEAD_ID,
        conversationId: CONVERSATION_ID,
      }),
    );
    await expect(
      await canvas.findByRole('link', { name: 'Alpenblick Logistik GmbH' }),
    ).toBeVisible();
  },
};
