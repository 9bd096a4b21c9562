import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { UploadProgress, type UploadState } from './UploadProgress';

const MB = 1024 * 1024;
const GB = 1024 * MB;

const Frame = styled.div`
  display: grid;
  gap: var(--space-6);
  max-width: 32rem;
`;

const meta = {
  title: 'UI/Feedback/UploadProgress',
  component: UploadProgress,
  args: {
    fileName: 'schulung-kaltakquise.mp4',
    loaded: 13 * MB,
    total: 1.2 * GB,
    state: 'uploading',
    onCancel: fn(),
    onRetry: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['uploading', 'paused', 'done', 'error'] },
  },
  render: (args) => (
    <Frame>
      <UploadProgress {...args} />
    </Frame>
  ),
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sending: the bar, how much is sent, and 'Abbrechen'. */
export const Uploading: Story = {
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload von schulung-kaltakquise.mp4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAccessibleDescription('Wird hochgeladen…');
    await expect(canvas.getByText('schulung-kaltakquise.mp4')).toBeVisible();
    await expect(canvas.getByText('13 MB von 1,2 GB · 1 %')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird hochgeladen…');
    await expect(canvas.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();

    await userEvent.tab();
    const cancel = canvas.getByRole('button', { name: 'Abbrechen' });
    await expect(cancel).toHaveFocus();
    await expect(cancel).toHaveAccessibleDescription('schulung-kaltakquise.mp4');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The connection dropped: the upload waits; it can be resumed by hand or cancelled. */
export const Paused: Story = {
  args: { loaded: 640 * MB, state: 'paused' },
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload von schulung-kaltakquise.mp4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '52');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Pausiert – Verbindung unterbrochen',
    );
    await expect(canvas.getByText('640 MB von 1,2 GB · 52 %')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  },
};

/** Done: full bar, the size, no buttons. */
export const Done: Story = {
  args: { loaded: 1.2 * GB, state: 'done' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload von schulung-kaltakquise.mp4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('status')).toHaveTextContent('Hochgeladen');
    await expect(canvas.getByText('1,2 GB')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Refused by the server: its German message is announced; the upload can be tried again. */
export const Error: Story = {
  args: {
    loaded: 300 * MB,
    state: 'error',
    error: 'Die Datei ist größer als 1 GB.',
  },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Die Datei ist größer als 1 GB.');
    await expect(alert).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Upload von schulung-kaltakquise.mp4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '24');
    await expect(bar).toHaveAccessibleDescription('Die Datei ist größer als 1 GB.');
    await expect(canvas.queryByRole('button', { name: 'Abbrechen' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const catalog: { state: UploadState; fileName: string; loaded: number; error?: string }[] = [
  { state: 'uploading', fileName: 'leads-november.csv', loaded: 1.5 * MB },
  { state: 'paused', fileName: 'einwaende.mp4', loaded: 2.6 * MB },
  { state: 'done', fileName: 'crm-pflege.mp4', loaded: 4 * MB },
  { state: 'error', fileName: 'abschluss.mp4', loaded: 0, error: undefined },
];

/** Every state, as a list of uploads; without handlers no buttons show. */
export const Catalog: Story = {
  render: () => (
    <Frame>
      {catalog.map((upload) => (
        <UploadProgress key={upload.state} total={4 * MB} {...upload} />
      ))}
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(catalog.length);
    await expect(canvas.getByRole('group', { name: 'einwaende.mp4' })).toHaveTextContent(
      'Pausiert – Verbindung unterbrochen',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Upload ist fehlgeschlagen.');
    await expect(canvas.getByText('1,5 MB von 4 MB · 37 %')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
