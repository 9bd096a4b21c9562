import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  NO_COMPANY_ACCESS,
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { CLIP_ID, clipsServer } from './clipFixtures';
import { ClipsDashboardCard } from './ClipsDashboardCard';
import { expectLoadError } from '../../testing/pageStates';

const meta = {
  title: 'Pages/Clips/Dashboard-Karte',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  parameters: {
    route: { path: '/app/dashboard', url: '/app/dashboard' },
    msw: clipsServer(),
  },
  render: () => <ClipsDashboardCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** The three newest clips with their stills, and the way to all. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'Neueste Clips' });
    const list = await within(section).findByRole('list', { name: 'Neueste Clips' });
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Follow-up nach dem Erstgespräch', 'CRM in 5 Minuten', 'Der Abschluss']);
    await expect(
      within(list).getByRole('link', { name: 'Follow-up nach dem Erstgespräch' }),
    ).toHaveAttribute('href', `/app/clips/${CLIP_ID}`);
    await expect(within(section).getByRole('link', { name: 'Alle Clips' })).toHaveAttribute(
      'href',
      '/app/clips',
    );
    await waitFor(
      () => {
        const images = [...canvasElement.querySelectorAll('img')];
        expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
      },
      { timeout: 5000 },
    );
  },
};

/** While the clips load. */
export const Loading: Story = {
  parameters: { msw: clipsServer({ pending: ['clips.list'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Clips werden geladen' })).toBeVisible();
  },
};

/** No clips yet: the first one to record. */
export const Empty: Story = {
  parameters: { msw: clipsServer({ clips: [] }) },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Noch keine Clips' });
    await expect(within(empty).getByRole('link', { name: 'Clip aufnehmen' })).toHaveAttribute(
      'href',
      '/app/clips?aufnahme=1',
    );
  },
};

/** A load failure (one that may pass): its message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: { msw: clipsServer({ fail: { 'clips.list': SERVER_DOWN } }) },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Clips konnten nicht geladen werden');
  },
};

/** The server refuses (a 4xx is final): its reason, and no retry. */
export const Refused: Story = {
  parameters: { msw: clipsServer({ fail: { 'clips.list': NO_COMPANY_ACCESS } }) },
  play: async ({ canvas }) => {
    const refusal = await canvas.findByRole('region', { name: 'Kein Zugriff auf die Clips' });
    await expect(within(refusal).getByText(NO_COMPANY_ACCESS.message)).toBeVisible();
    await expect(within(refusal).queryByRole('button')).toBeNull();
  },
};
