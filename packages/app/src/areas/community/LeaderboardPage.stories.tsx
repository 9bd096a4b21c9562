import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COMMUNITY_NOT_OPEN } from '@sprint/server/community';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { expectLoadError } from '../../testing/pageStates';
import {
  COMMUNITY_CLOSED,
  admittedCustomerFixture,
  anna,
  communityServer,
} from './communityFixtures';
import { Component as LeaderboardPage } from './LeaderboardPage';

const meta = {
  title: 'Pages/Community/Leaderboard',
  decorators: [withPublicProviders],
  // Anna Berger of Nordlicht Vertrieb GmbH, after an employee opened the community for it.
  args: { databaseUser: sessionUserFixture, customer: admittedCustomerFixture },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/leaderboard', url: '/app/leaderboard' },
    msw: communityServer(),
  },
  render: () => <LeaderboardPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

const at = (url: string) => ({ route: { path: '/app/leaderboard', url } });

/** The table's places as 'place | name (and 'Du', company) | points', top to bottom. */
async function ranking(canvas: Canvas, caption: string) {
  const table = await canvas.findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader'))
    .map((row) => {
      const [place, , points] = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      // The name as shown next to the avatar (the avatar's initials are decorative).
      const person = within(row).getByRole('rowheader');
      const initials = person.querySelector('[data-slot="avatar"]')?.textContent ?? '';
      return `${place} | ${person.textContent?.replace(initials, '')} | ${points}`;
    });
}

/** A period's tab (a link: each period is its own address). */
const period = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('navigation', { name: 'Zeitraum' })).getByRole('link', { name });

const pressed = (canvas: Canvas, name: string) =>
  expect(
    within(canvas.getByRole('group', { name: 'Rangliste' })).getByRole('button', { name }),
  ).toHaveAttribute('aria-pressed', 'true');

/** '7 Tage' in one's own company: the colleagues with points this week, one's own row 'Du'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(period(canvas, '7 Tage')).toHaveAttribute('aria-current', 'page');
    await pressed(canvas, 'Mein Unternehmen');
    await waitFor(async () =>
      expect(await ranking(canvas, 'Rangliste der letzten 7 Tage')).toEqual([
        '1 | Mira Yilmaz | 17',
        '2 | Anna BergerDu | 12',
        '3 | Jonas Keller | 9',
        '4 | Sebastian Krämer | 4',
        '5 | Julia Neumann | 2',
      ]),
    );
    await expect(canvas.getByText(/Punkte gibt es für jedes „Gefällt mir“/)).toBeVisible();
  },
};

/** 'Community' (`?bereich=community`): the top 10 of every admitted company, with companies. */
export const CommunityScope: Story = {
  parameters: at('/app/leaderboard?bereich=community'),
  play: async ({ canvas }) => {
    await pressed(canvas, 'Community');
    await waitFor(async () =>
      expect(await ranking(canvas, 'Rangliste der letzten 7 Tage')).toEqual([
        '1 | Lena WagnerRheinblick Consulting GmbH | 26',
        '2 | Clara HoffmannSprint Demo GmbH | 21',
        '3 | Markus SchulteSchulte Gebäudetechnik GmbH | 19',
        '4 | Mira YilmazNordlicht Vertrieb GmbH | 17',
        '5 | Tim VogelSprint Demo GmbH | 14',
        '6 | Anna BergerDuNordlicht Vertrieb GmbH | 12',
        '7 | Katrin BuschHafenkontor Logistik AG | 11',
        '8 | Jonas KellerNordlicht Vertrieb GmbH | 9',
        '9 | Sarah LehmannSchulte Gebäudetechnik GmbH | 8',
        '10 | Daniel FischerRheinblick Consulting GmbH | 6',
      ]),
    );
  },
};

