import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Toaster, toast } from '@sprint/ui';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../../testing/storyProviders';
import { BookingDialog } from './BookingDialog';
import type { Booking } from './bookingForm';
import { TODAY, categoryId, financesServer, findBooking, projectId } from '../overviewFixtures';
import { findToasts } from '../../../testing/toasts';

const onMutation = fn();
const server = financesServer({ onMutation });

type DialogArgs = PublicStoryArgs & { booking?: Booking | null };

/** The page's 'Neue Buchung' (or a row's 'Bearbeiten'): a button that opens the dialog. */
function Demo({ booking }: { booking?: Booking | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{booking ? 'Bearbeiten' : 'Neue Buchung'}</Button>
      <BookingDialog open={open} onOpenChange={setOpen} booking={booking} today={TODAY} />
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Pages/Finanzen/Buchung',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    server.reset();
  },
  parameters: {
    route: { path: '/app/finances', url: '/app/finances' },
    msw: server,
    // A dialog and its toast: the whole viewport is the picture.
    visual: { target: 'page' },
  },
  render: (args) => <Demo booking={args.booking} />,
} satisfies Meta<DialogArgs>;

export default meta;
type Story = StoryObj<DialogArgs>;

async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Opens a select by keyboard and picks an option by its name. */
async function choose(combobox: HTMLElement, option: string) {
  combobox.focus();
  await userEvent.keyboard('{Enter}');
  const item = await screen.findByRole('option', { name: option });
  item.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(combobox).toHaveTextContent(option));
}

/**
 * An income of 1.190,00 € at 19 %, entered by keyboard: net and VAT appear as the server will
 * split them; Enter saves, and the toast confirms.
 */
