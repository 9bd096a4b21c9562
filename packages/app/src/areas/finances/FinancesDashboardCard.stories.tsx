import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TRPC_PATH } from '../../api/trpc';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { FinancesDashboardCard } from './FinancesDashboardCard';
import { FINANCES_NO_ACCESS, planningServer } from './planningFixtures';
import { adminFixture, primaryAdminFixture, sharingCustomerFixture } from './planningStoryHelpers';

/** Sees every request the card makes: a hidden card makes none. */
const onRequest = fn();

const meta = {
  title: 'Pages/Finanzen/Dashboard-Karte',
  decorators: [withPublicProviders],
  args: { databaseUser: primaryAdminFixture, customer: sessionCustomerFixture },
  beforeEach: ({ parameters }) => {
    onRequest.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
  },
  parameters: {
    route: { path: '/app/dashboard', url: '/app/dashboard' },
    msw: planningServer(),
  },
  // 'now' is the stories' fixed clock (MockDate, preview.tsx): Friday, 20.11.2026, 10:30.
  render: () => <FinancesDashboardCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

async function expectFigure(canvas: Canvas, label: string, amount: string) {
  const figure = await canvas.findByRole('group', { name: label });
  await waitFor(() => expect(within(figure).getByText(amount)).toBeVisible());
}

/**
 * This month's income, expenses and profit (net), what is still to put aside for the year, and
 * the first items due in the next 30 days.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Finanzen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Übersicht' })).toHaveAttribute(
      'href',
      '/app/finances',
    );
    await expectFigure(canvas, 'Einnahmen', '13.300,00 €');
    await expectFigure(canvas, 'Ausgaben', '5.650,00 €');
    await expectFigure(canvas, 'Gewinn', '7.650,00 €');
    await expectFigure(canvas, 'Noch zurückzulegen', '13.315,00 €');
    await expect(
      within(canvas.getByRole('group', { name: 'Einnahmen' })).getByText('netto, November 2026'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Fällig in den nächsten 30 Tagen: 6' }),
    ).toBeVisible();
    const due = within(canvas.getByRole('list', { name: 'Fällig in den nächsten 30 Tagen' }));
    await expect(due.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '28.11.2026 Telefon & Internet−83,18\u00a0€',
      '01.12.2026 Büromiete Speicherstadt−1.785,00\u00a0€',
      '01.12.2026 Retainer Vertriebsberatung+4.165,00\u00a0€',
    ]);
  },
};

/** Nothing falls due in the next 30 days: the count says 0, no list. */
export const NothingDue: Story = {
  parameters: { msw: planningServer({ recurring: [] }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Fällig in den nächsten 30 Tagen: 0' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** An admin of a company that shares its finances sees the card like a primary admin. */
export const SharedWithAdmin: Story = {
  args: { databaseUser: adminFixture, customer: sharingCustomerFixture },
  play: async ({ canvas }) => {
    await expectFigure(canvas, 'Gewinn', '7.650,00 €');
  },
};

/** An admin without sharing: no card at all, and no request for it. */
export const HiddenForAdmin: Story = {
  args: { databaseUser: adminFixture },
  parameters: {
    msw: [
      http.get(`${TRPC_PATH}/:paths`, ({ params }) => {
        onRequest(params.paths);
        return undefined;
      }),
      ...planningServer(),
    ],
  },
  play: async ({ canvasElement }) => {
    // Long enough for a request the card would make at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('region', { name: 'Finanzen' })).toBeNull();
    await expect(onRequest).not.toHaveBeenCalled();
  },
};

/** While the figures load: the heading and the link are there already. */
export const Loading: Story = {
  parameters: {
    msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Finanzen werden geladen' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Finanzen' })).toBeVisible();
  },
};

/** The server fails: its message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: { msw: planningServer({ fail: { 'finances.summary': SERVER_DOWN } }) },
  play: async ({ canvas }) => {
    const error = within(
      await canvas.findByRole('region', { name: 'Finanzen konnten nicht geladen werden' }),
    );
    await expect(error.getByText(SERVER_DOWN.message)).toBeVisible();
    await expect(error.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** The session says primary admin, the server refuses all the same: its reason, no retry. */
export const Refused: Story = {
  parameters: { msw: planningServer({ fail: { 'finances.summary': FINANCES_NO_ACCESS } }) },
  play: async ({ canvas }) => {
    const refusal = within(
      await canvas.findByRole('region', { name: 'Kein Zugriff auf die Finanzen' }),
    );
    await expect(refusal.getByText(FINANCES_NO_ACCESS.message)).toBeVisible();
    await expect(refusal.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Zur Übersicht' })).toBeNull();
  },
};
