import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  CsvImportLines,
  CsvImportPreviewTable,
  CsvImportSample,
  CsvImportSection,
  CsvImportSummary,
  CsvImportWizard,
  EMPTY_VALUE,
  FormSelectField,
  createDataTableColumnHelper,
  type CsvImportField,
} from '@sprint/ui';
import { CSV_MAPPING_INCOMPLETE } from '@sprint/server/finances';
import { useTRPC } from '../../../api/trpc';
import { uploadFile } from '../../../lib/upload';
import { NONE, VAT_RATE_OPTIONS, errorMessage, signedCents, signedEuro } from './bookingForm';
import {
  CSV_TOO_LARGE,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  MAX_CSV_BYTES,
  checkCsvFile,
  duplicatesText,
  errorLine,
  errorsText,
  importButtonText,
  mappingComplete,
  readyText,
  resultTexts,
  withColumn,
  type ImportField,
  type ImportPreview,
} from './bookingImport';
import { formatDay } from './financeFormat';

type Draft = ImportPreview['drafts'][number];

const FIELDS: CsvImportField<ImportField>[] = IMPORT_FIELDS.map((field) => ({
  id: field,
  label: IMPORT_FIELD_LABELS[field],
}));

const column = createDataTableColumnHelper<Draft>();

const draftColumns = column.columns([
  column.accessor('line', {
    header: 'Zeile',
    enableSorting: false,
    meta: { numeric: true, width: '5rem' },
  }),
  column.accessor('bookedOn', {
    header: 'Datum',
    enableSorting: false,
    meta: { width: '7.5rem' },
    cell: (info) => formatDay(info.getValue()),
  }),
  column.accessor((draft) => draft.counterparty ?? '', {
    id: 'counterparty',
    header: 'Geschäftspartner',
    enableSorting: false,
    meta: { rowHeader: true, width: '14rem' },
    cell: (info) => info.getValue() || EMPTY_VALUE,
  }),
  column.accessor((draft) => draft.description ?? '', {
    id: 'description',
    header: 'Verwendungszweck',
    enableSorting: false,
    meta: { width: '16rem' },
    cell: (info) => info.getValue() || EMPTY_VALUE,
  }),
  column.accessor('grossCents', {
    header: 'Betrag',
    enableSorting: false,
    meta: { numeric: true, width: '9rem' },
    cell: (info) => signedEuro(signedCents(info.row.original.kind, info.getValue())),
  }),
  column.accessor('duplicate', {
    header: 'Prüfung',
    enableSorting: false,
    meta: { width: '10rem' },
    cell: (info) => (info.getValue() ? 'Bereits importiert' : 'Bereit'),
  }),
]);

export type BankImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Refused before uploading: too large for a statement. */
function checkedFile(file: File): File {
  const tooLarge = checkCsvFile(file);
  if (tooLarge) throw new Error(tooLarge);
  return file;
}

/**
 * 'Kontoauszug importieren': a bank's CSV export is uploaded, the server suggests which column is
 * what and shows the rows as they would be booked, with the lines it cannot read; a changed
 * mapping asks again. The import books the ready rows in one go and names the lines it left out.
 */
