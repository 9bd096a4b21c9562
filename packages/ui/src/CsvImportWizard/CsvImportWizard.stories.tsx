import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { createDataTableColumnHelper } from '../DataTable';
import { EMPTY_VALUE } from '../format/empty';
import {
  CsvImportLines,
  CsvImportPreviewTable,
  CsvImportRowNotes,
  CsvImportSample,
  CsvImportSummary,
} from './CsvImportParts';
import { CsvImportWizard, type CsvImportField } from './CsvImportWizard';
import type { CsvImportMapping } from './csvImportMapping';

/*
 * An address book's contacts as the example: the wizard knows nothing of leads or bookings. The
 * 'server' below reads the file the way Sprint's importers do: a suggested mapping, each row's
 * errors and duplicates, and a result that names the lines it left out.
 */

type ContactField = 'name' | 'email' | 'company' | 'phone';
type ContactMapping = CsvImportMapping<ContactField>;
type ContactRow = {
  line: number;
  values: Partial<Record<ContactField, string>>;
  errors: string[];
  duplicateOfLine?: number;
};
type ContactPreview = {
  columns: string[];
  mapping: ContactMapping;
  sample: { line: number; cells: string[] }[];
  rows: ContactRow[];
};
type ContactResult = { created: number; skipped: { line: number; reason: string }[] };

const FIELDS: CsvImportField<ContactField>[] = [
  { id: 'name', label: 'Name', required: true },
  { id: 'email', label: 'E-Mail' },
  { id: 'company', label: 'Unternehmen' },
  { id: 'phone', label: 'Telefon' },
];

const CONTACTS_CSV = [
  'Name;E-Mail;Firma;Telefon',
  'Heike Jensen;h.jensen@nordsee-kaelte.de;Nordsee Kälte GmbH;0421 123456',
  ';peter@lang.de;Druckerei Lang;',
  'Sabine Huber;s.huber@alpenblick-logistik.de;Alpenblick Logistik GmbH;08031 98765',
  'Eva Roth;eva.roth@;Lahn Druckerei;',
  'Heike Jensen;h.jensen@nordsee-kaelte.de;Nordsee Kälte GmbH;',
].join('\r\n');

const SUGGESTED: ContactMapping = { name: 0, email: 1, company: 2, phone: 3 };
const MB = 1024 * 1024;
const count = new Intl.NumberFormat('de-DE');

function previewOf(csv: string, mapping: ContactMapping = SUGGESTED): ContactPreview {
  const [header = [], ...records] = csv
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => line.split(';'));
  const firstEmail = new Map<string, number>();
  const rows = records.map((cells, index): ContactRow => {
    const line = index + 2;
    const values: ContactRow['values'] = {};
    for (const { id } of FIELDS) {
      const column = mapping[id];
      const value = column === null || column === undefined ? '' : (cells[column] ?? '');
      if (value) values[id] = value;
    }
    const errors: string[] = [];
    if (!values.name) errors.push('Name fehlt.');
    if (values.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) {
      errors.push(`Ungültige E-Mail-Adresse: ${values.email}`);
    }
    const email = values.email?.toLowerCase();
    const duplicateOfLine = email ? firstEmail.get(email) : undefined;
    if (email && duplicateOfLine === undefined) firstEmail.set(email, line);
    return { line, values, errors, duplicateOfLine };
  });
  return {
    columns: header,
    mapping,
    sample: records.slice(0, 3).map((cells, index) => ({ line: index + 2, cells })),
    rows,
  };
}

const isDuplicate = (row: ContactRow) => row.duplicateOfLine !== undefined;
const importable = (rows: ContactRow[], skipDuplicates: boolean) =>
  rows.filter((row) => row.errors.length === 0 && !(skipDuplicates && isDuplicate(row)));

function resultOf(csv: string, mapping: ContactMapping, skipDuplicates: boolean): ContactResult {
  const { rows } = previewOf(csv, mapping);
  const written = importable(rows, skipDuplicates);
  return {
    created: written.length,
    skipped: rows
      .filter((row) => !written.includes(row))
      .map((row) => ({
        line: row.line,
        reason: row.errors[0] ?? `Mögliches Duplikat: Zeile ${row.duplicateOfLine}`,
      })),
  };
}