export const NewBooking: Story = {
  play: async () => {
    const dialog = await dialogNamed('Neue Buchung');
    await expect(dialog.getByRole('radio', { name: 'Einnahme' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Datum' })).toHaveValue('20.11.2026');
    await expect(dialog.getByRole('combobox', { name: 'Steuersatz' })).toHaveTextContent('19 %');

    dialog.getByRole('textbox', { name: 'Betrag brutto' }).focus();
    await userEvent.keyboard('1.190,00');
    await expect(await dialog.findByText('Netto 1.000,00 € · USt. 190,00 €')).toBeVisible();
    await choose(dialog.getByRole('combobox', { name: 'Kategorie' }), 'Beratung');
    await choose(
      dialog.getByRole('combobox', { name: 'Projekt' }),
      'Vertriebsschulung 2026 · Kaiser Medizintechnik GmbH',
    );
    dialog.getByRole('textbox', { name: 'Beschreibung' }).focus();
    await userEvent.keyboard('Workshop Einwandbehandlung, 1 Tag');
    dialog.getByRole('textbox', { name: 'Geschäftspartner' }).focus();
    await userEvent.keyboard('Kaiser Medizintechnik GmbH{Enter}');

    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.transactions.create', {
        kind: 'income',
        bookedOn: TODAY,
        grossCents: 119_000,
        vatRate: 19,
        categoryId: categoryId(2),
        counterparty: 'Kaiser Medizintechnik GmbH',
        description: 'Workshop Einwandbehandlung, 1 Tag',
        projectId: projectId(2),
      }),
    );
    const region = await findToasts();
    await expect(await region.findByText('Buchung gespeichert')).toBeVisible();
    await expect(region.getByText('Einnahme · 1.190,00 € · 20.11.2026')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** An expense with its receipt: the PDF is uploaded first, the booking names its path. */
export const WithReceipt: Story = {
  play: async () => {
    const dialog = await dialogNamed('Neue Buchung');
    await userEvent.click(dialog.getByRole('radio', { name: 'Ausgabe' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Betrag brutto' }), '119,00');
    await choose(dialog.getByRole('combobox', { name: 'Kategorie' }), 'Bürobedarf');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Geschäftspartner' }),
      'Büroshop24 GmbH',
    );
    const receipt = dialog.getByRole('group', { name: 'Beleg' });
    const input = receipt.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new globalThis.Error('Das Dateifeld fehlt.');
    await userEvent.upload(
      input,
      new File(['%PDF-1.7\n% Rechnung'], 'Rechnung-4711.pdf', { type: 'application/pdf' }),
    );
    await expect(within(receipt).getByText('Rechnung-4711.pdf')).toBeVisible();
    await expect(within(receipt).getByRole('button', { name: 'Entfernen' })).toBeVisible();
    await expect(dialog.getByText('Netto 100,00 € · USt. 19,00 €')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'storage.uploads.create',
        expect.objectContaining({ purpose: 'receipt', fileName: 'Rechnung-4711.pdf' }),
      ),
    );
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'finances.transactions.create',
        expect.objectContaining({
          kind: 'expense',
          grossCents: 11_900,
          categoryId: categoryId(16),
          receiptPath: expect.stringMatching(/\/receipts\/.+-Rechnung-4711\.pdf$/),
        }),
      ),
    );
    await expect(await (await findToasts()).findByText('Buchung gespeichert')).toBeVisible();
  },
};

/** The server's rules under the fields: a missing date and a zero amount; nothing is sent. */
export const FieldErrors: Story = {
  play: async () => {
    const dialog = await dialogNamed('Neue Buchung');
    const date = dialog.getByRole('textbox', { name: 'Datum' });
    await userEvent.clear(date);
    const amount = dialog.getByRole('textbox', { name: 'Betrag brutto' });
    await userEvent.type(amount, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        expect.stringContaining('Bitte gib ein gültiges Datum ein.'),
      ),
    );
    await expect(date).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Der Betrag darf nicht 0,00 € sein.'),
    );
    await expect(amount).toBeInvalid();
    await expect(onMutation).not.toHaveBeenCalled();
    // The screenshot without the ring: whether a script-set focus shows one varies by run.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Another kind, other categories: an expense category does not survive the switch to income. */
export const KindClearsCategory: Story = {
  play: async () => {
    const dialog = await dialogNamed('Neue Buchung');
    const category = dialog.getByRole('combobox', { name: 'Kategorie' });
    category.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('option', { name: 'Umsatzerlöse' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'Miete' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    const expense = dialog.getByRole('radio', { name: 'Ausgabe' });
    expense.focus();
    await userEvent.keyboard(' ');
    await expect(expense).toBeChecked();
    await choose(category, 'Miete');
    await userEvent.click(dialog.getByRole('radio', { name: 'Einnahme' }));
    await waitFor(() => expect(category).toHaveTextContent('Ohne Kategorie'));
  },
};

/** The server refuses: its message on top, everything typed stays. */
export const ServerError: Story = {
  parameters: {
    msw: financesServer({
      onMutation,
      fail: {
        'finances.transactions.create': {
          status: 403,
          code: 'FORBIDDEN',
          message:
            'Keine Berechtigung: Die Finanzen sehen nur Hauptadministratoren und, wenn freigegeben, Administratoren.',
        },
      },
    }),
  },
  play: async () => {
    const dialog = await dialogNamed('Neue Buchung');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Betrag brutto' }), '250');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    const alert = await dialog.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'Keine Berechtigung: Die Finanzen sehen nur Hauptadministratoren',
      ),
    );
    await expect(dialog.getByRole('textbox', { name: 'Betrag brutto' })).toHaveValue('250,00');
  },
};

/** A booking with its receipt: the file opens in a new tab; removing it saves `null`. */
export const EditWithReceipt: Story = {
  args: {
    booking: findBooking((booking) => booking.receiptName === 'Amazon-Rechnung.pdf'),
  },
  play: async () => {
    const dialog = await dialogNamed('Buchung bearbeiten');
    await expect(dialog.getByRole('radio', { name: 'Ausgabe' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Datum' })).toHaveValue('17.11.2026');
    await expect(dialog.getByRole('textbox', { name: 'Betrag brutto' })).toHaveValue('89,00');
    await expect(dialog.getByRole('combobox', { name: 'Kategorie' })).toHaveTextContent(
      'Ohne Kategorie',
    );
    await expect(dialog.getByRole('textbox', { name: 'Beschreibung' })).toHaveValue(
      'Monitorhalterung',
    );
    const receipt = dialog.getByRole('group', { name: 'Beleg' });
    await expect(
      within(receipt).getByRole('link', { name: 'Amazon-Rechnung.pdf' }),
    ).toHaveAttribute('target', '_blank');

    await userEvent.click(within(receipt).getByRole('button', { name: 'Beleg entfernen' }));
    await expect(await dialog.findByRole('button', { name: 'Datei auswählen' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'finances.transactions.update',
        expect.objectContaining({ grossCents: 8_900, receiptPath: null }),
      ),
    );
  },
};