export function BankImportDialog({ open, onOpenChange }: BankImportDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [vatRate, setVatRate] = useState<'19' | '7' | '0'>('0');
  const [incomeCategory, setIncomeCategory] = useState(NONE);
  const [expenseCategory, setExpenseCategory] = useState(NONE);

  const categories = useQuery({
    ...trpc.finances.categories.list.queryOptions(),
    enabled: open,
  });
  const preview = useMutation(trpc.finances.transactions.importPreview.mutationOptions());
  const commit = useMutation(
    trpc.finances.transactions.import.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() }),
    }),
  );

  const categoryOptions = (kind: 'income' | 'expense') => [
    { value: NONE, label: 'Ohne Kategorie' },
    ...(categories.data ?? [])
      .filter((category) => category.kind === kind)
      .map((category) => ({ value: category.id, label: category.name })),
  ];

  return (
    <CsvImportWizard
      open={open}
      onOpenChange={onOpenChange}
      title="Kontoauszug importieren"
      description={{
        file: 'Der CSV-Export deines Geschäftskontos, z. B. von Sparkasse, Volksbank oder Commerzbank. Vor dem Import siehst du, was gebucht wird.',
        preview:
          'Ordne die Spalten zu und prüf die Vorschau. Bereits importierte und fehlerhafte Zeilen werden nicht gebucht.',
      }}
      texts={{
        reading: 'Datei wird hochgeladen …',
        notMapped: 'Nicht zuordnen',
        close: 'Fertig',
        committing: 'Wird importiert …',
      }}
      commitLabel={importButtonText}
      fields={FIELDS}
      maxSize={MAX_CSV_BYTES}
      fileMessages={{ tooLarge: CSV_TOO_LARGE, invalidType: 'Bitte wähle eine CSV-Datei.' }}
      width="34rem"
      errorMessage={errorMessage}
      assignColumn={withColumn}
      onReadFile={async (file) => {
        const uploaded = await uploadFile(checkedFile(file), {
          purpose: 'bankStatement',
          fileName: file.name,
          contentType: 'text/csv',
        });
        return uploaded.path;
      }}
      onPreview={(filePath, mapping) =>
        preview.mutateAsync(mapping ? { filePath, mapping } : { filePath })
      }
      onCommit={(filePath, mapping) =>
        commit.mutateAsync({
          filePath,
          mapping,
          vatRate: Number(vatRate) as 19 | 7 | 0,
          incomeCategoryId: incomeCategory === NONE ? null : incomeCategory,
          expenseCategoryId: expenseCategory === NONE ? null : expenseCategory,
        })
      }
      onReset={() => {
        setVatRate('0');
        setIncomeCategory(NONE);
        setExpenseCategory(NONE);
      }}
      importableCount={({ preview: { ready }, mapping }) => (mappingComplete(mapping) ? ready : 0)}
      renderPreview={({ preview: checked, mapping, checking, error, committing, commitError }) => (
        <>
          <Alert message={error ?? (mappingComplete(mapping) ? null : CSV_MAPPING_INCOMPLETE)} />
          {!error && mappingComplete(mapping) ? (
            <CsvImportSection title="Vorschau">
              <CsvImportSummary
                label="Prüfung der Datei"
                items={[
                  { text: readyText(checked.ready) },
                  { text: duplicatesText(checked.duplicates), tone: 'muted' },
                  { text: errorsText(checked.errorCount), tone: 'error' },
                ]}
              />
              {checked.errors.length > 0 ? (
                <CsvImportLines
                  label="Fehlerhafte Zeilen"
                  tone="error"
                  lines={checked.errors.map(errorLine)}
                  more={checked.errorCount - checked.errors.length}
                />
              ) : null}
              <CsvImportPreviewTable
                aria-label="Vorschau der Buchungen"
                data={checked.drafts}
                columns={draftColumns}
                getRowId={(draft) => String(draft.line)}
                maxHeight="32vh"
                loading={checking}
                totalCount={checked.rowCount}
                countLabel={(rows) =>
                  checked.drafts.length < rows
                    ? `Die ersten ${checked.drafts.length} von ${rows} Zeilen`
                    : `${rows} Zeilen`
                }
              />
            </CsvImportSection>
          ) : (
            <CsvImportSample columns={checked.columns} rows={checked.sample} />
          )}
          <CsvImportSection title="Einstellungen" layout="fields">
            <FormSelectField
              label="Steuersatz für alle Zeilen"
              options={VAT_RATE_OPTIONS}
              value={vatRate}
              onValueChange={setVatRate}
              disabled={committing}
            />
            <FormSelectField
              label="Kategorie für Einnahmen"
              options={categoryOptions('income')}
              value={incomeCategory}
              onValueChange={setIncomeCategory}
              disabled={committing}
            />
            <FormSelectField
              label="Kategorie für Ausgaben"
              options={categoryOptions('expense')}
              value={expenseCategory}
              onValueChange={setExpenseCategory}
              disabled={committing}
            />
          </CsvImportSection>
          {commitError ? <Alert message={commitError} /> : null}
        </>
      )}
      renderResult={(result) => (
        <>
          <CsvImportSummary
            label="Ergebnis des Imports"
            layout="stacked"
            items={resultTexts(result).map((text) => ({ text }))}
          />
          {result.errors.length > 0 ? (
            <CsvImportLines
              label="Nicht importierte Zeilen"
              tone="error"
              lines={result.errors.map(errorLine)}
              more={result.errorCount - result.errors.length}
            />
          ) : null}
        </>
      )}
    />
  );
}