const contacts = (count: number) => `${count} ${count === 1 ? 'Kontakt' : 'Kontakte'}`;

const column = createDataTableColumnHelper<ContactRow>();

const previewColumns = column.columns([
  column.accessor('line', { header: 'Zeile', meta: { numeric: true, width: '5rem' } }),
  column.accessor((row) => row.values.name ?? '', {
    id: 'name',
    header: 'Name',
    meta: { rowHeader: true, width: '12rem' },
    cell: (info) => info.getValue() || EMPTY_VALUE,
  }),
  column.accessor((row) => row.values.email ?? '', {
    id: 'email',
    header: 'E-Mail',
    meta: { width: '16rem' },
    cell: (info) => info.getValue() || EMPTY_VALUE,
  }),
  column.display({
    id: 'notes',
    header: 'Prüfung',
    meta: { width: '18rem' },
    cell: (info) => {
      const row = info.row.original;
      return (
        <CsvImportRowNotes
          notes={[
            ...row.errors.map((text) => ({ kind: 'error' as const, text })),
            ...(isDuplicate(row)
              ? [
                  {
                    kind: 'duplicate' as const,
                    text: `Mögliches Duplikat: Zeile ${row.duplicateOfLine}`,
                  },
                ]
              : []),
          ]}
        />
      );
    },
  }),
]);

type ContactImportProps = {
  onReadFile: (file: File) => Promise<string>;
  onPreview: (csv: string, mapping: ContactMapping | undefined) => Promise<ContactPreview>;
  onCommit: (
    csv: string,
    mapping: ContactMapping,
    options: { skipDuplicates: boolean },
  ) => Promise<ContactResult>;
  onReset: () => void;
  lockWhileChecking?: boolean;
  mappingHeading?: 'visible' | 'hidden';
};

/** A contacts import as an app would build it, opened by its button. */
function ContactImport({ onCommit, onReset, ...props }: ContactImportProps) {
  const [open, setOpen] = useState(true);
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Kontakte importieren</Button>
      <CsvImportWizard
        {...props}
        open={open}
        onOpenChange={setOpen}
        title="Kontakte importieren"
        description={{
          file: 'Eine CSV-Datei mit einer Kopfzeile, z. B. aus Excel oder Outlook.',
          preview:
            'Ordne die Spalten zu und prüfe die Zeilen. Zeilen mit Fehlern werden übersprungen.',
        }}
        commitLabel={(n) => `${contacts(n)} importieren`}
        fields={FIELDS}
        maxSize={MB}
        onCommit={(csv, mapping) => onCommit(csv, mapping, { skipDuplicates })}
        onReset={() => {
          setSkipDuplicates(true);
          onReset();
        }}
        importableCount={({ preview, mapping }) =>
          mapping.name === null || mapping.name === undefined
            ? 0
            : importable(preview.rows, skipDuplicates).length
        }
        renderPreview={({ preview, mapping, checking, error, commitError }) => {
          if (mapping.name === null || mapping.name === undefined) {
            return (
              <>
                <p role="alert">Ordne mindestens den Namen einer Spalte zu.</p>
                <CsvImportSample columns={preview.columns} rows={preview.sample} />
              </>
            );
          }
          const invalid = preview.rows.filter((row) => row.errors.length > 0).length;
          const duplicates = preview.rows.filter(isDuplicate).length;
          return (
            <>
              <CsvImportSummary
                label="Prüfung der Datei"
                items={[
                  { text: `${contacts(importable(preview.rows, true).length)} bereit` },
                  {
                    text: `${count.format(duplicates)} ${duplicates === 1 ? 'mögliches Duplikat' : 'mögliche Duplikate'}`,
                    tone: 'muted',
                  },
                  {
                    text: `${count.format(invalid)} ${invalid === 1 ? 'Zeile' : 'Zeilen'} mit Fehlern`,
                    tone: 'error',
                  },
                ]}
              />
              <CsvImportPreviewTable
                aria-label="Vorschau des Imports"
                data={preview.rows}
                columns={previewColumns}
                getRowId={(row) => String(row.line)}
                loading={checking}
              />
              <Checkbox
                label="Duplikate überspringen"
                checked={skipDuplicates}
                onCheckedChange={setSkipDuplicates}
              />
              {error ? <p role="alert">{error}</p> : null}
              {commitError ? <p role="alert">{commitError}</p> : null}
            </>
          );
        }}
        renderResult={({ created, skipped }) => (
          <>
            <CsvImportSummary
              label="Ergebnis des Imports"
              layout="stacked"
              items={[
                { text: `${contacts(created)} importiert` },
                {
                  text: `${count.format(skipped.length)} ${skipped.length === 1 ? 'Zeile' : 'Zeilen'} übersprungen`,
                  tone: 'muted',
                },
              ]}
            />
            {skipped.length > 0 ? (
              <CsvImportLines
                label="Übersprungene Zeilen"
                tone="error"
                lines={skipped.map((row) => `Zeile ${row.line}: ${row.reason}`)}
              />
            ) : null}
          </>
        )}
      />
    </>
  );
}

