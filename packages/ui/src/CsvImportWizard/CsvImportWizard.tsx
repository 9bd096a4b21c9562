import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Loader2, Upload } from 'lucide-react';
import { keyframes, styled } from 'styled-components';
import { Button } from '../Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../Dialog';
import { FileDrop, type FileDropMessages, type FileDropProps } from '../FileDrop';
import { FormField } from '../FormField';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../Select';
import { Stack } from '../Stack';
import { CsvImportSection } from './CsvImportParts';
import {
  CSV_NOT_MAPPED,
  assignCsvColumn,
  csvColumnName,
  csvColumnOf,
  csvMappingValue,
  type CsvImportMapping,
} from './csvImportMapping';

/** The wizard's steps: choose a file, map its columns and check the preview, see the result. */
export type CsvImportStep = 'file' | 'preview' | 'done';

/** A field a CSV column can fill. */
export type CsvImportField<Field extends string> = {
  id: Field;
  /** The Select's label, e.g. 'Unternehmen'. */
  label: string;
  /** Marks the label with an asterisk and the Select `required`. */
  required?: boolean;
};

/** What the wizard reads of a preview: the file's columns and the mapping it was read with. */
export type CsvImportPreviewShape<Field extends string> = {
  columns: readonly string[];
  mapping: CsvImportMapping<Field>;
};

/** What `renderPreview` and `importableCount` get to work with. */
export type CsvImportPreviewState<Field extends string, Preview> = {
  /** The latest preview that arrived. */
  preview: Preview;
  /** The mapping as chosen; newer than `preview` while `checking`. */
  mapping: CsvImportMapping<Field>;
  /** A changed mapping is being checked (show the table as loading). */
  checking: boolean;
  /** Why the check of the chosen mapping failed; nothing can be imported then. */
  error: string | null;
  committing: boolean;
  /** Why the import failed; the wizard stays on the preview for another try. */
  commitError: string | null;
};

export type CsvImportWizardTexts = {
  /** The file field's label. */
  fileLabel: string;
  /** Shown while `onReadFile` runs (e.g. 'Datei wird hochgeladen …'); nothing when left out. */
  reading?: string;
  /** Shown while the first preview is made. */
  checking: string;
  /** The mapping section's name. */
  mapping: string;
  /** The Select choice for 'no column'. */
  notMapped: string;
  /** Back from the preview to the file step. */
  otherFile: string;
  /** The file step's button. */
  cancel: string;
  /** The result step's button. */
  close: string;
  /** The commit button while the import runs; its usual text when left out. */
  committing?: string;
};

const DEFAULT_TEXTS: CsvImportWizardTexts = {
  fileLabel: 'CSV-Datei',
  checking: 'Datei wird geprüft …',
  mapping: 'Spalten zuordnen',
  notMapped: 'Nicht importieren',
  otherFile: 'Andere Datei',
  cancel: 'Abbrechen',
  close: 'Schließen',
};

const CSV_ACCEPT: FileDropProps['accept'] = { 'text/csv': ['.csv'] };

export type CsvImportWizardProps<
  Field extends string,
  Source,
  Preview extends CsvImportPreviewShape<Field>,
  Result,
> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title and name, e.g. 'CSV importieren'. */
  title: string;
  /** The text under the title, per step; `done` defaults to 'Der Import ist abgeschlossen.' */
  description: { file: ReactNode; preview: ReactNode; done?: ReactNode };
  /** Texts that differ from the defaults ('CSV-Datei', 'Nicht importieren', 'Schließen' …). */
  texts?: Partial<CsvImportWizardTexts>;
  /** The commit button's text for the rows it would import: '12 Leads importieren'. */
  commitLabel: (count: number) => string;

  /** The fields a column can fill, in the order the mapping shows them. */
  fields: readonly CsvImportField<Field>[];
  /** The largest file in bytes; larger ones are refused before `onReadFile`. */
  maxSize: number;
  /** Accepted types; CSV by default. */
  accept?: FileDropProps['accept'];
  /** The file field's own messages ('Die CSV-Datei ist größer als 10 MB.'). */
  fileMessages?: FileDropMessages;

  /**
   * Turns the chosen file into what the preview and the import read: its text, or where it was
   * uploaded. Throw an `Error` with a German message to refuse it ('Die Datei ist leer.').
   */
  onReadFile: (file: File) => Promise<Source>;
  /**
   * Reads the file with `mapping`, or with a suggested mapping the first time (`undefined`).
   * Answers to older mappings are dropped; a rejection's message is shown.
   */
  onPreview: (source: Source, mapping: CsvImportMapping<Field> | undefined) => Promise<Preview>;
  /** Imports with the chosen mapping; the result is shown by `renderResult`. */
  onCommit: (source: Source, mapping: CsvImportMapping<Field>) => Promise<Result>;
  /** The wizard went back to the file step (closed, or 'Andere Datei'): reset own options. */
  onReset?: () => void;
  /**
   * The mapping after `field` was set to `column` (`null`: none). Default `assignCsvColumn`:
   * one column fills one field.
   */
  assignColumn?: (
    mapping: CsvImportMapping<Field>,
    field: Field,
    column: number | null,
  ) => CsvImportMapping<Field>;
  /** How many rows the import would write; 0 disables the commit button. */
  importableCount: (state: CsvImportPreviewState<Field, Preview>) => number;
  /** The preview under the mapping: counts, the `CsvImportPreviewTable`, options, errors. */
  renderPreview: (state: CsvImportPreviewState<Field, Preview>) => ReactNode;
  /** The result step's content: what was imported, what was left out. */
  renderResult: (result: Result) => ReactNode;
  /** A failed call's message; default: the error's own message. */
  errorMessage?: (error: unknown) => string;

  /**
   * `true`: while a file or a changed mapping is checked, the mapping and 'Andere Datei' wait
   * and the dialog stays open. Default: they stay usable, and the newest mapping's answer wins.
   */
  lockWhileChecking?: boolean;
  /** `hidden`: the mapping section is named for screen readers only, without a heading. */
  mappingHeading?: 'visible' | 'hidden';
  /** The dialog's width in the file and result steps (the preview is wide); a CSS length. */
  width?: string;
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(Loader2)`
  animation: ${spin} 1s linear infinite;
`;

