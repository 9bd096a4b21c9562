import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Lead wirklich löschen?',
    description: 'Der Lead „Nordlicht Vertrieb GmbH“ und sein Verlauf werden endgültig entfernt.',
    confirmLabel: 'Löschen',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="destructive">Lead löschen</Button>,
  },
  parameters: { docs: { story: { inline: false, height: '24rem' } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on 'Abbrechen'; Escape cancels and gives focus back to the trigger. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Lead löschen' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Lead wirklich löschen?' });
    await expect(dialog).toHaveAccessibleDescription(/endgültig entfernt/);
    await expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** The confirm button runs the action and closes the dialog. */
export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lead löschen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Not destructive: the confirm button in the primary colour. */
export const NotDestructive: Story = {
  args: {
    title: 'Import starten?',
    description: '248 Zeilen werden als neue Leads angelegt.',
    confirmLabel: 'Importieren',
    destructive: false,
    defaultOpen: true,
    trigger: undefined,
  },
  play: async () => {
    const confirm = await screen.findByRole('button', { name: 'Importieren' });
    await expect(confirm).toHaveAttribute('data-variant', 'default');
    await expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  },
};

/** While the action runs: a spinner, and neither the buttons nor Escape close the dialog. */
export const Pending: Story = {
  args: { defaultOpen: true, pending: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    const confirm = screen.getByRole('button', { name: 'Löschen' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A promise from `onConfirm` keeps the dialog busy until it settles, then closes it. */
export const AsyncConfirm: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

function LostReason({ onConfirm }: { onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      defaultOpen
      title="Lead als verloren markieren?"
      description="Der Lead wandert in die Spalte „Verloren“."
      confirmLabel="Als verloren markieren"
      destructive
      initialFocus="content"
      onConfirm={() => onConfirm(reason)}
    >
      <TextField
        label="Grund für Verlust"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}

/** With a required field: focus starts in it, and an empty one blocks the confirm. */
export const WithReason: Story = {
  render: (args) => <LostReason onConfirm={args.onConfirm} />,
  play: async ({ args }) => {
    const field = await screen.findByRole('textbox', { name: /Grund für Verlust/ });
    await expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Als verloren markieren' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.type(field, 'Budget gestrichen{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('Budget gestrichen');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The action fails: the dialog stays open for another try; the caller shows the error. */
export const ConfirmFails: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    onConfirm: fn(() => Promise.reject(new Error('Der Server hat abgelehnt.'))),
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('alertdialog')).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('button', { name: 'Löschen' })).toHaveFocus();
  },
};
