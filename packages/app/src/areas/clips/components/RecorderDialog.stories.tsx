import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../../testing/storyProviders';
import { NEW_CLIP_ID, clipsServer, textMatching } from '../clipFixtures';
import { RecorderDialog } from './RecorderDialog';
import { MESSAGES } from './recording';

/*
 * The whole recorder with the browser's devices faked by canvases — real MediaRecorder, the real
 * upload against MSW — from the choice of source to the new clip's page.
 */

/** A moving picture on a canvas, as a camera or a shared screen would deliver it. */
function canvasStream(width: number, height: number, label: string) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  let frame = 0;
  const draw = () => {
    if (!context) return;
    frame += 1;
    context.fillStyle = `hsl(${(frame * 4) % 360} 55% 35%)`;
    context.fillRect(0, 0, width, height);
    context.fillStyle = 'hsl(0 0% 100%)';
    context.font = `${Math.round(height / 8)}px sans-serif`;
    context.fillText(`${label} ${frame}`, width / 12, height / 2);
  };
  draw();
  const timer = setInterval(draw, 1000 / 30);
  return { stream: canvas.captureStream(30), stop: () => clearInterval(timer) };
}

type FakeDevices = { camera?: 'ok' | 'denied'; screen?: 'ok' | 'cancelled' };

/** Replaces the browser's device requests for one story; returns the way back. */
function fakeDevices({ camera = 'ok', screen: display = 'ok' }: FakeDevices) {
  const devices = navigator.mediaDevices;
  const original = {
    getUserMedia: devices.getUserMedia.bind(devices),
    getDisplayMedia: devices.getDisplayMedia.bind(devices),
  };
  const running: (() => void)[] = [];
  const refuse = (message: string) => Promise.reject(new DOMException(message, 'NotAllowedError'));
  Object.defineProperty(devices, 'getUserMedia', {
    configurable: true,
    value: (constraints: MediaStreamConstraints) => {
      if (camera === 'denied') return refuse('Permission denied');
      if (!constraints.video)
        return Promise.reject(new DOMException('Kein Mikrofon', 'NotFoundError'));
      const fake = canvasStream(640, 360, 'Kamera');
      running.push(fake.stop);
      return Promise.resolve(fake.stream);
    },
  });
  Object.defineProperty(devices, 'getDisplayMedia', {
    configurable: true,
    value: () => {
      if (display === 'cancelled') return refuse('Permission denied by user');
      const fake = canvasStream(1280, 720, 'Bildschirm');
      running.push(fake.stop);
      return Promise.resolve(fake.stream);
    },
  });
  return () => {
    for (const stop of running) stop();
    Object.defineProperty(devices, 'getUserMedia', {
      configurable: true,
      value: original.getUserMedia,
    });
    Object.defineProperty(devices, 'getDisplayMedia', {
      configurable: true,
      value: original.getDisplayMedia,
    });
  };
}

const onMutation = fn();
const server = clipsServer({ onMutation });

type LiveArgs = PublicStoryArgs & { devices?: FakeDevices };

const meta = {
  title: 'Pages/Clips/Aufnahme',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/clips', url: '/app/clips?aufnahme=1' },
    msw: server,
  },
  beforeEach: ({ args }) => {
    toast.dismiss();
    onMutation.mockClear();
    server.reset();
    return fakeDevices(args.devices ?? {});
  },
  // A short countdown: the stories wait less, the steps are the same.
  render: () => (
    <>
      <RecorderDialog open onOpenChange={() => undefined} countdownStepMs={150} />
      <Toaster />
    </>
  ),
} satisfies Meta<LiveArgs>;

export default meta;
type Story = StoryObj<LiveArgs>;

async function recorderDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Video aufnehmen' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * The camera, end to end: countdown, recording with a pause, stop, the recording to watch, a
 * title, the upload with its bar, and the new clip's page. The clip's length is the recorded
 * time without the pause, its thumbnail a frame of the recording.
 */
