import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../../testing/storyProviders';
import { NEW_CLIP_ID, clipsServer, textMatching, video } from '../clipFixtures';
import { UploadClipDialog } from './UploadClipDialog';

const onMutation = fn();
const server = clipsServer({ onMutation });

const meta = {
  title: 'Pages/Clips/Video hochladen',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/clips', url: '/app/clips' },
    msw: server,
  },
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    server.reset();
  },
  render: () => (
    <>
      <UploadClipDialog open onOpenChange={() => undefined} />
      <Toaster />
    </>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

async function uploadDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Video hochladen' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The dialog's file input (the drop zone's; 'Datei auswählen' opens it). */
function fileInput(): HTMLInputElement {
  const input = screen.getByRole('dialog').querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('Kein Dateifeld');
  return input;
}

/** The seed's 8-second demo clip as the file a person picks. */
async function demoFile(): Promise<File> {
  const response = await fetch(video('follow-up'));
  return new File([await response.blob()], 'follow-up.mp4', { type: 'video/mp4' });
}

/** Files outside the picker's filter reach the zone as a drop would bring them. */
const dropping = userEvent.setup({ applyAccept: false });

/** Nothing chosen yet: the drop zone and the formats it takes. */
export const Default: Story = {
  play: async () => {
    const dialog = await uploadDialog();
    await expect(dialog.getByRole('group', { name: 'Videodatei' })).toBeVisible();
    await expect(dialog.getByText('MP4, WebM oder MOV, höchstens 2 GB')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Hochladen' }));
    await expect(await dialog.findByText('Bitte wähle zuerst ein Video aus.')).toBeVisible();
  },
};

/** A video picked: its length and still, read in the browser; the title from its name. */
export const FilePicked: Story = {
  play: async () => {
    const dialog = await uploadDialog();
    await userEvent.upload(fileInput(), await demoFile());
    await expect(
      await dialog.findByText(textMatching(/^Länge 0:08\./), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(dialog.getByText('follow-up.mp4')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Titel' })).toHaveValue('follow-up');
    const still = screen.getByRole('dialog').querySelector('img');
    await expect(still?.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
  },
};

/** Not a video: the German reason, nothing taken. */
export const WrongType: Story = {
  play: async () => {
    const dialog = await uploadDialog();
    await dropping.upload(
      fileInput(),
      new File(['%PDF-1.7'], 'Preisliste.pdf', { type: 'application/pdf' }),
    );
    await expect(
      await dialog.findByText('Bitte wähle ein Video im Format MP4, WebM oder MOV.'),
    ).toBeVisible();
    await expect(dialog.queryByText('Preisliste.pdf')).not.toBeInTheDocument();
  },
};

/** Larger than 2 GB: refused before anything is sent. */
export const TooLarge: Story = {
  play: async () => {
    const dialog = await uploadDialog();
    const file = new File(['x'], 'Messe-Mitschnitt.mp4', { type: 'video/mp4' });
    Object.defineProperty(file, 'size', { value: 3 * 1024 * 1024 * 1024 });
    await userEvent.upload(fileInput(), file);
    await expect(await dialog.findByText(/Das Video ist größer als 2 GB\./)).toBeVisible();
  },
};

/** Uploading: the bar, the fields locked, 'Abbrechen' for the upload. */
export const Uploading: Story = {
  parameters: { msw: clipsServer({ holdUpload: true }) },
  play: async () => {
    const dialog = await uploadDialog();
    await userEvent.upload(fileInput(), await demoFile());
    await dialog.findByText(textMatching(/^Länge 0:08\./), {}, { timeout: 5000 });
    const title = dialog.getByRole('textbox', { name: 'Titel' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Follow-up nach drei Tagen');
    await userEvent.click(dialog.getByRole('button', { name: 'Hochladen' }));
    await expect(
      await dialog.findByRole('progressbar', { name: 'Upload von follow-up.mp4' }),
    ).toBeVisible();
    await expect(dialog.getByText('Wird hochgeladen…', { selector: 'p' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Wird hochgeladen…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(title).toHaveAttribute('readonly');
  },
};

/** The whole way: picked, titled, uploaded, and the new clip opens. */
export const Uploaded: Story = {
  tags: ['no-visual'],
  play: async () => {
    const dialog = await uploadDialog();
    await userEvent.upload(fileInput(), await demoFile());
    await dialog.findByText(textMatching(/^Länge 0:08\./), {}, { timeout: 5000 });
    const title = dialog.getByRole('textbox', { name: 'Titel' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Follow-up nach drei Tagen');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tags' }), 'Follow-up');
    await userEvent.click(dialog.getByRole('button', { name: 'Hochladen' }));
    await expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent(
      `/app/clips/${NEW_CLIP_ID}`,
    );
    const create = onMutation.mock.calls.find(([path]) => path === 'clips.create');
    await expect(create?.[1]).toMatchObject({
      title: 'Follow-up nach drei Tagen',
      tags: ['Follow-up'],
      durationSeconds: 8,
      thumbnailDataUrl: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });
    await expect(
      onMutation.mock.calls.find(([path]) => path === 'storage.uploads.create')?.[1],
    ).toMatchObject({ purpose: 'video', fileName: 'follow-up.mp4', contentType: 'video/mp4' });
  },
};
