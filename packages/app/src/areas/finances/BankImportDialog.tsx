import { useId, useRef, useState, type CSSProperties } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Upload } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EMPTY_VALUE,
  FileDrop,
  FormField,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Stack,
  createDataTableColumnHelper,
} from '@sprint/ui';
import { CSV_MAPPING_INCOMPLETE } from '@sprint/server/finances/inputs';
import { useTRPC } from '../../api/trpc';
import { FormAlert, SelectField } from '../../components/formParts';
import { uploadFile } from '../../lib/upload';
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
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
} from './bookingImport';
import { formatDay } from './financeFormat';

const NOT_MAPPED = 'none';

type Draft = ImportPreview['drafts'][number];

const Section = styled.section`
  display: grid;
  gap: var(--space-3);

  & > h3 {
    margin: 0;
    font-size: var(--font-size-base);
    font-weight: var(--font-weight-semibold);
  }
`;

const MappingGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: var(--space-3);
`;

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);

  & > li[data-kind='errors'] {
    color: var(--color-destructive-text);
  }

  & > li[data-kind='duplicates'] {
    color: var(--color-muted-foreground);
  }
`;

const ErrorList = styled.ul`
  max-height: 10rem;
  margin: 0;
  overflow-y: auto;
  padding-left: var(--space-5);
  color: var(--color-destructive-text);
  font-size: var(--font-size-sm);
`;

const Result = styled.ul`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  font-weight: var(--font-weight-medium);
`;

const RawTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  & caption {
    padding-bottom: var(--space-2);
    color: var(--color-muted-foreground);
    text-align: left;
  }

  & th,
  & td {
    padding: var(--space-1-5) var(--space-2);
    border-bottom: var(--border-width) solid var(--color-border);
    text-align: left;
    white-space: nowrap;
  }
`;

const RawScroller = styled.div`
  overflow-x: auto;
