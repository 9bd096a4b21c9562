import { useState, type CSSProperties } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, Upload } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
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
import { useTRPC } from '../../api/trpc';
import type { RouterInputs, RouterOutputs } from '../../api/types';
import { leadCount } from './LeadBulkActions';

type ImportMapping = RouterInputs['crm']['leads']['importCommit']['mapping'];
type ImportField = keyof ImportMapping;
type ImportPreview = RouterOutputs['crm']['leads']['importPreview'];
type ImportRow = ImportPreview['rows'][number];
type ImportResult = RouterOutputs['crm']['leads']['importCommit'];

/** The file limit the issue names; the server takes up to 2.5 million characters of CSV. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_CSV_LENGTH = 2_500_000;
const NOT_IMPORTED = 'none';

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
const IMPORT_FIELDS = Object.keys(IMPORT_FIELD_LABELS) as ImportField[];

const count = new Intl.NumberFormat('de-DE');

const MappingGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: var(--space-3);
`;

const Notes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: normal;

  & > li[data-kind='error'] {
    color: var(--color-destructive);
  }

  & > li[data-kind='duplicate'] {
    color: var(--color-muted-foreground);
  }
`;

const Skipped = styled.ul`
  max-height: 12rem;
  margin: 0;
  overflow-y: auto;
  padding-left: var(--space-5);
`;

function isDuplicate(row: ImportRow): boolean {
  return row.duplicateOf !== undefined || row.duplicateOfLine !== undefined;
}

function duplicateText(row: ImportRow): string | null {
  if (row.duplicateOf) return `Möglicher Duplikat: ${row.duplicateOf.companyName}`;
  if (row.duplicateOfLine !== undefined) return `Möglicher Duplikat: Zeile ${row.duplicateOfLine}`;
  return null;
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
    cell: (info) => {
      const row = info.row.original;
      const duplicate = duplicateText(row);
      if (row.errors.length === 0 && !duplicate) return 'Bereit';
      return (
        <Notes>
          {row.errors.map((error) => (
            <li key={error} data-kind="error">
              {error}
            </li>
          ))}
          {duplicate ? <li data-kind="duplicate">{duplicate}</li> : null}
        </Notes>
      );
    },
  }),
]);

type Step =
  | { kind: 'file' }
  | { kind: 'preview'; csv: string; preview: ImportPreview }
  | { kind: 'done'; result: ImportResult };

export type CsvImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The CSV import: a file read in the browser, the server's preview (columns, suggested mapping,
 * each row's errors and duplicates), the mapping step, then one transaction for the valid rows.
 */
