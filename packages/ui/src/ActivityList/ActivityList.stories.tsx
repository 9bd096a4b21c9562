import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogIn, MailPlus, ShieldCheck, UserMinus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { ActivityList, type ActivityListItem } from './ActivityList';

const Narrow = styled.div`
  max-width: 40rem;
`;

// The stories' "now" is fixed: Friday, 20 Nov 2026, 10:30.
const minutesAgo = (minutes: number) => new Date(2026, 10, 20, 10, 30 - minutes);

const items: ActivityListItem[] = [
  {
    id: '1',
    icon: <ShieldCheck />,
    text: (
      <>
        <strong>Anna Berger</strong> hat die Rolle von <strong>Jonas Keller</strong> von „Benutzer“
        auf „Administrator“ geändert.
      </>
    ),
    at: minutesAgo(12),
  },
  {
    id: '2',
    icon: <MailPlus />,
    text: (
      <>
        <strong>Anna Berger</strong> hat sophie.winter@nordlicht-vertrieb.de als „Benutzer“
        eingeladen.
      </>
    ),
    at: minutesAgo(3 * 60),
  },
  {
    id: '3',
    icon: <LogIn />,
    text: <>p.schneider@nordlicht-vertrieb.de ist dem Team als „Benutzer“ beigetreten.</>,
    at: minutesAgo(2 * 24 * 60),
  },
  {
    id: '4',
    icon: <UserMinus />,
    text: (
      <>
        <strong>Jonas Keller</strong> hat <strong>Tobias Lang</strong> aus dem Team entfernt.
      </>
    ),
    at: new Date(2026, 9, 2, 15, 5),
  },
];

const meta = {
  title: 'UI/Data Display/ActivityList',
  component: ActivityList,
  args: { items, 'aria-label': 'Verlauf' },
  argTypes: { items: { control: false } },
  render: (args) => (
    <Narrow>
      <ActivityList {...args} />
    </Narrow>
  ),
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A team's history: the newest first, each with its icon and how long ago. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Verlauf' });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(4);
    const first = within(entries[0] as HTMLElement);
    await expect(first.getByText('vor 12 Min')).toHaveAttribute('title', '20.11.2026 10:18');
    await expect(within(entries[2] as HTMLElement).getByText('vor 2 Tg')).toBeVisible();
  },
};

/** Older than a week: the date and time instead of a distance. */
export const OlderEntries: Story = {
  args: { items: items.slice(3) },
  play: async ({ canvas }) => {
    const time = canvas.getByText('02.10.2026 15:05');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', new Date(2026, 9, 2, 15, 5).toISOString());
  },
};

/** A long sentence wraps beside its icon; the time stays on one line at the right. */
export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        icon: <MailPlus />,
        text: 'Anna Berger hat die Einladungen an lena.brandt@nordlicht-vertrieb.de, tim.roth@nordlicht-vertrieb.de und sophie.winter@nordlicht-vertrieb.de als „Administrator“ erneut gesendet.',
        at: minutesAgo(5),
      },
    ],
  },
  play: async ({ canvas }) => {
    const time = canvas.getByText('vor 5 Min');
    const text = canvas.getByText(/erneut gesendet/);
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(
      time.getBoundingClientRect().height * 1.5,
    );
    await expect(time.getBoundingClientRect().left).toBeGreaterThan(
      text.getBoundingClientRect().right - 1,
    );
  },
};
