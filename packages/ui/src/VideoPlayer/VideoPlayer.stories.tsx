import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { styled } from 'styled-components';
import { VideoPlayer } from './VideoPlayer';

/** The seed's demo clips (8 s, 640 × 360), served by Storybook under /demo-clips. */
const clip = (name: string) => `/demo-clips/${name}.mp4`;
const still = (name: string) => `/demo-clips/${name}.jpg`;

const Frame = styled.div`
  max-width: 40rem;
`;

function videoIn(canvasElement: HTMLElement): HTMLVideoElement {
  const video = canvasElement.querySelector('video');
  if (!video) throw new Error('Kein Video gefunden');
  return video;
}

/** The time as shown ('0:03 / 0:08'): media-chrome draws it in its shadow DOM. */
function shownTime(canvasElement: HTMLElement): string {
  const display = canvasElement.querySelector('media-time-display');
  const text = display?.shadowRoot?.querySelector('slot')?.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

async function expectShownTime(canvasElement: HTMLElement, at: string) {
  await waitFor(() => expect(shownTime(canvasElement)).toBe(at));
}

const playableUrls = new Map<string, Promise<string>>();

/**
 * The clip as a `blob:` URL. MSW's service worker answers every request of the page, and
 * Chromium cannot seek in a video that comes through a service worker (its `seekable` is empty,
 * and these fragmented MP4s then report only their first fragment's length, 0:04). A missing
 * file keeps its address, so it still fails the way it would in the app.
 */
function playable(src: string): Promise<string> {
  let url = playableUrls.get(src);
  if (!url) {
    url = fetch(src).then(async (response) =>
      response.ok ? URL.createObjectURL(await response.blob()) : src,
    );
    playableUrls.set(src, url);
  }
  return url;
}

/** The first frame (or the poster) is there, so what is shown no longer changes by itself. */
async function whenLoaded(video: HTMLVideoElement) {
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2), { timeout: 5000 });
}

