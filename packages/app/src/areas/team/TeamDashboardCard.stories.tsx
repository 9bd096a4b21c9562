import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TRPC_PATH } from '../../api/trpc';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  trpcQueries,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { TeamDashboardCard } from './TeamDashboardCard';
import { expectLoadError } from '../../testing/pageStates';

const requested = fn();

const meta = {
  title: 'Pages/Team/Dashboardkarte',
  decorators: [withPublicProviders],
  args: {
    databaseUser: { ...sessionUserFixture, role: 'primary_admin' },
    customer: sessionCustomerFixture,
  },
  parameters: {
    route: { path: '/app/dashboard', url: '/app/dashboard' },
    msw: [trpcQueries({ 'team.summary': () => ({ members: 5, pendingInvitations: 2 }) })],
  },
  render: () => <TeamDashboardCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** For the primary admin: members and open invitations, with the way to 'Mein Team'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Mein Team' });
    await waitFor(() =>
      expect(
        within(canvas.getByRole('group', { name: 'Mitglieder' })).getByText('5'),
      ).toBeVisible(),
    );
    const pending = canvas.getByRole('group', { name: 'Offene Einladungen' });
    await expect(within(pending).getByText('2')).toBeVisible();
    await expect(
      within(pending).getByRole('link', { name: 'Einladungen ansehen' }),
    ).toHaveAttribute('href', '/app/team?tab=invitations');
    await expect(within(section).getByRole('link', { name: 'Team verwalten' })).toHaveAttribute(
      'href',
      '/app/team',
    );
  },
};

/** Every invitation accepted. */
export const NoOpenInvitations: Story = {
  parameters: {
    msw: [trpcQueries({ 'team.summary': () => ({ members: 1, pendingInvitations: 0 }) })],
  },
  play: async ({ canvas }) => {
    // The loaded cards replace the placeholders: look them up once the figures are there.
    const pending = () => canvas.getByRole('group', { name: 'Offene Einladungen' });
    await waitFor(() => expect(within(pending()).getByText('0')).toBeVisible(), {
      timeout: 5000,
    });
    await expect(within(pending()).getByText('Alle Einladungen angenommen')).toBeVisible();
  },
};

/** While the figures load, the cards keep their place. */
export const Loading: Story = {
  parameters: { msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Team wird geladen' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Mitglieder' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A load failure: the server's message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: [
      trpcQueries({
        'team.summary': { fail: { ...SERVER_DOWN, status: 503 } },
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Team konnte nicht geladen werden');
  },
};

/** The server refuses (the role was handed over meanwhile): its reason, and no retry. */
export const Refused: Story = {
  parameters: {
    msw: [
      trpcQueries({
        'team.summary': {
          fail: {
            status: 403,
            code: 'FORBIDDEN',
            message: 'Keine Berechtigung: Dafür ist die Rolle „Hauptadministrator“ nötig.',
          },
        },
      }),
    ],
  },
  play: async ({ canvas }) => {
    const refusal = await canvas.findByRole('region', {
      name: 'Kein Zugriff auf die Teamverwaltung',
    });
    await expect(
      within(refusal).getByText(
        'Keine Berechtigung: Dafür ist die Rolle „Hauptadministrator“ nötig.',
      ),
    ).toBeVisible();
    await expect(within(refusal).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Team verwalten' })).toBeNull();
  },
};

/** Not for admins and users (spec §6, like the sidebar's 'Mein Team'): no card, no request. */
export const OthersSeeNothing: Story = {
  tags: ['no-visual'],
  args: { databaseUser: { ...sessionUserFixture, role: 'admin' } },
  parameters: {
    msw: [
      http.get(`${TRPC_PATH}/:paths`, ({ params }) => {
        requested(params.paths);
        return delay('infinite');
      }),
    ],
  },
  beforeEach: () => {
    requested.mockClear();
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvasElement.textContent).toBe('');
    await expect(requested).not.toHaveBeenCalled();
  },
};
