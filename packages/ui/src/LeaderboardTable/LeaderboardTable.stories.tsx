import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { LeaderboardTable, type LeaderboardEntry } from './LeaderboardTable';

const names: [string, string, number][] = [
  ['Clara Chef', 'Sprint', 9],
  ['Lena Vogel', 'Alpenblick Logistik GmbH', 7],
  ['Jonas Keller', 'Hansewerft Technik AG', 6],
  ['Sabine Huber', 'Bäckerei Schneider', 5],
  ['Lars Petersen', 'Nordlicht Medien', 5],
  ['Aylin Demir', 'Rheinblick Consulting', 4],
  ['Tobias Brandt', 'Brandt & Söhne KG', 4],
  ['Mia Schulz', 'Schulz Immobilien', 3],
  ['Felix Wagner', 'Wagner IT-Service', 2],
  ['Nina Roth', 'Roth Gartenbau', 2],
];

const topTen: LeaderboardEntry[] = names.map(([name, company, level], index) => ({
  rank: index + 1,
  userId: `u${index + 1}`,
  name,
  company,
  level,
  points: [12840, 9310, 7005, 4120, 3980, 2450, 1234, 990, 415, 120][index] ?? 0,
}));

const me: LeaderboardEntry = {
  rank: 47,
  userId: 'me',
  name: 'Max Mustermann',
  company: 'Muster GmbH',
  level: 2,
  points: 85,
};

const Frame = styled.div`
  max-width: 40rem;
`;

const meta = {
  title: 'UI/Community/LeaderboardTable',
  component: LeaderboardTable,
  args: { caption: 'Rangliste dieser Woche', entries: topTen, me: null },
  render: (args) => (
    <Frame>
      <LeaderboardTable {...args} />
    </Frame>
  ),
} satisfies Meta<typeof LeaderboardTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top ten: a table named by its caption, medals for the first three, points '12.840'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rangliste dieser Woche' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Platz',
      'Name',
      'Level',
      'Punkte',
    ]);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(11);
    const first = rows[1] as HTMLElement;
    await expect(within(first).getByRole('rowheader')).toHaveTextContent('Clara Chef');
    await expect(first).toHaveTextContent('12.840');
    await expect(first.querySelector('[data-medal]')).toHaveAttribute('data-medal', 'gold');
    await expect((rows[4] as HTMLElement).querySelector('[data-medal]')).toBeNull();
    await expect(rows[7]).toHaveTextContent('1.234');
  },
};

/** I am in the top ten: my row is tinted and marked 'Du'. */
export const MeInTopTen: Story = {
  args: {
    entries: topTen.map((entry) => (entry.rank === 4 ? { ...entry, isMe: true } : entry)),
  },
  play: async ({ canvas }) => {
    const mine = canvas.getByRole('row', { name: /Sabine Huber/ });
    await expect(mine).toHaveAttribute('data-me', 'true');
    await expect(within(mine).getByText('Du')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
  },
};

/** My place is 47: it follows below a dashed line, in the same columns. */
export const MeOutsideTopTen: Story = {
  args: { me },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(12);
    const mine = rows[11] as HTMLElement;
    await expect(mine).toHaveAttribute('data-me', 'true');
    await expect(within(mine).getByRole('rowheader')).toHaveTextContent('Max MustermannDu');
    await expect(mine).toHaveTextContent('47');
    await expect(mine.closest('tbody')).toHaveAttribute('data-slot', 'leaderboard-me');
  },
};

/** `me` that is in the list (same `userId`) is not repeated below it. */
export const MeGivenAndListed: Story = {
  args: { me: { ...(topTen[1] as LeaderboardEntry) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('row', { name: /Lena Vogel/ })).toHaveAttribute(
      'data-me',
      'true',
    );
  },
};

/** Nobody has points yet: one row with the `emptyText`; my own row still shows if given. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rangliste dieser Woche' });
    await expect(within(table).getByText('Noch keine Platzierungen')).toBeVisible();
  },
};

/** Shared places, long names and companies, pictures: names wrap, figures stay on one line. */
export const LongTexts: Story = {
  args: {
    entries: [
      {
        rank: 1,
        userId: 'a',
        name: 'Maximiliane Henriette von Hohenzollern-Sigmaringen',
        company: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenmanufaktur GmbH & Co. KG',
        level: 8,
        points: 1234567,
      },
      { ...(topTen[1] as LeaderboardEntry), rank: 2, points: 9310 },
      { ...(topTen[2] as LeaderboardEntry), rank: 2, points: 9310 },
      { ...(topTen[3] as LeaderboardEntry), rank: 4 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Maximiliane/ })).toHaveTextContent('1.234.567');
    const silver = canvas
      .getAllByRole('row')
      .filter((row) => row.querySelector('[data-medal="silver"]'));
    await expect(silver).toHaveLength(2);
  },
};

/** Phones: the table fits the width; the company wraps under the name. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('table')).toBeVisible());
  },
};

/** The medals and my row in the dark theme. */
export const Dark: Story = {
  args: { me },
  globals: { theme: 'dark' },
};