`;

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

type Step =
  | { kind: 'file' }
  | { kind: 'preview'; filePath: string; mapping: ImportMapping; preview: ImportPreview }
  | { kind: 'done'; result: ImportResult };

export type BankImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Kontoauszug importieren': a bank's CSV export is uploaded, the server suggests which column is
 * what and shows the rows as they would be booked, with the lines it cannot read; a changed
 * mapping asks again. The import books the ready rows in one go and names the lines it left out.
 */
export function BankImportDialog({ open, onOpenChange }: BankImportDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [vatRate, setVatRate] = useState<'19' | '7' | '0'>('0');
  const [incomeCategory, setIncomeCategory] = useState(NONE);
  const [expenseCategory, setExpenseCategory] = useState(NONE);
  const ids = { mapping: useId(), check: useId(), options: useId() };
  // Only the answer to the latest mapping counts, whatever order the answers come in.
  const latest = useRef(0);

  const categories = useQuery({
    ...trpc.finances.categories.list.queryOptions(),
    enabled: open,
  });
  const preview = useMutation(trpc.finances.transactions.importPreview.mutationOptions());
  const commit = useMutation(
    trpc.finances.transactions.import.mutationOptions({
      onSuccess: (result) => setStep({ kind: 'done', result }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() }),
    }),
  );

  function reset() {
    latest.current += 1;
    setStep({ kind: 'file' });
    setFile(null);
    setFileError(null);
    setUploading(false);
    setPreviewError(null);
    setVatRate('0');
    setIncomeCategory(NONE);
    setExpenseCategory(NONE);
    preview.reset();
    commit.reset();
  }

  async function handleFile(next: File | null) {
    setFile(next);
    setFileError(null);
    if (!next) return;
    const tooLarge = checkCsvFile(next);
    if (tooLarge) {
      setFileError(tooLarge);
      return;
    }
    const request = ++latest.current;
    setUploading(true);
    try {
      const uploaded = await uploadFile(next, {
        purpose: 'bankStatement',
        fileName: next.name,
        contentType: 'text/csv',
      });
      if (request !== latest.current) return;
      setUploading(false);
      const result = await preview.mutateAsync({ filePath: uploaded.path });
      if (request !== latest.current) return;
      setStep({
        kind: 'preview',
        filePath: uploaded.path,
        mapping: result.mapping,
        preview: result,
      });
    } catch (error) {
      if (request === latest.current) setFileError(errorMessage(error));
    } finally {
      if (request === latest.current) setUploading(false);
    }
  }

  function changeMapping(field: ImportField, value: string) {
    if (step.kind !== 'preview') return;
    const mapping = withColumn(step.mapping, field, value === NOT_MAPPED ? null : Number(value));
    setStep({ ...step, mapping });
    setPreviewError(null);
    const request = ++latest.current;
    preview.mutate(
      { filePath: step.filePath, mapping },
      {
        onSuccess: (result) => {
          if (request !== latest.current) return;
          setStep((current) =>
            current.kind === 'preview' ? { ...current, preview: result } : current,
          );
        },
        onError: (error) => {
          if (request === latest.current) setPreviewError(errorMessage(error));
        },
      },
    );
  }

  const busy = uploading || preview.isPending || commit.isPending;
  const ready = step.kind === 'preview' && !previewError ? step.preview.ready : 0;
  const categoryOptions = (kind: 'income' | 'expense') => [
    { value: NONE, label: 'Ohne Kategorie' },
    ...(categories.data ?? [])
      .filter((category) => category.kind === kind)
      .map((category) => ({ value: category.id, label: category.name })),
  ];

  function startImport() {
    if (step.kind !== 'preview' || busy || ready === 0) return;
    commit.mutate({
      filePath: step.filePath,
      mapping: step.mapping,
      vatRate: Number(vatRate) as 19 | 7 | 0,
      incomeCategoryId: incomeCategory === NONE ? null : incomeCategory,
      expenseCategoryId: expenseCategory === NONE ? null : expenseCategory,
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (commit.isPending && !next) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        style={{ '--dialog-width': step.kind === 'preview' ? '64rem' : '34rem' } as CSSProperties}
        aria-busy={busy || undefined}
      >
        <DialogHeader>
          <DialogTitle>Kontoauszug importieren</DialogTitle>
          <DialogDescription>
            {step.kind === 'file'
              ? 'Der CSV-Export deines Geschäftskontos, z. B. von Sparkasse, Volksbank oder Commerzbank. Vor dem Import siehst du, was gebucht wird.'
              : step.kind === 'preview'
                ? 'Ordne die Spalten zu und prüf die Vorschau. Bereits importierte und fehlerhafte Zeilen werden nicht gebucht.'
                : 'Der Import ist abgeschlossen.'}
          </DialogDescription>
        </DialogHeader>

        {step.kind === 'file' ? (
          <Stack gap="3">
            <FileDrop
              label="CSV-Datei"
              accept={{ 'text/csv': ['.csv'] }}
              maxSize={MAX_CSV_BYTES}
              messages={{ tooLarge: CSV_TOO_LARGE, invalidType: 'Bitte wähle eine CSV-Datei.' }}
              file={file}
              onFileChange={(next) => void handleFile(next)}
              error={fileError}
              disabled={busy}
            />
            {busy ? (
              <p role="status">
                <Loader2 aria-hidden />{' '}
                {uploading ? 'Datei wird hochgeladen …' : 'Datei wird geprüft …'}
              </p>
            ) : null}
          </Stack>
        ) : null}

        {step.kind === 'preview' ? (
          <Stack gap="4">
            <Section aria-labelledby={ids.mapping}>
              <h3 id={ids.mapping}>Spalten zuordnen</h3>
              <MappingGrid>
                {IMPORT_FIELDS.map((field) => {
                  const index = step.mapping[field];
                  return (
                    <FormField key={field} label={IMPORT_FIELD_LABELS[field]}>
                      {({ required: _required, ...control }) => (
                        <Select
                          value={index === null || index === undefined ? NOT_MAPPED : String(index)}
                          onValueChange={(value) => changeMapping(field, value)}
                          disabled={commit.isPending}
                        >
                          <SelectTrigger {...control}>
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            <SelectItem value={NOT_MAPPED}>Nicht zuordnen</SelectItem>
                            {step.preview.columns.map((name, position) => (
                              <SelectItem key={position} value={String(position)}>
                                {name || `Spalte ${position + 1}`}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      )}
                    </FormField>
                  );
                })}
              </MappingGrid>
            </Section>

            <FormAlert
              message={
                previewError ?? (mappingComplete(step.mapping) ? null : CSV_MAPPING_INCOMPLETE)
              }
            />

            {!previewError && mappingComplete(step.mapping) ? (
              <Section aria-labelledby={ids.check}>
                <h3 id={ids.check}>Vorschau</h3>
                <div role="status">
                  <Counts aria-label="Prüfung der Datei">
                    <li>{readyText(step.preview.ready)}</li>
                    <li data-kind="duplicates">{duplicatesText(step.preview.duplicates)}</li>
                    <li data-kind="errors">{errorsText(step.preview.errorCount)}</li>
                  </Counts>
                </div>
                {step.preview.errors.length > 0 ? (
                  <ErrorList aria-label="Fehlerhafte Zeilen">
                    {step.preview.errors.map((error) => (
                      <li key={error.line}>{errorLine(error)}</li>
                    ))}
                    {step.preview.errorCount > step.preview.errors.length ? (
                      <li>und {step.preview.errorCount - step.preview.errors.length} weitere</li>
                    ) : null}
                  </ErrorList>
                ) : null}
                <DataTable
                  aria-label="Vorschau der Buchungen"
                  data={step.preview.drafts}
                  columns={draftColumns}
                  getRowId={(draft) => String(draft.line)}
                  maxHeight="32vh"
                  loading={preview.isPending}
                  loadingLabel="Vorschau wird aktualisiert"
                  headingLevel={3}
                  totalCount={step.preview.rowCount}
                  countLabel={(rows) =>
                    step.preview.drafts.length < rows
                      ? `Die ersten ${step.preview.drafts.length} von ${rows} Zeilen`
                      : `${rows} Zeilen`
                  }
                />
              </Section>
            ) : (
              <RawScroller>
                <RawTable>
                  <caption>Die ersten Zeilen der Datei</caption>
                  <thead>
                    <tr>
                      <th scope="col">Zeile</th>
                      {step.preview.columns.map((name, position) => (
                        <th key={position} scope="col">
                          {name || `Spalte ${position + 1}`}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {step.preview.sample.map((row) => (
                      <tr key={row.line}>
                        <td>{row.line}</td>
                        {step.preview.columns.map((_, position) => (
                          <td key={position}>{row.cells[position] ?? ''}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </RawTable>
              </RawScroller>
            )}

            <Section aria-labelledby={ids.options}>
              <h3 id={ids.options}>Einstellungen</h3>
              <MappingGrid>
                <SelectField
                  label="Steuersatz für alle Zeilen"
                  value={vatRate}
                  onChange={setVatRate}
                  options={VAT_RATE_OPTIONS}
                  disabled={commit.isPending}
                />
                <SelectField
                  label="Kategorie für Einnahmen"
                  value={incomeCategory}
                  onChange={setIncomeCategory}
                  options={categoryOptions('income')}
                  disabled={commit.isPending}
                />
                <SelectField
                  label="Kategorie für Ausgaben"
                  value={expenseCategory}
                  onChange={setExpenseCategory}
                  options={categoryOptions('expense')}
                  disabled={commit.isPending}
                />
              </MappingGrid>
            </Section>
            {commit.error ? <FormAlert message={commit.error.message} /> : null}
          </Stack>
        ) : null}

        {step.kind === 'done' ? (
          <Stack gap="3">
            <div role="status">
              <Result aria-label="Ergebnis des Imports">
                {resultTexts(step.result).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Result>
            </div>
            {step.result.errors.length > 0 ? (
              <ErrorList aria-label="Nicht importierte Zeilen">
                {step.result.errors.map((error) => (
                  <li key={error.line}>{errorLine(error)}</li>
                ))}
                {step.result.errorCount > step.result.errors.length ? (
                  <li>und {step.result.errorCount - step.result.errors.length} weitere</li>
                ) : null}
              </ErrorList>
            ) : null}
          </Stack>
        ) : null}

        <DialogFooter>
          {step.kind === 'preview' ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  if (!commit.isPending) reset();
                }}
                aria-disabled={commit.isPending || undefined}
              >
                Andere Datei
              </Button>
              <Button
                aria-disabled={busy || ready === 0 || undefined}
                aria-busy={commit.isPending || undefined}
                onClick={startImport}
              >
                {commit.isPending ? <Loader2 aria-hidden /> : <Upload aria-hidden />}
                {commit.isPending ? 'Wird importiert …' : importButtonText(ready)}
              </Button>
            </>
          ) : (
            <Button
              variant={step.kind === 'done' ? 'default' : 'outline'}
              onClick={() => {
                reset();
                onOpenChange(false);
              }}
            >
              {step.kind === 'done' ? 'Fertig' : 'Abbrechen'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