/** 'Gesamt' in the community: outside the top 10, one's own place follows in a row of its own. */
export const OwnRankOutsideTop10: Story = {
  parameters: at('/app/leaderboard?bereich=community&zeitraum=all'),
  play: async ({ canvas }) => {
    await expect(period(canvas, 'Gesamt')).toHaveAttribute('aria-current', 'page');
    await waitFor(async () =>
      expect(await ranking(canvas, 'Rangliste aller Zeiten')).toEqual([
        '1 | Clara HoffmannSprint Demo GmbH | 1.540',
        '2 | Lena WagnerRheinblick Consulting GmbH | 388',
        '3 | Katrin BuschHafenkontor Logistik AG | 301',
        '4 | Markus SchulteSchulte Gebäudetechnik GmbH | 260',
        '5 | Tim VogelSprint Demo GmbH | 212',
        '6 | Mira YilmazNordlicht Vertrieb GmbH | 173',
        '7 | Nina PetersenHafenkontor Logistik AG | 155',
        '8 | Sarah LehmannSchulte Gebäudetechnik GmbH | 140',
        '9 | Daniel FischerRheinblick Consulting GmbH | 130',
        '10 | Oliver HahnHafenkontor Logistik AG | 96',
        '11 | Anna BergerDuNordlicht Vertrieb GmbH | 87',
      ]),
    );
  },
};

/** Choosing '30 Tage' asks for that board. */
export const ChoosePeriod: Story = {
  play: async ({ canvas }) => {
    await ranking(canvas, 'Rangliste der letzten 7 Tage');
    await userEvent.click(period(canvas, '30 Tage'));
    await waitFor(async () =>
      expect(await ranking(canvas, 'Rangliste der letzten 30 Tage')).toEqual([
        '1 | Mira Yilmaz | 44',
        '2 | Anna BergerDu | 31',
        '3 | Jonas Keller | 22',
        '4 | Sebastian Krämer | 15',
        '5 | Julia Neumann | 9',
        '6 | Paul Richter | 3',
      ]),
    );
    await expect(period(canvas, '30 Tage')).toHaveAttribute('aria-current', 'page');
    // The screenshot without the clicked link's focus ring, which hides the underline.
    period(canvas, '30 Tage').blur();
  },
};

/** 'In der Rangliste ausblenden' (Einstellungen): not on the board, and a word why. */
export const HiddenFromLeaderboard: Story = {
  parameters: { msw: communityServer({ board: { hidden: true } }) },
  play: async ({ canvas }) => {
    const rows = await ranking(canvas, 'Rangliste der letzten 7 Tage');
    await expect(rows).toHaveLength(4);
    await expect(rows.join()).not.toContain(anna.name);
    await expect(
      canvas.getByText(/Du bist in der Rangliste ausgeblendet \(Einstellungen\)\./),
    ).toBeVisible();
  },
};

/** Nobody has points yet: the table says so; one's own place is the first, with 0. */
export const NobodyYet: Story = {
  parameters: {
    msw: communityServer({
      board: { members: [{ ...anna, points: { '7d': 0, '30d': 0, all: 0 } }] },
    }),
  },
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(await ranking(canvas, 'Rangliste der letzten 7 Tage')).toEqual([
        '1 | Anna BergerDu | 0',
      ]),
    );
    await expect(canvas.getByRole('cell', { name: 'Noch keine Platzierungen' })).toBeVisible();
  },
};

/**
 * A company that was not admitted: its own board only, without the choice of the community's
 * (the server would refuse it).
 */
export const CompanyNotAdmitted: Story = {
  args: { customer: sessionCustomerFixture },
  play: async ({ canvas }) => {
    await ranking(canvas, 'Rangliste der letzten 7 Tage');
    await expect(canvas.queryByRole('group', { name: 'Rangliste' })).toBeNull();
    await expect(period(canvas, '30 Tage')).toHaveAttribute(
      'href',
      '/app/leaderboard?zeitraum=30d',
    );
  },
};

/**
 * The session says admitted, the server refuses the community's board all the same (closed
 * meanwhile): its reason instead of the table, no retry; 'Mein Unternehmen' is still there.
 */
export const Refused: Story = {
  parameters: {
    ...at('/app/leaderboard?bereich=community'),
    msw: communityServer({ fail: { 'leaderboard.board': COMMUNITY_CLOSED } }),
  },
  play: async ({ canvas }) => {
    const refusal = await canvas.findByRole('region', { name: 'Kein Zugriff auf die Rangliste' });
    await expect(within(refusal).getByText(COMMUNITY_NOT_OPEN)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Mein Unternehmen' })).toBeVisible();
  },
};

/** While the board loads. */
export const Loading: Story = {
  parameters: { msw: communityServer({ pending: ['leaderboard.board'] }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Rangliste wird geladen' }),
    ).toBeVisible();
  },
};

/** A load failure (one that may pass): its German message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: { msw: communityServer({ fail: { 'leaderboard.board': SERVER_DOWN } }) },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Rangliste konnte nicht geladen werden', SERVER_DOWN.message);
  },
};
