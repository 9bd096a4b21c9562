import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ImageCropDialog } from './ImageCropDialog';
import { ImageUploadField, type ImageUploadFieldProps } from './ImageUploadField';

const MB = 1024 * 1024;

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A portrait drawn inline, so no story touches the network. */
const portrait = svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#0369a1"/>
  <circle cx="32" cy="26" r="12" fill="#fcd9b6"/>
  <path d="M8 64c0-14 11-22 24-22s24 8 24 22z" fill="#f1f5f9"/>
</svg>`);

/** A made-up company logo. */
const logo = svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="8" fill="teal"/>
  <path d="M10 28 L20 10 L30 28 Z" fill="white"/>
  <circle cx="20" cy="23" r="3" fill="teal"/>
</svg>`);

/** A landscape photo stand-in, wider than high, so the square frame has room to move. */
const landscape = svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
  <rect width="480" height="320" fill="#bae6fd"/>
  <circle cx="360" cy="90" r="42" fill="#fbbf24"/>
  <path d="M0 250 L130 120 L250 240 L340 170 L480 280 L480 320 L0 320 Z" fill="#15803d"/>
  <circle cx="190" cy="150" r="46" fill="#fcd9b6"/>
  <path d="M110 320c0-60 36-100 80-100s80 40 80 100z" fill="#1d4ed8"/>
