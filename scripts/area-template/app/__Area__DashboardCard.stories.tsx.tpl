import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  trpcQueries,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { __Area__DashboardCard } from './__Area__DashboardCard';

const meta = {
  title: 'Pages/__Title__/Dashboard-Karte',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  parameters: {
    route: { path: '/app/dashboard', url: '/app/dashboard' },
    msw: [trpcQueries({ '__area__.summary': () => ({ total: 2 }) })],
  },
  render: () => <__Area__DashboardCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** How many items the company has, and the way to all of them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '__Title__' });
    await expect(await within(region).findByText('2')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Einträge' })).toHaveAttribute(
      'href',
      '/app/__area-kebab__',
    );
  },
};
