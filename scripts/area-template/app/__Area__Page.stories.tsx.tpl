import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  trpcQueries,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { __area__ItemsFixture } from './__area__Fixtures';
import { __Area__View } from './__Area__Page';

const meta = {
  title: 'Pages/__Title__/__Title__',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  parameters: {
    route: { path: '/app/__area-kebab__', url: '/app/__area-kebab__' },
    msw: [trpcQueries({ '__area__.list': () => __area__ItemsFixture })],
  },
  render: () => <__Area__View />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** The company's items, newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '__Title__' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Zweiter Eintrag',
        'Erster Eintrag',
      ]),
    );
  },
};

/** No items yet: the empty state says where the first one comes from. */
export const Empty: Story = {
  parameters: { msw: [trpcQueries({ '__area__.list': () => [] })] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Noch keine Einträge')).toBeVisible();
  },
};

/** The server refuses: its German message with 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: [
      trpcQueries({
        '__area__.list': {
          fail: { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Interner Serverfehler. Bitte versuche es später erneut.' },
        },
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};
