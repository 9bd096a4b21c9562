import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import {
  CLIP_ID,
  CLIP_NOT_FOUND,
  OTHER_CLIP_ID,
  clipNames,
  clipsServer,
  playable,
  playableNow,
  textMatching,
  video,
} from './clipFixtures';
import { Component as ClipPage } from './ClipPage';
import { expectLoadError } from '../../testing/pageStates';

/** The toasts outside the page's router, so 'Clip gelöscht' survives the navigation. */
const withProvidersAndToaster: Decorator = (Story, context) => (
  <>
    {withPublicProviders(Story, context)}
    <Toaster />
  </>
);

const onMutation = fn();
const videoUrl = (clip: { id: string }) => playableNow(video(clipNames[clip.id] ?? ''));
const server = clipsServer({ onMutation, videoUrl });

const route = (id: string) => ({ route: { path: '/app/clips/:id', url: `/app/clips/${id}` } });

const meta = {
  title: 'Pages/Clips/Clip',
  decorators: [withProvidersAndToaster],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  // The videos as blob: URLs (MSW's worker breaks seeking), before the page asks for them.
  loaders: [
    async () => {
      await Promise.all(Object.values(clipNames).map((name) => playable(video(name))));
      return {};
    },
  ],
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    server.reset();
  },
  parameters: { layout: 'fullscreen', ...route(CLIP_ID), msw: server },
  render: () => <ClipPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

function videoIn(root: HTMLElement): HTMLVideoElement {
  const element = root.querySelector('video');
  if (!element) throw new Error('Kein Video gefunden');
  return element;
}

/** The poster or first frame is there: what is shown no longer changes by itself. */
async function whenLoaded(root: HTMLElement) {
  const element = videoIn(root);
  await waitFor(() => expect(element.readyState).toBeGreaterThanOrEqual(2), { timeout: 5000 });
}

async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The viewer's own clip: player, description, tags, views, and 'Bearbeiten' and 'Löschen'. */
export const OwnClip: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Follow-up nach dem Erstgespräch' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Follow-up nach dem Erstgespräch' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(textMatching(/^12 Aufrufe · 19\.11\.2026 · 0:08 · von Anna Berger$/)),
    ).toBeVisible();
    await expect(canvas.getByText(/Mit Vorlage für die E-Mail\./)).toBeVisible();
    const tags = canvas.getByRole('list', { name: 'Tags' });
    await expect(
      within(tags).getByRole('link', { name: 'Clips mit dem Tag Follow-up' }),
    ).toHaveAttribute('href', '/app/clips?tag=Follow-up');
    await expect(canvas.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Löschen' })).toBeVisible();
    await whenLoaded(canvasElement);
  },
};

/** A colleague's clip: watch only. */
export const OthersClip: Story = {
  parameters: route(OTHER_CLIP_ID),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'CRM in 5 Minuten' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(textMatching(/^31 Aufrufe · .* · 5:12 · von Jonas Keller$/)),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    await whenLoaded(canvasElement);
  },
};

/** While the clip loads (the header's breadcrumb says 'Loading...' meanwhile). */
export const Loading: Story = {
  parameters: { msw: clipsServer({ pending: ['clips.byId'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Clip wird geladen...')).toBeVisible();
  },
};

/** A missing clip, or another company's: the same answer and the way back. */
export const NotFound: Story = {
  parameters: { msw: clipsServer({ fail: { 'clips.byId': CLIP_NOT_FOUND } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Clip nicht gefunden')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu allen Clips' })).toHaveAttribute(
      'href',
      '/app/clips',
    );
  },
};

/** The server refuses otherwise: its message and 'Erneut versuchen'. */
export const LoadError: Story = {
  parameters: {
    msw: clipsServer({
      fail: {
        'clips.byId': { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Serverfehler.' },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Clip konnte nicht geladen werden');
  },
};

/** Playing counts a view once; the page shows the new count. */
export const PlayCountsView: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Follow-up nach dem Erstgespräch' });
    await whenLoaded(canvasElement);
    const player = videoIn(canvasElement);
    // The test browser lets only a muted video start from a simulated click.
    await userEvent.click(canvas.getByRole('button', { name: 'Stumm schalten' }));
    await waitFor(() => expect(player.muted).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Abspielen' }));
    await waitFor(() => expect(player.paused).toBe(false), { timeout: 5000 });
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('clips.recordView', { clipId: CLIP_ID }),
    );
    await expect(await canvas.findByText(textMatching(/^13 Aufrufe ·/))).toBeVisible();
    // Pause and play again: still one view.
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Abspielen' }));
    await waitFor(() => expect(player.paused).toBe(false));
    await expect(onMutation).toHaveBeenCalledTimes(1);
  },
};

/** 'Bearbeiten': title, description and tags; the page shows the change at once. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bearbeiten' }));
    const dialog = await dialogNamed('Clip bearbeiten');
    const title = within(dialog).getByRole('textbox', { name: 'Titel' });
    await expect(title).toHaveValue('Follow-up nach dem Erstgespräch');
    await expect(within(dialog).getByRole('textbox', { name: 'Tags' })).toHaveValue(
      'Follow-up, CRM',
    );
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await expect(await within(dialog).findByText('Bitte gib einen Titel ein.')).toBeVisible();
    await expect(title).toHaveAccessibleDescription('Bitte gib einen Titel ein.');
    await userEvent.type(title, 'Nachfassen mit System');
    const tags = within(dialog).getByRole('textbox', { name: 'Tags' });
    await userEvent.clear(tags);
    await userEvent.type(tags, 'Follow-up, E-Mail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onMutation).toHaveBeenCalledWith('clips.update', {
      clipId: CLIP_ID,
      title: 'Nachfassen mit System',
      description:
        'Nach drei Tagen, nicht nach drei Wochen: wie wir nach einem Erstgespräch nachfassen.\nMit Vorlage für die E-Mail.',
      tags: ['Follow-up', 'E-Mail'],
    });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nachfassen mit System' }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Tags' })).getByRole('link', {
        name: 'Clips mit dem Tag E-Mail',
      }),
    ).toBeVisible();
  },
};

/** 'Löschen' asks first; then the clip is gone and the grid opens. */
export const Delete: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clip löschen?' });
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(confirm).toHaveTextContent('„Follow-up nach dem Erstgespräch“ und das Video');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Endgültig löschen' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/app/clips');
    await expect(onMutation).toHaveBeenCalledWith('clips.delete', { clipId: CLIP_ID });
    await expect(
      await within(screen.getByRole('region', { name: /Benachrichtigungen/ })).findByText(
        'Clip gelöscht',
      ),
    ).toBeVisible();
  },
};
