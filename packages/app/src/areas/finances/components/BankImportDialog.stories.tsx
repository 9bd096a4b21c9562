import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, toast } from '@sprint/ui';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../../testing/storyProviders';
import { BankImportDialog } from './BankImportDialog';
import { STATEMENT_CSV, categoryId, financesServer } from '../overviewFixtures';

const onMutation = fn();
const server = financesServer({ onMutation });

/** The bookings section's 'Kontoauszug importieren': a button that opens the dialog. */
function Demo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Kontoauszug importieren</Button>
      <BankImportDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Pages/Finanzen/Kontoauszug importieren',
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
    visual: { target: 'page' },
  },
  render: () => <Demo />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const BAD_LINE = 'Zeile 7: Der Betrag „abc“ ist kein gültiger Betrag (z. B. -1.234,56).';

async function dialog() {
  const element = await screen.findByRole('dialog', { name: 'Kontoauszug importieren' });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

/** Hands the dialog a file through its file field (the button opens the same field). */
async function chooseFile(file: File) {
  const element = await screen.findByRole('dialog', { name: 'Kontoauszug importieren' });
  const input = element.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('Das Dateifeld fehlt.');
  await userEvent.upload(input, file);
}

const statement = () =>
  new File([STATEMENT_CSV], 'Umsaetze_Geschaeftskonto_2026-11.csv', { type: 'text/csv' });

/** Uploads the November statement and waits for the server's preview. */
async function preview() {
  const view = await dialog();
  await chooseFile(statement());
  await view.findByRole('grid', { name: 'Vorschau der Buchungen' });
  return view;
}

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(combobox).toHaveTextContent(option));
}

/**
 * The statement's columns as the server suggests them, the rows as they would be booked, what
 * was imported before and the bad line with its reason; a changed mapping asks again.
 */
export const Preview: Story = {
  play: async () => {
    const view = await preview();
    await expect(view.getByRole('combobox', { name: 'Datum' })).toHaveTextContent('Buchungstag');
    await expect(view.getByRole('combobox', { name: 'Betrag (mit Vorzeichen)' })).toHaveTextContent(
      'Betrag',
    );
    await expect(view.getByRole('combobox', { name: 'Einnahme (Haben)' })).toHaveTextContent(
      'Nicht zuordnen',
    );
    await expect(view.getByRole('combobox', { name: 'Ausgabe (Soll)' })).toHaveTextContent(
      'Nicht zuordnen',
    );
    await expect(view.getByRole('combobox', { name: 'Geschäftspartner' })).toHaveTextContent(
      'Auftraggeber/Empfänger',
    );
    await expect(view.getByRole('combobox', { name: 'Verwendungszweck' })).toHaveTextContent(
      'Verwendungszweck',
    );
    const counts = view.getByRole('list', { name: 'Prüfung der Datei' });
    await expect(counts).toHaveTextContent('5 Buchungen bereit');
    await expect(counts).toHaveTextContent('2 bereits importiert');
    await expect(counts).toHaveTextContent('1 fehlerhafte Zeile');
    await expect(view.getByRole('list', { name: 'Fehlerhafte Zeilen' })).toHaveTextContent(
      BAD_LINE,
    );
    const grid = view.getByRole('grid', { name: 'Vorschau der Buchungen' });
    const solar = within(grid).getByRole('rowheader', { name: 'Rheinland Solar GmbH' });
    await expect(solar.closest('tr')).toHaveTextContent('+5.950,00 €');
    await expect(within(grid).getAllByText('Bereits importiert')).toHaveLength(2);
    await expect(
      view.getByRole('combobox', { name: 'Steuersatz für alle Zeilen' }),
    ).toHaveTextContent('0 %');

    // Without the purpose the earlier imports no longer match: every readable row is new.
    await choose(view.getByRole('combobox', { name: 'Verwendungszweck' }), 'Nicht zuordnen');
    await waitFor(() =>
      expect(onMutation).toHaveBeenLastCalledWith('finances.transactions.importPreview', {
        filePath: expect.stringMatching(/Umsaetze_Geschaeftskonto_2026-11\.csv$/),
        mapping: { bookedOn: 0, amount: 4, counterparty: 2 },
      }),
    );
    await waitFor(() => expect(counts).toHaveTextContent('7 Buchungen bereit'));
    await expect(counts).toHaveTextContent('0 bereits importiert');
    await expect(view.getByRole('button', { name: '7 Buchungen importieren' })).toBeVisible();
  },
};

/** Without a date column nothing can be booked: the dialog says what is missing. */
export const MappingIncomplete: Story = {
  play: async () => {
    const view = await preview();
    await choose(view.getByRole('combobox', { name: 'Datum' }), 'Nicht zuordnen');
    await expect(
      await view.findByText(
        'Bitte ordne mindestens Datum und Betrag (oder Einnahme und Ausgabe) einer Spalte zu.',
      ),
    ).toBeVisible();
    await expect(view.getByRole('table', { name: 'Die ersten Zeilen der Datei' })).toBeVisible();
    await expect(view.getByRole('button', { name: '0 Buchungen importieren' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * The import books the ready rows with the chosen rate and categories and names what it left
 * out: the rows booked before and the bad line with its number and reason.
 */
export const Result: Story = {
  play: async () => {
    const view = await preview();
    await choose(
      view.getByRole('combobox', { name: 'Kategorie für Ausgaben' }),
      'Sonstige Ausgaben',
    );
    await userEvent.click(view.getByRole('button', { name: '5 Buchungen importieren' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.transactions.import', {
        filePath: expect.stringMatching(/\.csv$/),
        mapping: { bookedOn: 0, amount: 4, counterparty: 2, description: 3 },
        vatRate: 0,
        incomeCategoryId: null,
        expenseCategoryId: categoryId(21),
      }),
    );
    const result = await view.findByRole('list', { name: 'Ergebnis des Imports' });
    await expect(result).toHaveTextContent('5 Buchungen importiert');
    await expect(result).toHaveTextContent('2 übersprungen (bereits vorhanden)');
    await expect(result).toHaveTextContent('1 Zeile mit Fehlern nicht importiert');
    await expect(view.getByRole('list', { name: 'Nicht importierte Zeilen' })).toHaveTextContent(
      BAD_LINE,
    );
    await expect(view.getByRole('button', { name: 'Fertig' })).toBeVisible();
  },
};

/** A file over 10 MB is refused before anything is uploaded. */
export const FileTooLarge: Story = {
  play: async () => {
    const view = await dialog();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'Umsaetze_2020-2026.csv', {
      type: 'text/csv',
    });
    await chooseFile(big);
    await expect(await view.findByText('Die CSV-Datei ist größer als 10 MB.')).toBeVisible();
    await expect(onMutation).not.toHaveBeenCalled();
  },
};
