import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { TRPC_PATH } from '../../api/trpc';
import {
  NO_COMPANY_ACCESS,
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  trpcQueries,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { emptyTaskSummaryFixture, taskSummaryFixture } from './taskFixtures';
import { TasksDashboardCard } from './TasksDashboardCard';

const meta = {
  title: 'Pages/Aufgaben/Dashboard-Karte',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  parameters: {
    route: { path: '/app/dashboard', url: '/app/dashboard' },
    msw: [trpcQueries({ 'tasks.summary': () => taskSummaryFixture })],
  },
  render: () => <TasksDashboardCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** The signed-in person's counts, and the first tasks due today and overdue. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Meine Aufgaben' })).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('group', { name: 'Heute fällig' })).getByText('3'),
      ).toBeVisible(),
    );
    await expect(
      within(canvas.getByRole('group', { name: 'Überfällig' })).getByText('2'),
    ).toBeVisible();

    const today = within(canvas.getByRole('list', { name: 'Heute fällig' })).getAllByRole(
      'listitem',
    );
    await expect(today.map((item) => item.textContent)).toEqual([
      'Präsentation für die Geschäftsführung vorbereitenFällig: Heute',
      'Rückruf wegen RahmenvertragFällig: Heute, 11:00',
      'Angebot nachfassenFällig: Heute, 14:00',
    ]);
    const overdue = within(canvas.getByRole('list', { name: 'Überfällig' })).getAllByRole(
      'listitem',
    );
    await expect(overdue.map((item) => item.textContent)).toEqual([
      'Follow-up-Mails nach der Messe schreibenÜberfällig: Di., 17.11.2026',
      'Unterlagen zur Bonitätsprüfung anfordernÜberfällig: Gestern, 16:00',
    ]);
    await expect(canvas.getByRole('link', { name: 'Alle Aufgaben' })).toHaveAttribute(
      'href',
      '/app/tasks',
    );
  },
};

/** Nothing due today and nothing overdue: two zeros, no lists. */
export const NothingDue: Story = {
  parameters: {
    msw: [trpcQueries({ 'tasks.summary': () => emptyTaskSummaryFixture })],
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(
        within(canvas.getByRole('group', { name: 'Heute fällig' })).getByText('0'),
      ).toBeVisible(),
    );
    await expect(
      within(canvas.getByRole('group', { name: 'Überfällig' })).getByText('0'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Alle Aufgaben' })).toBeVisible();
  },
};

/** While the summary loads. */
export const Loading: Story = {
  parameters: {
    msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Aufgaben werden geladen' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Meine Aufgaben' })).toBeVisible();
  },
};

/** A load failure (one that may pass): its German message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: [trpcQueries({ 'tasks.summary': { fail: SERVER_DOWN } })],
  },
  play: async ({ canvas }) => {
    // A 5xx is tried once more (spec §9) before the error shows.
    const error = await canvas.findByRole(
      'region',
      { name: 'Aufgaben konnten nicht geladen werden' },
      { timeout: 5000 },
    );
    await expect(within(error).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(error).getByText(SERVER_DOWN.message)).toBeVisible();
    await expect(within(error).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** The server refuses (a 4xx is final): its German reason, and no retry. */
export const Refused: Story = {
  parameters: {
    msw: [trpcQueries({ 'tasks.summary': { fail: NO_COMPANY_ACCESS } })],
  },
  play: async ({ canvas }) => {
    const refusal = await canvas.findByRole('region', { name: 'Kein Zugriff auf die Aufgaben' });
    await expect(within(refusal).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(refusal).getByText(NO_COMPANY_ACCESS.message)).toBeVisible();
    await expect(within(refusal).queryByRole('button')).toBeNull();
  },
};