/** Never answers: the state while a request runs. */
const pending = () => new Promise<never>(() => undefined);

const meta = {
  title: 'UI/Forms/CsvImportWizard',
  component: ContactImport,
  args: {
    onReadFile: fn((file: File) => file.text()),
    onPreview: fn(async (csv: string, mapping: ContactMapping | undefined) =>
      previewOf(csv, mapping),
    ),
    onCommit: fn(
      async (csv: string, mapping: ContactMapping, options: { skipDuplicates: boolean }) =>
        resultOf(csv, mapping, options.skipDuplicates),
    ),
    onReset: fn(),
  },
  parameters: { docs: { story: { inline: false, height: '44rem' } } },
} satisfies Meta<typeof ContactImport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its fade-in has begun (until then it is transparent, so not "visible"). */
async function dialog() {
  const element = await screen.findByRole('dialog', { name: 'Kontakte importieren' });
  await waitFor(() => expect(element).toBeVisible());
  return element;
}

/** Hands the wizard a file through its file field (the button opens the same field). */
async function chooseFile(file: File) {
  const input = (await dialog()).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('Das Dateifeld fehlt.');
  await userEvent.upload(input, file);
}

const contactsFile = () => new File([CONTACTS_CSV], 'kontakte.csv', { type: 'text/csv' });

/** Chooses the example file and waits for its preview. */
async function preview() {
  const element = await dialog();
  await chooseFile(contactsFile());
  await within(element).findByRole('grid', { name: 'Vorschau des Imports' });
  return within(element);
}

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(combobox).toHaveTextContent(option));
}

