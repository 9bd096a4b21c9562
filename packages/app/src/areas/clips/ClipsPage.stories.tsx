import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import {
  NO_COMPANY_ACCESS,
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { CLIP_ID, clipsServer } from './clipFixtures';
import { Component as ClipsPage } from './ClipsPage';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';

const meta = {
  title: 'Pages/Clips/Übersicht',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/clips', url: '/app/clips' },
    msw: clipsServer(),
  },
  beforeEach: () => {
    toast.dismiss();
  },
  render: () => (
    <>
      <ClipsPage />
      <Toaster />
    </>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const at = (url: string) => ({ route: { path: '/app/clips', url } });

/** The cards' titles, in the grid's order. */
async function shownTitles(canvas: ReturnType<typeof within>) {
  const grid = await canvas.findByRole('list', { name: 'Clips' });
  return within(grid)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

/** A dialog once its fade-in is over (until then it is not visible yet). */
async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Every still has arrived, so the screenshot shows them. */
async function stillsLoaded(root: HTMLElement) {
  await waitFor(
    () => {
      const images = [...root.querySelectorAll('img')];
      expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
    },
    { timeout: 5000 },
  );
}

/** The newest first: still with length, title, views and date; Sprint's own are marked. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clips' })).toBeVisible();
    await waitFor(async () =>
      expect(await shownTitles(canvas)).toEqual([
        'Follow-up nach dem Erstgespräch',
        'CRM in 5 Minuten',
        'Der Abschluss',
        'Einwände drehen',
        'LinkedIn-Profil, das Gespräche öffnet',
        'Der erste Satz',
      ]),
    );
    const first = canvas.getByRole('article', { name: 'Follow-up nach dem Erstgespräch' });
    await expect(within(first).getByRole('link')).toHaveAttribute('href', `/app/clips/${CLIP_ID}`);
    await expect(first).toHaveTextContent('0:08');
    await expect(first).toHaveTextContent('8 Sekunden · 12 Aufrufe · 19.11.2026');
    const provider = canvas.getByRole('article', { name: 'Einwände drehen' });
    await expect(provider).toHaveTextContent('1:02:03');
    await expect(provider).toHaveTextContent('1.234 Aufrufe');
    await expect(within(provider).getByText('Sprint')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Der Abschluss' })).toHaveTextContent(
      '1 Aufruf ·',
    );
    await expect(canvas.getByRole('button', { name: 'Video hochladen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Video aufnehmen' })).toBeVisible();
    await stillsLoaded(canvasElement);
  },
};

/** While the clips load. */
export const Loading: Story = {
  parameters: { msw: clipsServer({ pending: ['clips.list'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Clips werden geladen' })).toBeVisible();
  },
};

/** A company without clips: the first actions, recording and uploading. */
export const Empty: Story = {
  parameters: { msw: clipsServer({ clips: [] }) },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Noch keine Clips' });
    await expect(within(empty).getByRole('button', { name: 'Video hochladen' })).toBeVisible();
    await userEvent.click(within(empty).getByRole('button', { name: 'Ersten Clip aufnehmen' }));
    const dialog = await dialogNamed('Video aufnehmen');
    await expect(
      within(dialog).getByRole('radiogroup', { name: 'Was möchtest du aufnehmen?' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A load failure (one that may pass): its German message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: { msw: clipsServer({ fail: { 'clips.list': SERVER_DOWN } }) },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Clips konnten nicht geladen werden', SERVER_DOWN.message);
  },
};

/**
 * The server refuses (no longer a member of the company): its reason and the way back instead of
 * the clips, and no 'Video aufnehmen', 'Video hochladen' or retry.
 */
export const NoAccess: Story = {
  parameters: { msw: clipsServer({ fail: { 'clips.list': NO_COMPANY_ACCESS } }) },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Clips', NO_COMPANY_ACCESS.message);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Clips' })).toBeVisible();
    for (const action of ['Video aufnehmen', 'Video hochladen', 'Erneut versuchen']) {
      await expect(canvas.queryByRole('button', { name: action })).toBeNull();
    }
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** Typing searches title, description and tags, with or without umlauts. */
export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Clips' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Clips durchsuchen' }), 'einwaende');
    await waitFor(async () =>
      expect(await shownTitles(canvas)).toEqual(['Der Abschluss', 'Einwände drehen']),
    );
    await expect(canvas.getByRole('button', { name: 'Filter zurücksetzen' })).toBeVisible();
    await stillsLoaded(canvasElement);
  },
};

/** A tag from the address (a tag link on a clip page): its clips, and the way back to all. */
export const TagFilter: Story = {
  parameters: at('/app/clips?tag=CRM'),
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(await shownTitles(canvas)).toEqual([
        'Follow-up nach dem Erstgespräch',
        'CRM in 5 Minuten',
      ]),
    );
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Tag' })).toHaveTextContent('CRM (2)'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(async () => expect(await shownTitles(canvas)).toHaveLength(6));
    await expect(canvas.getByRole('combobox', { name: 'Tag' })).toHaveTextContent('Alle Tags');
  },
};

/** Choosing a tag in the filter. */
export const ChooseTag: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Clips' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tag' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kaltakquise (2)' }));
    await waitFor(async () =>
      expect(await shownTitles(canvas)).toEqual(['Einwände drehen', 'Der erste Satz']),
    );
  },
};

/** Nothing matches: say so and offer to clear the filter. */
export const NoResults: Story = {
  parameters: at('/app/clips?search=Buchhaltung'),
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Keine Clips gefunden' });
    await expect(canvas.getByRole('searchbox', { name: 'Clips durchsuchen' })).toHaveValue(
      'Buchhaltung',
    );
    await userEvent.click(within(empty).getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(async () => expect(await shownTitles(canvas)).toHaveLength(6));
    await expect(canvas.getByRole('searchbox', { name: 'Clips durchsuchen' })).toHaveValue('');
  },
};

/** `?aufnahme=1` (the header's 'Record Video'): the recorder is open, the source to choose. */
export const RecorderOpen: Story = {
  parameters: at('/app/clips?aufnahme=1'),
  play: async () => {
    const dialog = await dialogNamed('Video aufnehmen');
    const sources = within(dialog).getByRole('radiogroup', { name: 'Was möchtest du aufnehmen?' });
    await expect(
      within(sources)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['screen', 'camera', 'both']);
    await expect(within(dialog).getByRole('radio', { name: /^Bildschirm$/ })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Aufnahme starten' })).toBeVisible();
  },
};