export const LiveCameraRecording: Story = {
  tags: ['no-visual'],
  play: async () => {
    const dialog = await recorderDialog();
    await userEvent.click(dialog.getByRole('radio', { name: 'Kamera' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aufnahme starten' }));
    await expect(await dialog.findByText(/Die Aufnahme beginnt in/)).toBeVisible();
    await expect(await dialog.findByText('Aufnahme läuft', {}, { timeout: 3000 })).toBeVisible();
    const preview = dialog.getByLabelText('Live-Vorschau') as HTMLVideoElement;
    await waitFor(() => expect(preview.srcObject).not.toBeNull());

    await new Promise((resolve) => setTimeout(resolve, 1300));
    await userEvent.click(dialog.getByRole('button', { name: 'Pausieren' }));
    await expect(await dialog.findByText('Aufnahme pausiert')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await userEvent.click(dialog.getByRole('button', { name: 'Fortsetzen' }));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(dialog.getByRole('button', { name: 'Aufnahme beenden' }));

    const player = await dialog.findByRole(
      'region',
      { name: 'Vorschau der Aufnahme' },
      { timeout: 5000 },
    );
    const recorded = player.querySelector('video');
    await waitFor(() => expect(recorded?.readyState).toBeGreaterThanOrEqual(1), { timeout: 5000 });
    // About 2.3 s recorded; the 1.5 s pause does not count.
    await expect(dialog.getByText(textMatching(/^Aufgenommen: 0:0[23]\./))).toBeVisible();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Titel' }), 'Mein erster Clip');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tags' }), 'Onboarding');
    await userEvent.click(dialog.getByRole('button', { name: 'Hochladen' }));
    await expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent(
      `/app/clips/${NEW_CLIP_ID}`,
    );
    const create = onMutation.mock.calls.find(([path]) => path === 'clips.create');
    const input = create?.[1] as Record<string, unknown>;
    await expect(input).toMatchObject({
      title: 'Mein erster Clip',
      tags: ['Onboarding'],
      videoPath: expect.stringMatching(/\/videos\/.+\.mp4$/),
    });
    await expect([2, 3]).toContain(input.durationSeconds);
    await expect(String(input.thumbnailDataUrl)).toMatch(/^data:image\/jpeg;base64,/);
    const upload = onMutation.mock.calls.find(([path]) => path === 'storage.uploads.create');
    await expect(upload?.[1]).toMatchObject({
      purpose: 'video',
      fileName: 'Mein erster Clip.mp4',
      contentType: 'video/mp4',
    });
  },
};

/** Screen and camera: the camera drawn into the corner of the shared screen. */
export const LiveScreenAndCamera: Story = {
  tags: ['no-visual'],
  play: async () => {
    const dialog = await recorderDialog();
    await userEvent.click(dialog.getByRole('radio', { name: 'Bildschirm und Kamera' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aufnahme starten' }));
    await expect(await dialog.findByText('Aufnahme läuft', {}, { timeout: 3000 })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await userEvent.click(dialog.getByRole('button', { name: 'Aufnahme beenden' }));
    const player = await dialog.findByRole(
      'region',
      { name: 'Vorschau der Aufnahme' },
      { timeout: 5000 },
    );
    const recorded = player.querySelector('video');
    await waitFor(() => expect(recorded?.videoWidth).toBe(1280), { timeout: 5000 });
    await expect(recorded?.videoHeight).toBe(720);
  },
};

/** The camera refused: the message, and the choice again. */
export const LiveCameraDenied: Story = {
  args: { devices: { camera: 'denied' } },
  play: async () => {
    const dialog = await recorderDialog();
    await userEvent.click(dialog.getByRole('radio', { name: 'Kamera' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aufnahme starten' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.cameraDenied);
    await expect(dialog.getByRole('radio', { name: 'Kamera' })).toBeChecked();
  },
};

/** The screen picker closed without a choice. */
export const LiveScreenCancelled: Story = {
  args: { devices: { screen: 'cancelled' } },
  play: async () => {
    const dialog = await recorderDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Aufnahme starten' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.screenCancelled);
  },
};
