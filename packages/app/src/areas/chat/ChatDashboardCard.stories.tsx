import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AI_EMPLOYEES_ONLY } from '@sprint/server/ai';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { requestRecorder } from '../../testing/requestRecorder';
import { CHATS, aiServer } from './chatFixtures';
import { ChatDashboardCard } from './ChatDashboardCard';

const servers = {
  default: aiServer(),
  empty: aiServer({ chats: [] }),
  // The server's view of someone who is no longer one of the provider's employees.
  refusing: aiServer({ viewer: { ourEmployee: false, role: 'user' } }),
};

const meta = {
  title: 'Pages/AI/Dashboard-Karte',
  decorators: [withPublicProviders],
  // One of the provider's employees: the AI chats are theirs (spec §6).
  args: {
    databaseUser: { ...sessionUserFixture, ourEmployee: true },
    customer: sessionCustomerFixture,
  },
  beforeEach: () => {
    for (const each of Object.values(servers)) each.reset();
  },
  parameters: {
    route: { path: '/app/dashboard', url: '/app/dashboard' },
    msw: servers.default,
  },
  render: () => <ChatDashboardCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

const card = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'AI-Assistenten' }));

/**
 * The five latest conversations of any assistant, each a link into its chat, and today's
 * requests of the quota in the Vorlagen-Modus.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'AI-Assistenten' }));
    const items = list.getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Schreib einen Beitrag über unseren größten Kundenerfolg.',
      'Plane meine Beiträge für die nächsten zwei Wochen.',
      'Wie strukturiere ich ein Erstgespräch in 20 Minuten?',
      '„Das ist uns gerade zu teuer.“',
      'Ein Beitrag mit drei Tipps für bessere Erstgespräche.',
    ]);
    await expect(items[0]).toHaveTextContent('Postgenerator · vor 18 Std');
    await expect(items[1]).toHaveTextContent('Content-Kalender');
    await expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/app/chat?category=content-kalender&chat=${CHATS.calendar}`,
    );
    await expect(
      await card(canvas).findByText('Heute 12 von 100 Anfragen genutzt · Vorlagen-Modus'),
    ).toBeVisible();
    await expect(card(canvas).getByRole('link', { name: 'Neuer Chat' })).toHaveAttribute(
      'href',
      '/app/chat',
    );
  },
};

/** No conversations yet: the card suggests the first one. */
export const Empty: Story = {
  parameters: { msw: servers.empty },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Noch keine Unterhaltungen. Frag den Postgenerator nach deinem nächsten Beitrag.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(
      await canvas.findByText('Heute 12 von 100 Anfragen genutzt · Vorlagen-Modus'),
    ).toBeVisible();
  },
};

/** Records what the card asks, for the card that should ask nothing. */
const recorder = requestRecorder();

/** A customer's staff member has no AI chats (spec §6): no card, and nothing asked. */
export const NoAccess: Story = {
  args: { databaseUser: sessionUserFixture },
  parameters: { msw: recorder.handlers },
  beforeEach: recorder.reset,
  play: async ({ canvas }) => {
    await recorder.expectNothingAsked();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/**
 * The session says employee, the server refuses all the same (no longer one): the card says why
 * in the server's words, without a retry and without the quota.
 */
export const RefusedMeanwhile: Story = {
  parameters: { msw: servers.refusing },
  play: async ({ canvas }) => {
    const refusal = within(
      await canvas.findByRole('region', { name: 'Kein Zugriff auf die AI-Chats' }),
    );
    await expect(refusal.getByText(AI_EMPLOYEES_ONLY)).toBeVisible();
    await expect(refusal.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/Anfragen genutzt/)).toBeNull();
  },
};