</svg>`);

/** A real PNG file as the file dialog would hand it over, drawn the same way every run. */
async function portraitPng(): Promise<File> {
  const canvas = new OffscreenCanvas(400, 300);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Kein Canvas');
  context.fillStyle = '#0369a1';
  context.fillRect(0, 0, 400, 300);
  context.fillStyle = '#fcd9b6';
  context.beginPath();
  context.arc(200, 120, 60, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#f1f5f9';
  context.fillRect(110, 200, 180, 100);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], 'portrait.png', { type: 'image/png' });
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('Kein Dateifeld gefunden');
  return input;
}

/** The message under the field (a live region repeats the field's own ones for screen readers). */
function fieldError(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>('[data-slot="form-field-error"]');
}

function announcement(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>('[data-slot="image-upload-announcement"]');
}

/** Shown under the field, linked to the button, and announced. */
async function expectFieldMessage(canvasElement: HTMLElement, message: string) {
  await waitFor(() => expect(fieldError(canvasElement)).toHaveTextContent(message));
  await expect(fieldError(canvasElement)).toBeVisible();
  await expect(announcement(canvasElement)).toHaveTextContent(message);
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Nicht lesbar'));
    reader.readAsDataURL(blob);
  });
}

/** The field as a page uses it: the stored image comes back as the new `value`. */
function StatefulField(args: ImageUploadFieldProps) {
  const [value, setValue] = useState(args.value);
  const { onChange, onRemove } = args;
  return (
    <ImageUploadField
      {...args}
      value={value}
      onChange={async (image) => {
        await onChange(image);
        setValue(await dataUrlOf(image));
      }}
      onRemove={
        onRemove
          ? async () => {
              await onRemove();
              setValue(null);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'UI/Forms/ImageUpload',
  component: ImageUploadField,
  args: {
    label: 'Profilbild',
    value: null,
    variant: 'avatar',
    name: 'Erika Musterfrau',
    onChange: fn(),
    onRemove: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['avatar', 'logo'] } },
  parameters: { docs: { story: { inline: false, height: '12rem' } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: the initials, the formats as a hint, and no 'Entfernen'. */
export const EmptyAvatar: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Profilbild' });
    await expect(group).toHaveTextContent('PNG, JPEG oder WebP, höchstens 5 MB');
    await expect(canvas.getByRole('img', { name: 'Kein Bild' })).toHaveTextContent('EM');
    const upload = canvas.getByRole('button', { name: 'Bild hochladen' });
    await expect(upload).toHaveAccessibleDescription('PNG, JPEG oder WebP, höchstens 5 MB');
    await expect(canvas.queryByRole('button', { name: 'Entfernen' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(upload).toHaveFocus();
  },
};

export const WithAvatar: Story = {
  args: { value: portrait },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Aktuelles Bild' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toBeInTheDocument(),
    );
    await expect(canvas.getByRole('button', { name: 'Entfernen' })).toBeVisible();
  },
};

/** A company logo: a square preview, and a square crop frame. */
export const Logo: Story = {
  args: { label: 'Firmenlogo', variant: 'logo', value: logo, name: undefined },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('img', { name: 'Aktuelles Bild' });
    await expect(preview.querySelector('img')).toHaveAttribute('src', logo);
    await expect(canvas.getByRole('group', { name: 'Firmenlogo' })).toHaveAttribute(
      'data-variant',
      'logo',
    );
  },
};

export const EmptyLogo: Story = {
  args: { label: 'Firmenlogo', variant: 'logo', name: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Kein Bild' })).toBeVisible();
  },
};

/** Busy from outside: a spinner over the picture, and the buttons ignore clicks. */
export const Busy: Story = {
  args: { value: portrait, busy: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Profilbild' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const remove = canvas.getByRole('button', { name: 'Entfernen' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** An error from outside, under the field and in the button's description. */
export const WithError: Story = {
  args: { value: portrait, error: 'Das Bild konnte nicht gespeichert werden.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Das Bild konnte nicht gespeichert werden.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Bild hochladen' }),
    ).toHaveAccessibleDescription(
      'PNG, JPEG oder WebP, höchstens 5 MB Das Bild konnte nicht gespeichert werden.',
    );
    await expect(fileInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { value: portrait, disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Bild hochladen' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Entfernen' })).toBeDisabled();
    await expect(fileInput(canvasElement)).toBeDisabled();
  },
};

/**
 * The whole way: a PNG chosen in the file dialog, cropped, handed to `onChange` as a 256 × 256
 * PNG; the new picture then shows in the field.
 */
export const UploadAndCrop: Story = {
  render: (args) => <StatefulField {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await userEvent.upload(input, await portraitPng());

    const dialog = await screen.findByRole('dialog', { name: 'Profilbild zuschneiden' });
    await within(dialog).findByRole('application', {
      name: 'Bildausschnitt – mit den Pfeiltasten verschieben',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Übernehmen' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);

    // Cropping and encoding the PNG takes a moment on a busy machine.
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const image = mocked(args.onChange).mock.calls[0]?.[0];
    await expect(image).toBeInstanceOf(Blob);
    await expect(image?.type).toBe('image/png');
    const bitmap = await createImageBitmap(image as Blob);
    await expect([bitmap.width, bitmap.height]).toEqual([256, 256]);
    // The middle square of the 400 × 300 picture: the face in the centre, background above it.
    const pixels = new OffscreenCanvas(256, 256).getContext('2d');
    pixels?.drawImage(bitmap, 0, 0);
    await expect([...(pixels?.getImageData(128, 128, 1, 1).data ?? [])]).toEqual([
      252, 217, 182, 255,
    ]);
    await expect([...(pixels?.getImageData(128, 8, 1, 1).data ?? [])]).toEqual([3, 105, 161, 255]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('img', { name: 'Aktuelles Bild' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bild hochladen' })).toHaveFocus();
  },
};

/** A file of another type is refused before anything is cropped. */
export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    // The file dialog's "Alle Dateien" lets anything through `accept`.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(['GIF89a'], 'animation.gif', { type: 'image/gif' }),
    );
    await expectFieldMessage(canvasElement, 'Bitte wähle ein Bild im Format PNG, JPEG oder WebP.');
    await expect(
      canvas.getByRole('button', { name: 'Bild hochladen' }),
    ).toHaveAccessibleDescription(
      'PNG, JPEG oder WebP, höchstens 5 MB Bitte wähle ein Bild im Format PNG, JPEG oder WebP.',
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Over the limit: refused with the limit in the message. */
export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const large = new File([new Uint8Array(6 * MB)], 'foto.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), large);
    await expectFieldMessage(canvasElement, 'Das Bild ist größer als 5 MB.');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A file dropped on the field takes the same way as one from the file dialog. */
export const DropWrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const zone = canvasElement.querySelector('[data-slot="image-upload-zone"]');
    if (!zone) throw new Error('Keine Ablagefläche gefunden');
    const drag = (type: 'dragenter' | 'drop', files: File[]) => {
      const data = new DataTransfer();
      for (const file of files) data.items.add(file);
      zone.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }),
      );
    };
    const photo = await portraitPng();

    drag('dragenter', [photo, photo]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'drag-over'));
    drag('drop', [photo, photo]);
    await expectFieldMessage(canvasElement, 'Bitte wähle nur ein Bild aus.');

    drag('drop', [new File(['%PDF-1.7'], 'vertrag.pdf', { type: 'application/pdf' })]);
    await expectFieldMessage(canvasElement, 'Bitte wähle ein Bild im Format PNG, JPEG oder WebP.');
    await expect(zone).toHaveAttribute('data-state', 'idle');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The upload fails: the dialog closes and the server's message shows under the field. */
export const UploadFails: Story = {
  args: {
    onChange: fn(() => Promise.reject(new Error('Der Speicher ist nicht erreichbar.'))),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), await portraitPng());
    const dialog = await screen.findByRole('dialog', { name: 'Profilbild zuschneiden' });
    const confirm = within(dialog).getByRole('button', { name: 'Übernehmen' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectFieldMessage(canvasElement, 'Der Speicher ist nicht erreichbar.');
    await expect(canvas.getByRole('img', { name: 'Kein Bild' })).toBeVisible();
  },
};

/** 'Entfernen' clears the picture; focus moves to 'Bild hochladen'. */
export const Remove: Story = {
  args: { value: portrait },
  render: (args) => <StatefulField {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entfernen' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Kein Bild' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Entfernen' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Bild hochladen' })).toHaveFocus();
  },
};

function CropDialogDemo({ onConfirm }: { onConfirm: (image: Blob) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Zuschneiden
      </Button>
      <ImageCropDialog
        open={open}
        onOpenChange={setOpen}
        source={landscape}
        title="Profilbild zuschneiden"
        cropShape="round"
        onConfirm={onConfirm}
      />
    </>
  );
}

/**
 * `ImageCropDialog` on its own: the zoom slider has focus first; the crop area (a focus stop of
 * its own) moves with the arrow keys.
 */
export const CropDialogOpen: Story = {
  render: (args) => <CropDialogDemo onConfirm={args.onChange} />,
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Profilbild zuschneiden' });
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveFocus();
    // The arrow keys on a range input are the browser's own; a change is what they cause.
    fireEvent.change(zoom, { target: { value: '1.5' } });
    await expect(zoom).toHaveAttribute('aria-valuetext', expect.stringMatching(/^150\s%$/));
    fireEvent.change(zoom, { target: { value: '1' } });

    const area = await within(dialog).findByRole('application', {
      name: 'Bildausschnitt – mit den Pfeiltasten verschieben',
    });
    const photo = dialog.querySelector('img');
    if (!photo) throw new Error('Kein Bild im Dialog');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(area).toHaveFocus();
    const before = photo.style.transform;
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(photo.style.transform).not.toBe(before));
    await expect(within(dialog).getByRole('button', { name: 'Übernehmen' })).toBeEnabled();
  },
};