const meta = {
  title: 'UI/Media/VideoPlayer',
  component: VideoPlayer,
  args: {
    src: clip('kaltakquise-einstieg'),
    title: 'Kaltakquise: der Einstieg',
    onProgress: fn(),
    onEnded: fn(),
  },
  loaders: [async ({ args }) => ({ src: await playable(String(args.src)) })],
  render: (args, { loaded }) => (
    <Frame>
      <VideoPlayer {...args} src={String(loaded.src ?? args.src)} />
    </Frame>
  ),
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paused at the start: every control is there, with German names. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const player = canvas.getByRole('region', { name: 'Kaltakquise: der Einstieg' });
    const video = videoIn(canvasElement);
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('playsinline');
    await whenLoaded(video);
    await expectShownTime(canvasElement, '0:00 / 0:08');

    for (const name of [
      'Abspielen',
      '10 Sekunden zurückspulen',
      '10 Sekunden vorspulen',
      'Stumm schalten',
      'Vollbildmodus aktivieren',
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(
      canvas.getByRole('button', { name: /^Wiedergabegeschwindigkeit/ }),
    ).toHaveTextContent('1×');
    // 16:9, as wide as its container.
    const { width, height } = player.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

/** `startAt` puts the video where the person left it, once its metadata is there. */
export const Resumes: Story = {
  args: { src: clip('einwaende'), title: 'Einwände souverän behandeln', startAt: 3 },
  play: async ({ args, canvasElement }) => {
    const video = videoIn(canvasElement);
    await waitFor(() => expect(video.currentTime).toBe(3), { timeout: 5000 });
    await whenLoaded(video);
    await expectShownTime(canvasElement, '0:03 / 0:07');
    await expect(video.paused).toBe(true);
    // The resume itself is no progress to report.
    await expect(args.onProgress).not.toHaveBeenCalled();
  },
};

/** The still stands in for the video until it is played. */
export const WithPoster: Story = {
  args: {
    src: clip('linkedin-profil'),
    title: 'Das LinkedIn-Profil, das Termine bringt',
    poster: still('linkedin-profil'),
  },
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await expect(video).toHaveAttribute('poster', still('linkedin-profil'));
    const image = new Image();
    image.src = still('linkedin-profil');
    await image.decode();
    await expectShownTime(canvasElement, '0:00 / 0:08');
  },
};

/** The speed menu: 1,5× is picked and shown on the button. */
export const PlaybackSpeed: Story = {
  args: { src: clip('follow-up'), title: 'Follow-up ohne Nerv-Faktor' },
  play: async ({ canvas, canvasElement }) => {
    const video = videoIn(canvasElement);
    await whenLoaded(video);
    const speed = canvas.getByRole('button', { name: 'Wiedergabegeschwindigkeit 1×' });
    await expect(speed).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(speed);
    await waitFor(() => expect(speed).toHaveAttribute('aria-expanded', 'true'));

    const menu = canvas.getByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    const options = canvas.getAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual([
      '0,5×',
      '0,75×',
      '1×',
      '1,25×',
      '1,5×',
      '1,75×',
      '2×',
    ]);
    await expect(canvas.getByRole('menuitemradio', { name: '1×' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    const option = canvas.getByRole('menuitemradio', { name: '1,5×' });
    await userEvent.click(option);
    await waitFor(() => expect(video.playbackRate).toBe(1.5));
    await expect(option).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(speed).toHaveTextContent('1,5×'));
    await expect(speed).toHaveAccessibleName('Wiedergabegeschwindigkeit 1,5×');
    await expect(speed).toHaveAttribute('aria-expanded', 'false');
    // Closed once its fade-out is over.
    await waitFor(() => expect(getComputedStyle(menu).visibility).toBe('hidden'));
  },
};

/**
 * Tab reaches the player (its hotkeys work from there) and then the play button; m mutes, Enter
 * plays, Space pauses, ← goes back 10 s, m unmutes. Muted first: the test browser lets only a
 * muted video start from a simulated key press, as it would for autoplay.
 */
export const Keyboard: Story = {
  args: { src: clip('crm-pflege'), title: 'CRM-Pflege in zehn Minuten' },
  play: async ({ args, canvas, canvasElement }) => {
    const video = videoIn(canvasElement);
    await whenLoaded(video);

    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'CRM-Pflege in zehn Minuten' })).toHaveFocus();
    await userEvent.tab();
    const play = canvas.getByRole('button', { name: 'Abspielen' });
    await expect(play).toHaveFocus();

    await userEvent.keyboard('m');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Stummschaltung aufheben' })).toBeVisible(),
    );
    await expect(video.muted).toBe(true);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(play).toHaveAccessibleName('Pause'), { timeout: 5000 });
    await expect(video.paused).toBe(false);
    // Over a second: media-chrome's position bar ignores jumps back of less than half a second.
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(1), { timeout: 5000 });

    await userEvent.keyboard(' ');
    await waitFor(() => expect(play).toHaveAccessibleName('Abspielen'));
    await expect(video.paused).toBe(true);
    // Pausing reports where the person stopped.
    await waitFor(() =>
      expect(args.onProgress).toHaveBeenLastCalledWith({
        seconds: video.currentTime,
        duration: video.duration,
      }),
    );

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(video.currentTime).toBe(0));
    await expectShownTime(canvasElement, '0:00 / 0:08');

    await userEvent.keyboard('m');
    await waitFor(() => expect(video.muted).toBe(false));
    await expect(canvas.getByRole('button', { name: 'Stumm schalten' })).toBeVisible();
    await expect(play).toHaveFocus();
  },
};

/** A video that is not there: a German message instead of a black box with dead controls. */
export const LoadError: Story = {
  args: { src: clip('gibt-es-nicht'), title: 'Abschluss sicher machen' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Das Video konnte nicht geladen werden.');
    await expect(alert).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Abschluss sicher machen' })).toContainElement(
      alert,
    );
    await expect(canvas.queryByRole('button', { name: 'Abspielen' })).toBeNull();
  },
};
