import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  NO_COMPANY_ACCESS,
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { expectLoadError } from '../../testing/pageStates';
import { communityServer, standingFixture } from './communityFixtures';
import { CommunityDashboardCard } from './CommunityDashboardCard';

const meta = {
  title: 'Pages/Community/Dashboard-Karte',
  decorators: [withPublicProviders],
  // The card is everyone's: points come from trainings too, whether or not the company is admitted.
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  parameters: {
    route: { path: '/app/dashboard', url: '/app/dashboard' },
    msw: communityServer(),
  },
  render: () => <CommunityDashboardCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

/** A figure of the card by its label, once the standing is there. */
async function figure(canvas: Canvas, label: string, value: string) {
  await waitFor(() =>
    expect(within(canvas.getByRole('group', { name: label })).getByText(value)).toBeVisible(),
  );
}

/** Level 4 with 87 points, 68 to go; second in the company this week. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('region', { name: 'Mein Level' }));
    await figure(canvas, 'Punkte', '87');
    await expect(card.getByText('Level 4')).toBeInTheDocument();
    await expect(card.getByText('Noch 68 Punkte bis Level 5')).toBeVisible();
    await figure(canvas, 'Platz diese Woche', '2.');
    await expect(card.getByRole('link', { name: 'Zum Leaderboard' })).toHaveAttribute(
      'href',
      '/app/leaderboard',
    );
  },
};

/** New in the company: Level 1, the first points are near; last place this week. */
export const NewMember: Story = {
  parameters: { msw: communityServer({ standing: standingFixture(0, { weekRank: 6 }) }) },
  play: async ({ canvas }) => {
    await figure(canvas, 'Punkte', '0');
    await expect(canvas.getByText('Level 1')).toBeInTheDocument();
    await expect(canvas.getByText('Noch 5 Punkte bis Level 2')).toBeVisible();
    await figure(canvas, 'Platz diese Woche', '6.');
  },
};

/** The top level: no next one to reach; points in German figures. */
export const TopLevel: Story = {
  parameters: {
    msw: communityServer({
      standing: standingFixture(34_210, { weekRank: 1, weekPoints: 48 }),
    }),
  },
  play: async ({ canvas }) => {
    await figure(canvas, 'Punkte', '34.210');
    await expect(canvas.getByText('Level 9')).toBeInTheDocument();
    await expect(canvas.getByText('Höchstes Level erreicht')).toBeVisible();
    await figure(canvas, 'Platz diese Woche', '1.');
  },
};

/** Hidden from the ranking (Einstellungen): level and points stay, no place. */
export const HiddenFromLeaderboard: Story = {
  parameters: { msw: communityServer({ standing: standingFixture(87, { hidden: true }) }) },
  play: async ({ canvas }) => {
    await figure(canvas, 'Punkte', '87');
    await figure(canvas, 'Platz diese Woche', '–');
  },
};

/** While the standing loads. */
export const Loading: Story = {
  parameters: { msw: communityServer({ pending: ['leaderboard.me'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Level wird geladen' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mein Level' })).toBeVisible();
  },
};

/** A load failure (one that may pass): its German message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: { msw: communityServer({ fail: { 'leaderboard.me': SERVER_DOWN } }) },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Level konnte nicht geladen werden', SERVER_DOWN.message);
  },
};

/** The server refuses (a 4xx is final): its German reason, and no retry. */
export const Refused: Story = {
  parameters: { msw: communityServer({ fail: { 'leaderboard.me': NO_COMPANY_ACCESS } }) },
  play: async ({ canvas }) => {
    const refusal = await canvas.findByRole('region', { name: 'Kein Zugriff auf das Leaderboard' });
    await expect(within(refusal).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(refusal).getByText(NO_COMPANY_ACCESS.message)).toBeVisible();
    await expect(within(refusal).queryByRole('button')).toBeNull();
  },
};