/** The file step: the CSV field with its limits, and 'Abbrechen'. */
export const Default: Story = {
  play: async ({ args }) => {
    const element = await dialog();
    const view = within(element);
    await expect(element).toHaveAccessibleDescription(/Kopfzeile/);
    const field = view.getByRole('group', { name: 'CSV-Datei' });
    await expect(field).toHaveTextContent('CSV, höchstens 1 MB');
    await expect(view.getByRole('button', { name: 'Datei auswählen' })).toBeEnabled();
    await userEvent.click(view.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Kontakte importieren' }));
    await dialog();
  },
};

/** A file over the limit is refused in the browser: nothing is read or sent. */
export const FileTooLarge: Story = {
  play: async ({ args }) => {
    const view = within(await dialog());
    await chooseFile(new File([new Uint8Array(MB + 1)], 'alle-kontakte.csv', { type: 'text/csv' }));
    await expect(await view.findByText('Die Datei ist größer als 1 MB.')).toBeVisible();
    await expect(args.onReadFile).not.toHaveBeenCalled();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** `onReadFile` refuses the file: its message appears under the field, announced. */
export const FileUnreadable: Story = {
  args: {
    onReadFile: fn<ContactImportProps['onReadFile']>(() =>
      Promise.reject(new Error('Die Datei konnte nicht gelesen werden.')),
    ),
  },
  play: async ({ args }) => {
    const view = within(await dialog());
    await chooseFile(contactsFile());
    const message = await view.findByText('Die Datei konnte nicht gelesen werden.');
    await expect(message).toBeVisible();
    await expect(view.getByRole('button', { name: 'Andere Datei auswählen' })).toBeEnabled();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** The first preview is on its way: the field waits, the status says why. */
export const Checking: Story = {
  args: { onPreview: fn<ContactImportProps['onPreview']>(pending) },
  play: async ({ args }) => {
    const element = await dialog();
    const view = within(element);
    await chooseFile(contactsFile());
    await expect(await view.findByRole('status')).toHaveTextContent('Datei wird geprüft …');
    await expect(element).toHaveAttribute('aria-busy', 'true');
    await expect(view.getByRole('button', { name: 'Andere Datei auswählen' })).toBeDisabled();
    await expect(args.onPreview).toHaveBeenCalledWith(CONTACTS_CSV, undefined);
  },
};

/**
 * The suggested mapping, one Select per field; a column fills one field, so giving it to another
 * takes it from the first, and the changed mapping is checked again.
 */
export const Mapping: Story = {
  play: async ({ args }) => {
    const view = await preview();
    const mapping = view.getByRole('region', { name: 'Spalten zuordnen' });
    await expect(within(mapping).getByRole('heading', { name: 'Spalten zuordnen' })).toBeVisible();
    await expect(view.getByRole('combobox', { name: 'Name' })).toHaveTextContent('Name');
    await expect(view.getByRole('combobox', { name: 'E-Mail' })).toHaveTextContent('E-Mail');
    await expect(view.getByRole('combobox', { name: 'Unternehmen' })).toHaveTextContent('Firma');

    await choose(view.getByRole('combobox', { name: 'Unternehmen' }), 'E-Mail');
    await expect(view.getByRole('combobox', { name: 'E-Mail' })).toHaveTextContent(
      'Nicht importieren',
    );
    await waitFor(() =>
      expect(args.onPreview).toHaveBeenLastCalledWith(CONTACTS_CSV, {
        name: 0,
        email: null,
        company: 1,
        phone: 3,
      }),
    );
    await expect(
      await view.findByRole('button', { name: '4 Kontakte importieren' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** Without a name column no row can be read: the file as it is, and nothing to import. */
export const MappingIncomplete: Story = {
  play: async () => {
    const view = await preview();
    await choose(view.getByRole('combobox', { name: 'Name' }), 'Nicht importieren');
    await expect(
      await view.findByText('Ordne mindestens den Namen einer Spalte zu.'),
    ).toBeVisible();
    const sample = view.getByRole('table', { name: 'Die ersten Zeilen der Datei' });
    await expect(within(sample).getAllByRole('row')).toHaveLength(4);
    await expect(view.getByRole('button', { name: '0 Kontakte importieren' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Every row with its line and what the check found: errors, a duplicate, or 'Bereit'. */
export const PreviewWithErrors: Story = {
  play: async () => {
    const view = await preview();
    const summary = view.getByRole('list', { name: 'Prüfung der Datei' });
    await expect(summary).toHaveTextContent('2 Kontakte bereit');
    await expect(summary).toHaveTextContent('1 mögliches Duplikat');
    await expect(summary).toHaveTextContent('2 Zeilen mit Fehlern');
    const grid = view.getByRole('grid', { name: 'Vorschau des Imports' });
    await expect(within(grid).getByText('Name fehlt.')).toBeVisible();
    await expect(within(grid).getByText('Ungültige E-Mail-Adresse: eva.roth@')).toBeVisible();
    await expect(within(grid).getByText('Mögliches Duplikat: Zeile 2')).toBeVisible();
    await expect(within(grid).getAllByText('Bereit')).toHaveLength(2);
    await expect(view.getByRole('button', { name: '2 Kontakte importieren' })).toBeVisible();

    // Keeping the duplicates counts them in.
    await userEvent.click(view.getByRole('checkbox', { name: 'Duplikate überspringen' }));
    await expect(view.getByRole('button', { name: '3 Kontakte importieren' })).toBeVisible();
  },
};

/** The import runs: the button is busy, nothing else starts, and the dialog stays open. */
export const Committing: Story = {
  args: { onCommit: fn<ContactImportProps['onCommit']>(pending) },
  play: async () => {
    const view = await preview();
    await userEvent.click(view.getByRole('button', { name: '2 Kontakte importieren' }));
    const busy = await view.findByRole('button', { name: '2 Kontakte importieren' });
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(view.getByRole('button', { name: 'Andere Datei' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(view.getByRole('combobox', { name: 'Name' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Kontakte importieren' })).toBeVisible();
  },
};

/** The import failed: the message, and the preview stays for another try. */
export const CommitFailed: Story = {
  args: {
    onCommit: fn<ContactImportProps['onCommit']>(() =>
      Promise.reject(new Error('Der Import ist fehlgeschlagen. Es wurde nichts gespeichert.')),
    ),
  },
  play: async () => {
    const view = await preview();
    await userEvent.click(view.getByRole('button', { name: '2 Kontakte importieren' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Der Import ist fehlgeschlagen. Es wurde nichts gespeichert.',
    );
    await expect(view.getByRole('button', { name: '2 Kontakte importieren' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** What was imported and which lines were left out, with their reasons. */
export const Result: Story = {
  play: async ({ args }) => {
    const view = await preview();
    await userEvent.click(view.getByRole('button', { name: '2 Kontakte importieren' }));
    const result = await view.findByRole('list', { name: 'Ergebnis des Imports' });
    await expect(args.onCommit).toHaveBeenCalledWith(CONTACTS_CSV, SUGGESTED, {
      skipDuplicates: true,
    });
    await expect(result).toHaveTextContent('2 Kontakte importiert');
    await expect(result).toHaveTextContent('3 Zeilen übersprungen');
    const skipped = view.getByRole('list', { name: 'Übersprungene Zeilen' });
    await expect(skipped).toHaveTextContent('Zeile 3: Name fehlt.');
    await expect(skipped).toHaveTextContent('Zeile 6: Mögliches Duplikat: Zeile 2');
    await expect(view.getByText('Der Import ist abgeschlossen.')).toBeVisible();
    // The footer's 'Schließen' and the ✕ in the corner.
    await expect(view.getAllByRole('button', { name: 'Schließen' })).toHaveLength(2);
  },
};

/** 'Andere Datei' goes back to an empty file step and resets the caller's options. */
export const OtherFile: Story = {
  play: async ({ args }) => {
    const view = await preview();
    await userEvent.click(view.getByRole('checkbox', { name: 'Duplikate überspringen' }));
    await userEvent.click(view.getByRole('button', { name: 'Andere Datei' }));
    await expect(await view.findByRole('button', { name: 'Datei auswählen' })).toBeVisible();
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await chooseFile(contactsFile());
    await expect(
      await view.findByRole('checkbox', { name: 'Duplikate überspringen' }),
    ).toBeChecked();
  },
};

/**
 * `lockWhileChecking`: while a changed mapping is checked, the mapping and 'Andere Datei' wait
 * and the dialog stays open.
 */
export const LockedWhileChecking: Story = {
  args: {
    lockWhileChecking: true,
    mappingHeading: 'hidden',
    onPreview: fn((csv: string, mapping: ContactMapping | undefined) =>
      mapping ? pending() : Promise.resolve(previewOf(csv)),
    ),
  },
  play: async () => {
    const view = await preview();
    await expect(view.queryByRole('heading', { name: 'Spalten zuordnen' })).not.toBeInTheDocument();
    await expect(view.getByRole('region', { name: 'Spalten zuordnen' })).toBeVisible();
    await choose(view.getByRole('combobox', { name: 'Telefon' }), 'Nicht importieren');
    await expect(view.getByRole('combobox', { name: 'Name' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Andere Datei' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(view.getByRole('grid', { name: 'Vorschau des Imports' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Kontakte importieren' })).toBeVisible();
  },
};
