import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
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
import { calendarSummaryFixture } from './calendarFixtures';
import { CalendarDashboardCard } from './CalendarDashboardCard';
import { expectLoadError } from '../../testing/pageStates';

const employee = { ...sessionUserFixture, ourEmployee: true };

const meta = {
  title: 'Pages/Kalender/Dashboard-Karte',
  decorators: [withPublicProviders],
  args: { databaseUser: employee, customer: sessionCustomerFixture },
  parameters: {
    route: { path: '/app/dashboard', url: '/app/dashboard' },
    msw: [trpcQueries({ 'calendar.summary': () => calendarSummaryFixture })],
  },
  // 'now' is the stories' fixed clock: Friday, 20.11.2026, 10:30 in Berlin.
  render: () => <CalendarDashboardCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** The signed-in person's next events, each with its day and time, linking into the calendar. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Nächste Termine' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Nächste Termine' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((entry) => entry.textContent)).toEqual([
      'Demo bei Alpenblick LogistikHeute, 14:00–15:00 Alpenblick Logistik, Rosenheimer Str. 12, München',
      'Jour fixe VertriebMo., 23.11., 09:00–09:30 Besprechungsraum 2 Videocall',
      'Jour fixe VertriebMi., 25.11., 09:00–09:30 Besprechungsraum 2 Videocall',
    ]);
    await expect(
      within(list).getByRole('link', { name: 'Demo bei Alpenblick Logistik' }),
    ).toHaveAttribute('href', '/app/calendar?ansicht=tag&datum=2026-11-20');
    await expect(canvas.getByRole('link', { name: 'Zum Kalender' })).toHaveAttribute(
      'href',
      '/app/calendar',
    );
  },
};

/** Nothing in the next seven days. */
export const Empty: Story = {
  parameters: { msw: [trpcQueries({ 'calendar.summary': () => ({ events: [] }) })] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Keine Termine in den nächsten 7 Tagen.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** While the events load. */
export const Loading: Story = {
  parameters: { msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Termine werden geladen' })).toBeVisible();
  },
};

/** A load failure: the server's German message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: { msw: [trpcQueries({ 'calendar.summary': { fail: SERVER_DOWN } })] },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Termine konnten nicht geladen werden', SERVER_DOWN.message);
  },
};

/** The server refuses all the same: its reason, and no retry. */
export const Refused: Story = {
  parameters: { msw: [trpcQueries({ 'calendar.summary': { fail: NO_COMPANY_ACCESS } })] },
  play: async ({ canvas }) => {
    const refusal = await canvas.findByRole('region', { name: 'Kein Zugriff auf den Kalender' });
    await expect(within(refusal).getByText(NO_COMPANY_ACCESS.message)).toBeVisible();
    await expect(within(refusal).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Zum Kalender' })).toBeNull();
  },
};

/** A customer's staff do not see the card (the calendar is for Sprint's employees, spec §6). */
export const NotForCustomers: Story = {
  args: { databaseUser: sessionUserFixture },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
