import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { playable, textMatching, video } from '../clipFixtures';
import { RecorderView, type RecorderViewProps } from './RecorderView';
import { MESSAGES, type Recording as RecordingData } from './recording';

/*
 * The recorder's view in each state, with given props (stable screenshots). The whole recorder
 * with faked devices, real MediaRecorder and upload: RecorderDialog.stories.tsx.
 */

const Frame = styled.div`
  max-width: 48rem;
`;

const callbacks = {
  onChoose: fn(),
  onStart: fn(),
  onPause: fn(),
  onResume: fn(),
  onStop: fn(),
  onDiscard: fn(),
  onSubmit: fn(),
  onCancelUpload: fn(),
};

const base: RecorderViewProps = {
  state: { status: 'idle', source: 'screen', error: null },
  sources: ['screen', 'camera', 'both'],
  problem: null,
  now: 0,
  previewStream: null,
  recordingUrl: null,
  upload: null,
  serverError: null,
  ...callbacks,
};

function recording(url: string | null): RecordingData {
  return {
    blob: new Blob([], { type: 'video/mp4' }),
    url,
    contentType: 'video/mp4',
    durationMs: 8_000,
    thumbnailDataUrl: null,
  };
}

const meta = {
  title: 'Pages/Clips/Recorder',
  component: RecorderView,
  args: base,
  beforeEach: () => {
    for (const callback of Object.values(callbacks)) callback.mockClear();
  },
  render: (args) => (
    <Frame>
      <RecorderView {...args} />
    </Frame>
  ),
} satisfies Meta<typeof RecorderView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The choice: screen, camera or both, then 'Aufnahme starten'. */
export const ChooseSource: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Was möchtest du aufnehmen?' });
    await expect(within(group).getByRole('radio', { name: 'Bildschirm' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Kamera' })).toHaveAccessibleDescription(
      'Du vor der Kamera, mit Mikrofon.',
    );
    await userEvent.click(within(group).getByRole('radio', { name: 'Bildschirm und Kamera' }));
    await expect(args.onChoose).toHaveBeenCalledWith('both');
    await userEvent.click(canvas.getByRole('button', { name: 'Aufnahme starten' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** A phone: no screen to share, only the camera. */
export const CameraOnly: Story = {
  args: { sources: ['camera'], state: { status: 'idle', source: 'camera', error: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'camera',
    ]);
  },
};

/** The browser refused the camera or microphone: why, and how to allow it. */
export const PermissionDenied: Story = {
  args: { state: { status: 'idle', source: 'camera', error: MESSAGES.cameraDenied } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Kein Zugriff auf Kamera oder Mikrofon. Bitte erlaube den Zugriff in den Einstellungen deines Browsers.',
    );
    await expect(canvas.getByRole('button', { name: 'Aufnahme starten' })).toBeVisible();
  },
};

/** The person closed the browser's screen picker. */
export const ScreenSharingCancelled: Story = {
  args: { state: { status: 'idle', source: 'screen', error: MESSAGES.screenCancelled } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Die Bildschirmfreigabe wurde abgebrochen.',
    );
  },
};

/** A browser without MediaRecorder: nothing to choose, a clear message. */
export const Unsupported: Story = {
  args: { sources: [], problem: MESSAGES.noRecorder },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Dein Browser kann keine Videos aufnehmen.',
    );
    await expect(
      canvas.queryByRole('button', { name: 'Aufnahme starten' }),
    ).not.toBeInTheDocument();
  },
};

/** The browser asks for permission. */
export const Requesting: Story = {
  args: { state: { status: 'requesting', source: 'camera' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Warte auf die Freigabe durch deinen Browser…',
    );
  },
};

/** 3-2-1 over the live picture. */
export const Countdown: Story = {
  args: { state: { status: 'countdown', source: 'camera', remaining: 2 } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Die Aufnahme beginnt in 2…');
    await expect(canvas.getByText('2', { selector: 'p[aria-hidden]' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onDiscard).toHaveBeenCalled();
  },
};

/** Recording: the running time (without pauses), pause and stop. */
export const Recording: Story = {
  args: {
    state: { status: 'recording', source: 'camera', recordedMs: 60_000, since: 1_000 },
    now: 6_500,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Aufnahme läuft');
    await expect(canvas.getByText('1:05')).toBeVisible();
    await expect(canvas.getByText('1 Minute 5 Sekunden')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pausieren' }));
    await expect(args.onPause).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Aufnahme beenden' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

/** Paused: the time stands, 'Fortsetzen'. */
export const Paused: Story = {
  args: { state: { status: 'paused', source: 'screen', recordedMs: 12_400 }, now: 99_000 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Aufnahme pausiert');
    await expect(canvas.getByText('0:12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsetzen' }));
    await expect(args.onResume).toHaveBeenCalled();
  },
};

/** Stopped: the recording to watch, then its title, description and tags. */
export const Preview: Story = {
  loaders: [async () => ({ url: await playable(video('follow-up')) })],
  render: (args, { loaded }) => (
    <Frame>
      <RecorderView
        {...args}
        state={{ status: 'stopped', source: 'camera', recording: recording(String(loaded.url)) }}
        recordingUrl={String(loaded.url)}
      />
    </Frame>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Vorschau der Aufnahme' })).toBeVisible();
    const player = canvasElement.querySelector('video');
    await waitFor(() => expect(player?.readyState).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    await expect(canvas.getByText(textMatching(/^Aufgenommen: 0:08\./))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hochladen' }));
    await expect(await canvas.findByText('Bitte gib einen Titel ein.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titel' }), 'Nachfassen am Telefon');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'Follow-up, Telefon');
    await userEvent.click(canvas.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Nachfassen am Telefon',
        description: '',
        tags: ['Follow-up', 'Telefon'],
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Verwerfen und neu aufnehmen' }));
    await expect(args.onDiscard).toHaveBeenCalled();
  },
};

/** Uploading: the bar with what is sent of how much, 'Abbrechen'. */
export const Uploading: Story = {
  args: {
    state: { status: 'uploading', source: 'camera', recording: recording(null) },
    defaultDetails: { title: 'Nachfassen am Telefon', description: '', tags: 'Follow-up' },
    upload: {
      fileName: 'Nachfassen am Telefon.mp4',
      loaded: 3_355_444,
      total: 8_388_608,
      state: 'uploading',
    },
  },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Upload von Nachfassen am Telefon.mp4' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('Wird hochgeladen…', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wird hochgeladen…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Titel' })).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onCancelUpload).toHaveBeenCalled();
  },
};

/** The upload or the clip failed: the reason, and 'Erneut hochladen'. */
export const UploadFailed: Story = {
  args: {
    state: {
      status: 'error',
      source: 'camera',
      recording: recording(null),
      message: 'Die Verbindung ist unterbrochen.',
    },
    defaultDetails: { title: 'Nachfassen am Telefon', description: '', tags: '' },
    serverError: 'Die Verbindung ist unterbrochen.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Verbindung ist unterbrochen.');
    await expect(canvas.getByRole('button', { name: 'Erneut hochladen' })).toBeVisible();
  },
};
