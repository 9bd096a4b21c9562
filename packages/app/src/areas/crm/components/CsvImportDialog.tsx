import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Checkbox,
  CsvImportLines,
  CsvImportPreviewTable,
  CsvImportRowNotes,
  CsvImportWizard,
  EMPTY_VALUE,
  createDataTableColumnHelper,
  type CsvImportField,
  type CsvImportNote,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import type { RouterInputs, RouterOutputs } from '../../../api/types';
import { leadCount } from './LeadBulkActions';

type ImportMapping = RouterInputs['crm']['leads']['importCommit']['mapping'];
type ImportField = keyof ImportMapping;
type ImportPreview = RouterOutputs['crm']['leads']['importPreview'];
type ImportRow = ImportPreview['rows'][number];

/** The file limit the issue names; the server takes up to 2.5 million characters of CSV. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_CSV_LENGTH = 2_500_000;

/** The fields a CSV column can fill, in the server's order, named as the server names them. */
const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  companyName: 'Unternehmen',
  contactName: 'Ansprechpartner',
  contactEmail: 'E-Mail',
  phone: 'Telefon',
  website: 'Website',
  linkedinUrl: 'LinkedIn',
  source: 'Quelle',
  status: 'Status',
  value: 'Wert',
  owner: 'Verantwortlich',
  nextStep: 'Nächster Schritt',
  nextStepDueAt: 'Fällig am',
  lostReason: 'Verlustgrund',
  tags: 'Tags',
};
const IMPORT_FIELDS: CsvImportField<ImportField>[] = (
  Object.keys(IMPORT_FIELD_LABELS) as ImportField[]
).map((field) => ({
  id: field,
  label: IMPORT_FIELD_LABELS[field],
  required: field === 'companyName',
}));

const count = new Intl.NumberFormat('de-DE');

function isDuplicate(row: ImportRow): boolean {
  return row.duplicateOf !== undefined || row.duplicateOfLine !== undefined;
}

function duplicateText(row: ImportRow): string | null {
  if (row.duplicateOf) return `Möglicher Duplikat: ${row.duplicateOf.companyName}`;
  if (row.duplicateOfLine !== undefined) return `Möglicher Duplikat: Zeile ${row.duplicateOfLine}`;
  return null;
}

function rowNotes(row: ImportRow): CsvImportNote[] {
  const duplicate = duplicateText(row);
  return [
    ...row.errors.map((text) => ({ kind: 'error' as const, text })),
    ...(duplicate ? [{ kind: 'duplicate' as const, text: duplicate }] : []),
  ];
}

const column = createDataTableColumnHelper<ImportRow>();

const previewColumns = column.columns([
  column.accessor('line', {
    header: 'Zeile',
    meta: { numeric: true, width: '6.5rem' },
  }),
  column.accessor((row) => row.values.companyName ?? '', {
    id: 'companyName',
    header: 'Unternehmen',
    meta: { rowHeader: true, width: '14rem' },
    cell: (info) => info.getValue() || EMPTY_VALUE,
  }),
  column.accessor((row) => row.values.contactName ?? '', {
    id: 'contactName',
    header: 'Ansprechpartner',
    meta: { width: '11rem' },
    cell: (info) => info.getValue() || EMPTY_VALUE,
  }),
  column.accessor((row) => row.values.contactEmail ?? '', {
    id: 'contactEmail',
    header: 'E-Mail',
    meta: { width: '14rem' },
    cell: (info) => info.getValue() || EMPTY_VALUE,
  }),
  column.display({
    id: 'notes',
    header: 'Prüfung',
    meta: { width: '20rem' },
    cell: (info) => <CsvImportRowNotes notes={rowNotes(info.row.original)} />,
  }),
]);

export type CsvImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The file's text, or why it cannot be imported. */
async function readCsv(file: File): Promise<string> {
  let csv: string;
  try {
    csv = await file.text();
  } catch {
    throw new Error('Die Datei konnte nicht gelesen werden.');
  }
  if (!csv.trim()) throw new Error('Die Datei ist leer.');
  if (csv.length > MAX_CSV_LENGTH) {
    throw new Error('Die Datei hat zu viele Zeichen für einen Import. Bitte teile sie auf.');
  }
  return csv;
}

/**
 * The CSV import: a file read in the browser, the server's preview (columns, suggested mapping,
 * each row's errors and duplicates), the mapping step, then one transaction for the valid rows.
 */
export function CsvImportDialog({ open, onOpenChange }: CsvImportDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [skipDuplicates, setSkipDuplicates] = useState(true);

  const preview = useMutation(trpc.crm.leads.importPreview.mutationOptions());
  const commit = useMutation(
    trpc.crm.leads.importCommit.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.crm.leads.pathKey() }),
    }),
  );

  return (
    <CsvImportWizard
      open={open}
      onOpenChange={onOpenChange}
      title="CSV importieren"
      description={{
        file: 'Eine CSV-Datei mit einer Kopfzeile, z. B. aus Excel. Vor dem Import siehst du, was übernommen wird.',
        preview:
          'Ordne die Spalten zu und prüfe die Zeilen. Zeilen mit Fehlern werden nicht importiert.',
      }}
      texts={{ checking: 'Datei wird geprüft...' }}
      commitLabel={(n) => (n === 1 ? '1 Lead importieren' : `${count.format(n)} Leads importieren`)}
      fields={IMPORT_FIELDS}
      maxSize={MAX_FILE_BYTES}
      lockWhileChecking
      mappingHeading="hidden"
      onReadFile={readCsv}
      onPreview={(csv, mapping) => preview.mutateAsync(mapping ? { csv, mapping } : { csv })}
      onCommit={(csv, mapping) => commit.mutateAsync({ csv, mapping, skipDuplicates })}
      onReset={() => setSkipDuplicates(true)}
      importableCount={({ preview: { rows } }) =>
        rows.filter((row) => row.errors.length === 0 && !(skipDuplicates && isDuplicate(row)))
          .length
      }
      renderPreview={({ preview: { counts, rows }, checking, error, commitError }) => (
        <>
          <p role="status">
            {count.format(counts.rows)} Zeilen: {count.format(counts.valid)} gültig,{' '}
            {count.format(counts.invalid)} mit Fehlern, {count.format(counts.duplicates)} als
            möglicher Duplikat markiert.
          </p>
          <CsvImportPreviewTable
            aria-label="Vorschau des Imports"
            data={rows}
            columns={previewColumns}
            getRowId={(row) => String(row.line)}
            loading={checking}
          />
          <Checkbox
            label="Duplikate überspringen"
            description="Zeilen mit demselben Unternehmen oder derselben E-Mail wie ein vorhandener Lead oder eine frühere Zeile."
            checked={skipDuplicates}
            onCheckedChange={setSkipDuplicates}
          />
          {error ? <p role="alert">{error}</p> : null}
          {commitError ? <p role="alert">{commitError}</p> : null}
        </>
      )}
      renderResult={({ created, skipped }) => (
        <>
          <p role="status">
            {leadCount(created)} importiert, {count.format(skipped.length)}{' '}
            {skipped.length === 1 ? 'Zeile' : 'Zeilen'} übersprungen
          </p>
          {skipped.length > 0 ? (
            <CsvImportLines
              label="Übersprungene Zeilen"
              lines={skipped.map((row) => (
                <>
                  Zeile {row.line}: {row.errors.join('; ')}
                </>
              ))}
            />
          ) : null}
        </>
      )}
    />
  );
}
