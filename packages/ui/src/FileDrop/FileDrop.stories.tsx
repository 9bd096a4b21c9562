import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileDrop } from './FileDrop';

const MB = 1024 * 1024;

const csv = (name = 'leads.csv', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'text/csv' });

function zoneIn(canvasElement: HTMLElement): HTMLElement {
  const zone = canvasElement.querySelector<HTMLElement>('[data-slot="file-drop-zone"]');
  if (!zone) throw new Error('Keine Ablagefläche gefunden');
  return zone;
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('Kein Dateifeld gefunden');
  return input;
}

/** What a browser hands over when files are dragged onto the zone. */
function drag(zone: Element, type: 'dragenter' | 'drop', files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
}

const meta = {
  title: 'UI/Forms/FileDrop',
  component: FileDrop,
  args: {
    label: 'CSV-Datei',
    accept: { 'text/csv': ['.csv'] },
    maxSize: 5 * MB,
    onFileChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the button is the keyboard's way in; a chosen file replaces the prompt. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'CSV-Datei' });
    await expect(group).toHaveTextContent('CSV, höchstens 5 MB');
    const button = canvas.getByRole('button', { name: 'Datei auswählen' });
    await expect(button).toHaveAccessibleDescription('CSV, höchstens 5 MB');
    await userEvent.tab();
    await expect(button).toHaveFocus();

    // What the file dialog does once a file is picked.
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'text/csv,.csv');
    await userEvent.upload(input, csv());
    await waitFor(() => expect(args.onFileChange).toHaveBeenCalledWith(expect.any(File)));
    await expect(canvas.getByText('leads.csv')).toBeVisible();
    await expect(canvas.getByText('2 KB')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Entfernen' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Datei auswählen' })).toBeVisible();
  },
};

/** A file dragged over the zone. */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = zoneIn(canvasElement);
    drag(zone, 'dragenter', [csv()]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'drag-over'));
    await expect(zone).toHaveTextContent('Zum Hochladen loslassen');
  },
};

/** A dropped CSV is taken. */
export const WithFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const zone = zoneIn(canvasElement);
    drag(zone, 'drop', [csv('kontakte-november.csv', 48_128)]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'file'));
    await expect(canvas.getByText('kontakte-november.csv')).toBeVisible();
    await expect(canvas.getByText('47 KB')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Andere Datei auswählen' })).toBeVisible();
  },
};

/** Another type is refused with a German message, linked to the button. */
export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const zone = zoneIn(canvasElement);
    drag(zone, 'drop', [new File(['x'], 'leads.xlsx', { type: 'application/vnd.ms-excel' })]);
    await waitFor(() => expect(canvas.getByText('Nur CSV-Dateien.')).toBeVisible());
    await expect(zone).toHaveAttribute('data-state', 'error');
    await expect(
      canvas.getByRole('button', { name: 'Datei auswählen' }),
    ).toHaveAccessibleDescription('CSV, höchstens 5 MB Nur CSV-Dateien.');
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

/** Too large for the limit. */
export const TooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const zone = zoneIn(canvasElement);
    drag(zone, 'drop', [csv('alle-leads.csv', 6 * MB)]);
    await waitFor(() => expect(canvas.getByText('Die Datei ist größer als 5 MB.')).toBeVisible());
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

/** An error from outside, e.g. the file could not be read as CSV. */
export const ExternalError: Story = {
  args: { error: 'Die Datei enthält keine Kopfzeile.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Die Datei enthält keine Kopfzeile.')).toBeVisible();
  },
};

/** Disabled: neither the button nor a drop does anything. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Datei auswählen' })).toBeDisabled();
    const zone = zoneIn(canvasElement);
    drag(zone, 'drop', [csv()]);
    // A drop is read asynchronously: give it the time it would need.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(zone).toHaveAttribute('data-state', 'disabled');
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};