const Content = styled(DialogContent)`
  &[data-step='preview'] {
    --dialog-width: 64rem;
  }
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);

  & > svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

function defaultErrorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Das hat nicht geklappt. Bitte versuche es erneut.';
}

type Step<Field extends string, Source, Preview, Result> =
  | { kind: 'file' }
  | { kind: 'preview'; source: Source; mapping: CsvImportMapping<Field>; preview: Preview }
  | { kind: 'done'; result: Result };

/**
 * A CSV import in one dialog: a file (type and size checked in the browser), the server's
 * preview with a suggested mapping of columns to fields, a changed mapping checked again, the
 * import, and its result. The wizard owns the steps, the requests and the busy states; the
 * caller says how a file is read, previewed and imported, and what a preview and a result show.
 */
export function CsvImportWizard<
  Field extends string,
  Source,
  Preview extends CsvImportPreviewShape<Field>,
  Result,
>({
  open,
  onOpenChange,
  title,
  description,
  texts: textsProp,
  commitLabel,
  fields,
  maxSize,
  accept = CSV_ACCEPT,
  fileMessages,
  onReadFile,
  onPreview,
  onCommit,
  onReset,
  assignColumn = assignCsvColumn,
  importableCount,
  renderPreview,
  renderResult,
  errorMessage = defaultErrorMessage,
  lockWhileChecking = false,
  mappingHeading = 'visible',
  width,
}: CsvImportWizardProps<Field, Source, Preview, Result>) {
  const texts = { ...DEFAULT_TEXTS, ...textsProp };
  const [step, setStep] = useState<Step<Field, Source, Preview, Result>>({ kind: 'file' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [filePhase, setFilePhase] = useState<'reading' | 'checking' | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [committing, setCommitting] = useState(false);
  const [commitError, setCommitError] = useState<string | null>(null);
  // Only the answer to the latest request counts, whatever order the answers come in; a reset
  // makes every pending answer stale.
  const latest = useRef(0);

  const busy = filePhase !== null || checking || committing;
  const locked = committing || (lockWhileChecking && busy);

  function reset() {
    latest.current += 1;
    setStep({ kind: 'file' });
    setFile(null);
    setFileError(null);
    setFilePhase(null);
    setChecking(false);
    setCheckError(null);
    setCommitting(false);
    setCommitError(null);
    onReset?.();
  }

  async function handleFile(next: File | null) {
    setFile(next);
    setFileError(null);
    if (!next) return;
    const request = ++latest.current;
    try {
      setFilePhase('reading');
      const source = await onReadFile(next);
      if (request !== latest.current) return;
      setFilePhase('checking');
      const preview = await onPreview(source, undefined);
      if (request !== latest.current) return;
      setStep({ kind: 'preview', source, mapping: preview.mapping, preview });
    } catch (error) {
      if (request === latest.current) setFileError(errorMessage(error));
    } finally {
      if (request === latest.current) setFilePhase(null);
    }
  }

  async function handleMappingChange(field: Field, value: string) {
    if (step.kind !== 'preview' || locked) return;
    const mapping = assignColumn(step.mapping, field, csvColumnOf(value));
    setStep({ ...step, mapping });
    setCheckError(null);
    const request = ++latest.current;
    setChecking(true);
    try {
      const preview = await onPreview(step.source, mapping);
      if (request !== latest.current) return;
      setStep((current) => (current.kind === 'preview' ? { ...current, preview } : current));
    } catch (error) {
      if (request === latest.current) setCheckError(errorMessage(error));
    } finally {
      if (request === latest.current) setChecking(false);
    }
  }

  const state: CsvImportPreviewState<Field, Preview> | null =
    step.kind === 'preview'
      ? {
          preview: step.preview,
          mapping: step.mapping,
          checking,
          error: checkError,
          committing,
          commitError,
        }
      : null;
  const importable = state && !state.error ? importableCount(state) : 0;

  async function handleCommit() {
    if (step.kind !== 'preview' || busy || importable === 0) return;
    const request = latest.current;
    setCommitting(true);
    setCommitError(null);
    try {
      const result = await onCommit(step.source, step.mapping);
      if (request === latest.current) setStep({ kind: 'done', result });
    } catch (error) {
      if (request === latest.current) setCommitError(errorMessage(error));
    } finally {
      if (request === latest.current) setCommitting(false);
    }
  }

  function close() {
    reset();
    onOpenChange(false);
  }

  const style =
    width && step.kind !== 'preview' ? ({ '--dialog-width': width } as CSSProperties) : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (locked && !next) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Content
        data-slot="csv-import-wizard"
        data-step={step.kind}
        style={style}
        aria-busy={busy || undefined}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {step.kind === 'done'
              ? (description.done ?? 'Der Import ist abgeschlossen.')
              : description[step.kind]}
          </DialogDescription>
        </DialogHeader>

        {step.kind === 'file' ? (
          <Stack gap="3">
            <FileDrop
              label={texts.fileLabel}
              accept={accept}
              maxSize={maxSize}
              messages={fileMessages}
              file={file}
              onFileChange={(next) => void handleFile(next)}
              error={fileError}
              disabled={filePhase !== null}
            />
            {filePhase === 'checking' || (filePhase === 'reading' && texts.reading) ? (
              <Status role="status" data-slot="csv-import-wizard-status">
                <Spinner aria-hidden />
                {filePhase === 'reading' ? texts.reading : texts.checking}
              </Status>
            ) : null}
          </Stack>
        ) : null}

        {step.kind === 'preview' && state ? (
          <Stack gap="4">
            <CsvImportSection title={texts.mapping} heading={mappingHeading} layout="fields">
              {fields.map((field) => (
                <FormField key={field.id} label={field.label} required={field.required}>
                  {(control) => (
                    <Select
                      value={csvMappingValue(step.mapping, field.id)}
                      onValueChange={(value) => void handleMappingChange(field.id, value)}
                      disabled={locked}
                    >
                      <SelectTrigger {...control}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={CSV_NOT_MAPPED}>{texts.notMapped}</SelectItem>
                        {step.preview.columns.map((name, position) => (
                          <SelectItem key={position} value={String(position)}>
                            {csvColumnName(name, position)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </FormField>
              ))}
            </CsvImportSection>
            {renderPreview(state)}
          </Stack>
        ) : null}

        {step.kind === 'done' ? <Stack gap="3">{renderResult(step.result)}</Stack> : null}

        <DialogFooter>
          {step.kind === 'preview' ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  if (!locked) reset();
                }}
                aria-disabled={locked || undefined}
              >
                {texts.otherFile}
              </Button>
              <Button
                aria-disabled={busy || importable === 0 || undefined}
                aria-busy={committing || undefined}
                data-slot="csv-import-wizard-commit"
                onClick={() => void handleCommit()}
              >
                {committing ? <Spinner aria-hidden /> : <Upload aria-hidden />}
                {committing && texts.committing ? texts.committing : commitLabel(importable)}
              </Button>
            </>
          ) : (
            <Button variant={step.kind === 'done' ? 'default' : 'outline'} onClick={close}>
              {step.kind === 'done' ? texts.close : texts.cancel}
            </Button>
          )}
        </DialogFooter>
      </Content>
    </Dialog>
  );
}
