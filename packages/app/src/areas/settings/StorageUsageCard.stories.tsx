import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { settingsServer } from './settingsFixtures';
import { STORAGE_FULL, STORAGE_NEARLY_FULL, StorageUsageCard } from './StorageUsageCard';

const GB = 1024 ** 3;

const meta = {
  title: 'Pages/Settings/StorageUsage',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  beforeEach: ({ parameters }) => {
    (parameters.msw as { reset?: () => void }).reset?.();
  },
  parameters: {
    route: { path: '/app/settings', url: '/app/settings' },
    msw: settingsServer(),
  },
  render: () => <StorageUsageCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** 1,2 GB of the default 10 GB: the bar at 12 %, the amounts under it, no warning. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Speicherplatz' })).toBeVisible();
    const bar = await canvas.findByRole('progressbar', { name: 'Belegt' });
    await expect(bar).toHaveAttribute('aria-valuenow', '12');
    await expect(bar).toHaveAccessibleDescription('1,2 GB von 10 GB');
    await expect(canvas.getByText('1,2 GB von 10 GB')).toBeVisible();
    await expect(canvas.queryByText(STORAGE_NEARLY_FULL)).toBeNull();
    await expect(canvas.queryByText(STORAGE_FULL)).toBeNull();
  },
};

/** From 90 % on the card warns before uploads are refused. */
export const NearlyFull: Story = {
  parameters: { msw: settingsServer({ usage: { usedBytes: 9.3 * GB, quotaBytes: 10 * GB } }) },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Belegt' });
    await expect(bar).toHaveAttribute('aria-valuenow', '93');
    await expect(canvas.getByText('9,3 GB von 10 GB')).toBeVisible();
    await expect(canvas.getByText(STORAGE_NEARLY_FULL)).toBeVisible();
  },
};

/** Used up (a quota lowered below what is stored counts as full too): uploads are refused. */
export const Full: Story = {
  parameters: { msw: settingsServer({ usage: { usedBytes: 5.5 * GB, quotaBytes: 5 * GB } }) },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Belegt' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('5,5 GB von 5 GB')).toBeVisible();
    await expect(canvas.getByText(STORAGE_FULL)).toBeVisible();
  },
};

/** While the usage loads. */
export const Loading: Story = {
  parameters: { msw: settingsServer({ pending: ['storage.usage'] }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Speicherplatz wird geladen' }),
    ).toBeVisible();
  },
};

/** The server failed: the card says so and offers to try again. */
export const LoadError: Story = {
  parameters: {
    msw: settingsServer({
      fail: {
        'storage.usage': {
          status: 500,
          code: 'INTERNAL_SERVER_ERROR',
          message: 'Interner Serverfehler. Bitte versuche es später erneut.',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 3,
        name: 'Speicherplatz konnte nicht geladen werden',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Erneut versuchen/ })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