export function CsvImportDialog({ open, onOpenChange }: CsvImportDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [skipDuplicates, setSkipDuplicates] = useState(true);

  const preview = useMutation(trpc.crm.leads.importPreview.mutationOptions());
  const commit = useMutation(
    trpc.crm.leads.importCommit.mutationOptions({
      onSuccess: (result) => setStep({ kind: 'done', result }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.crm.leads.pathKey() }),
    }),
  );

  function reset() {
    setStep({ kind: 'file' });
    setFile(null);
    setFileError(null);
    setSkipDuplicates(true);
    preview.reset();
    commit.reset();
  }

  async function handleFile(next: File | null) {
    setFile(next);
    setFileError(null);
    if (!next) return;
    let csv: string;
    try {
      csv = await next.text();
    } catch {
      setFileError('Die Datei konnte nicht gelesen werden.');
      return;
    }
    if (!csv.trim()) {
      setFileError('Die Datei ist leer.');
      return;
    }
    if (csv.length > MAX_CSV_LENGTH) {
      setFileError('Die Datei hat zu viele Zeichen für einen Import. Bitte teile sie auf.');
      return;
    }
    preview.mutate(
      { csv },
      {
        onSuccess: (result) => setStep({ kind: 'preview', csv, preview: result }),
        onError: (error) => setFileError(error.message),
      },
    );
  }

  function changeMapping(field: ImportField, value: string) {
    if (step.kind !== 'preview') return;
    const mapping: ImportMapping = { ...step.preview.mapping };
    // One column fills one field: choosing it here takes it from the other field.
    for (const other of IMPORT_FIELDS) {
      if (value !== NOT_IMPORTED && mapping[other] === Number(value)) mapping[other] = null;
    }
    mapping[field] = value === NOT_IMPORTED ? null : Number(value);
    const { csv } = step;
    preview.mutate(
      { csv, mapping },
      { onSuccess: (result) => setStep({ kind: 'preview', csv, preview: result }) },
    );
  }

  const rows = step.kind === 'preview' ? step.preview.rows : [];
  const importable = rows.filter(
    (row) => row.errors.length === 0 && !(skipDuplicates && isDuplicate(row)),
  ).length;
  const busy = preview.isPending || commit.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy && !next) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        style={{ '--dialog-width': step.kind === 'preview' ? '64rem' : '32rem' } as CSSProperties}
        aria-busy={busy || undefined}
      >
        <DialogHeader>
          <DialogTitle>CSV importieren</DialogTitle>
          <DialogDescription>
            {step.kind === 'file'
              ? 'Eine CSV-Datei mit einer Kopfzeile, z. B. aus Excel. Vor dem Import siehst du, was übernommen wird.'
              : step.kind === 'preview'
                ? 'Ordne die Spalten zu und prüfe die Zeilen. Zeilen mit Fehlern werden nicht importiert.'
                : 'Der Import ist abgeschlossen.'}
          </DialogDescription>
        </DialogHeader>

        {step.kind === 'file' ? (
          <Stack gap="3">
            <FileDrop
              label="CSV-Datei"
              accept={{ 'text/csv': ['.csv'] }}
              maxSize={MAX_FILE_BYTES}
              file={file}
              onFileChange={(next) => void handleFile(next)}
              error={fileError}
              disabled={preview.isPending}
            />
            {preview.isPending ? (
              <p role="status">
                <Loader2 aria-hidden /> Datei wird geprüft...
              </p>
            ) : null}
          </Stack>
        ) : null}

        {step.kind === 'preview' ? (
          <Stack gap="4">
            <section aria-label="Spalten zuordnen">
              <MappingGrid>
                {IMPORT_FIELDS.map((field) => {
                  const index = step.preview.mapping[field];
                  return (
                    <FormField
                      key={field}
                      label={IMPORT_FIELD_LABELS[field]}
                      required={field === 'companyName'}
                    >
                      {(control) => (
                        <Select
                          value={
                            index === null || index === undefined ? NOT_IMPORTED : String(index)
                          }
                          onValueChange={(value) => changeMapping(field, value)}
                          disabled={busy}
                        >
                          <SelectTrigger {...control}>
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            <SelectItem value={NOT_IMPORTED}>Nicht importieren</SelectItem>
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
            </section>
            <p role="status">
              {count.format(step.preview.counts.rows)} Zeilen:{' '}
              {count.format(step.preview.counts.valid)} gültig,{' '}
              {count.format(step.preview.counts.invalid)} mit Fehlern,{' '}
              {count.format(step.preview.counts.duplicates)} als möglicher Duplikat markiert.
            </p>
            <DataTable
              aria-label="Vorschau des Imports"
              data={rows}
              columns={previewColumns}
              getRowId={(row) => String(row.line)}
              maxHeight="40vh"
              loading={preview.isPending}
              loadingLabel="Vorschau wird aktualisiert"
              headingLevel={3}
            />
            <Checkbox
              label="Duplikate überspringen"
              description="Zeilen mit demselben Unternehmen oder derselben E-Mail wie ein vorhandener Lead oder eine frühere Zeile."
              checked={skipDuplicates}
              onCheckedChange={setSkipDuplicates}
            />
            {commit.error ? <p role="alert">{commit.error.message}</p> : null}
          </Stack>
        ) : null}

        {step.kind === 'done' ? (
          <Stack gap="3">
            <p role="status">
              {leadCount(step.result.created)} importiert,{' '}
              {count.format(step.result.skipped.length)}{' '}
              {step.result.skipped.length === 1 ? 'Zeile' : 'Zeilen'} übersprungen
            </p>
            {step.result.skipped.length > 0 ? (
              <Skipped aria-label="Übersprungene Zeilen">
                {step.result.skipped.map((skipped) => (
                  <li key={skipped.line}>
                    Zeile {skipped.line}: {skipped.errors.join('; ')}
                  </li>
                ))}
              </Skipped>
            ) : null}
          </Stack>
        ) : null}

        <DialogFooter>
          {step.kind === 'preview' ? (
            <>
              <Button variant="outline" onClick={reset} aria-disabled={busy || undefined}>
                Andere Datei
              </Button>
              <Button
                aria-disabled={busy || importable === 0 || undefined}
                aria-busy={commit.isPending || undefined}
                onClick={() => {
                  if (busy || importable === 0) return;
                  commit.mutate({
                    csv: step.csv,
                    mapping: step.preview.mapping,
                    skipDuplicates,
                  });
                }}
              >
                {commit.isPending ? <Loader2 aria-hidden /> : <Upload aria-hidden />}
                {importable === 1
                  ? '1 Lead importieren'
                  : `${count.format(importable)} Leads importieren`}
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
              {step.kind === 'done' ? 'Schließen' : 'Abbrechen'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
