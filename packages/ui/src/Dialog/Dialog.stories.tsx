import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './Dialog';

const onDelete = fn();

const meta = {
  title: 'UI/Overlays/Dialog',
  component: Dialog,
  args: { children: null },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="destructive">Lead löschen</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Lead wirklich löschen?</DialogTitle>
          <DialogDescription>
            Der Lead „Nordlicht Vertrieb GmbH“ und sein Verlauf werden endgültig entfernt.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Abbrechen</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onDelete}>
              Löschen
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  beforeEach: () => onDelete.mockClear(),
  // Overlays and full-screen layouts each get their own frame on the docs page.
  parameters: { docs: { story: { inline: false, height: '24rem' } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, focus stays inside (Tab order), Escape closes and returns focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Lead löschen' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Lead wirklich löschen?' });
    await expect(dialog).toHaveAccessibleDescription(/endgültig entfernt/);
    const cancel = screen.getByRole('button', { name: 'Abbrechen' });
    const confirm = screen.getByRole('button', { name: 'Löschen' });
    const close = screen.getByRole('button', { name: 'Schließen' });

    // Focus starts on the first control and cycles within the dialog.
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(onDelete).not.toHaveBeenCalled();
  },
};

export const Confirm: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lead löschen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // Visible once the fade-in has started.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
