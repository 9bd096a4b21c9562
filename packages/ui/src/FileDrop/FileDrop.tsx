import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { CircleAlert, FileText, Upload, X } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../Button';

export type FileDropMessages = {
  /** E.g. 'Nur CSV-Dateien.'; derived from `accept` when omitted. */
  invalidType?: string;
  /** E.g. 'Die Datei ist größer als 5 MB.'; derived from `maxSize` when omitted. */
  tooLarge?: string;
  tooMany?: string;
};

export type FileDropProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onChange'> & {
  /** The field's visible name, e.g. 'CSV-Datei'. */
  label: ReactNode;
  /** Accepted types as MIME type → extensions, e.g. `{ 'text/csv': ['.csv'] }`. */
  accept?: Accept;
  /** Largest accepted file in bytes (1 MB = 1024 × 1024). */
  maxSize?: number;
  /** The chosen file (controlled); `null` for none. Leave undefined to let the field keep it. */
  file?: File | null;
  /** A file was accepted (`File`) or removed (`null`). */
  onFileChange?: (file: File | null) => void;
  /** An error from outside, e.g. the CSV could not be read; shown like a rejection. */
  error?: string | null;
  disabled?: boolean;
  /** A hint under the zone; defaults to the accepted types and the size limit. */
  hint?: ReactNode;
  messages?: FileDropMessages;
};

const byteFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** `5242880` → `5 MB`, `1536` → `1,5 KB` (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${byteFormat.format(bytes)} Byte`;
  if (bytes < 1024 * 1024) return `${byteFormat.format(bytes / 1024)} KB`;
  return `${byteFormat.format(bytes / (1024 * 1024))} MB`;
}

/** `{ 'text/csv': ['.csv'] }` → `['CSV']`. */
export function acceptedExtensions(accept: Accept | undefined): string[] {
  if (!accept) return [];
  const extensions = Object.values(accept).flatMap((value) =>
    typeof value === 'string' ? [value] : [...value],
  );
  return [...new Set(extensions.map((extension) => extension.replace(/^\./, '').toUpperCase()))];
}

/** `['CSV']` → 'Nur CSV-Dateien.', `['CSV', 'TXT']` → 'Nur CSV- oder TXT-Dateien.' */
export function invalidTypeMessage(extensions: readonly string[]): string {
  if (extensions.length === 0) return 'Dieser Dateityp wird nicht unterstützt.';
  const last = extensions[extensions.length - 1];
  const rest = extensions.slice(0, -1).map((extension) => `${extension}-`);
  return rest.length === 0
    ? `Nur ${last}-Dateien.`
    : `Nur ${rest.join(', ')} oder ${last}-Dateien.`;
}

function rejectionMessage(
  rejections: readonly FileRejection[],
  messages: Required<FileDropMessages>,
): string {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((e) => e.code)));
  if (codes.has('too-many-files')) return messages.tooMany;
  if (codes.has('file-invalid-type')) return messages.invalidType;
  if (codes.has('file-too-large')) return messages.tooLarge;
  return rejections[0]?.errors[0]?.message ?? messages.invalidType;
}

const Root = styled.div`
  display: grid;
  gap: var(--space-2);
`;

const LabelText = styled.span`
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  line-height: var(--line-height-tight);
`;

const Zone = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-6) var(--space-4);
  border: var(--border-width) dashed var(--color-input);
  border-radius: var(--radius-lg);
  background: var(--color-background);
  color: var(--color-foreground);
  text-align: center;
  transition:
    background-color var(--duration-fast) var(--easing-standard),
    border-color var(--duration-fast) var(--easing-standard);

  &[data-state='drag-over'] {
    border-style: solid;
    border-color: var(--color-ring);
    background: var(--color-accent);
  }

  &[data-state='error'] {
    border-color: var(--color-destructive);
  }

  &[data-state='disabled'] {
    opacity: 0.5;
  }

  & > svg {
    width: var(--size-icon-lg);
    height: var(--size-icon-lg);
    color: var(--color-muted-foreground);
  }
`;

const Prompt = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  width: 100%;
  text-align: left;

  & > svg {
    flex-shrink: 0;
    width: var(--size-icon-lg);
    height: var(--size-icon-lg);
    color: var(--color-muted-foreground);
  }
`;

const FileName = styled.div`
  display: grid;
  flex: 1;
  min-width: 0;
  font-size: var(--font-size-sm);

  & > strong {
    overflow: hidden;
    font-weight: var(--font-weight-medium);
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & > span {
    color: var(--color-muted-foreground);
    font-size: var(--font-size-xs);
  }
`;

const Hint = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
`;

const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-1-5);
  margin: 0;
  color: var(--color-destructive-text);
  font-size: var(--font-size-sm);

  & svg {
    flex-shrink: 0;
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }
`;

/**
 * A drop zone for one file (a CSV import, say). Dropping works with the mouse; the button
 * 'Datei auswählen' opens the file dialog, so keyboard and screen-reader users get the same
 * field. Wrong type or size shows a German error instead of taking the file.
 */
export function FileDrop({
  label,
  accept,
  maxSize,
  file: fileProp,
  onFileChange,
  error: errorProp,
  disabled = false,
  hint,
  messages,
  ...props
}: FileDropProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const file = fileProp === undefined ? ownFile : fileProp;

  const extensions = acceptedExtensions(accept);
  const resolved: Required<FileDropMessages> = {
    invalidType: messages?.invalidType ?? invalidTypeMessage(extensions),
    tooLarge:
      messages?.tooLarge ??
      (maxSize === undefined
        ? 'Die Datei ist zu groß.'
        : `Die Datei ist größer als ${formatFileSize(maxSize)}.`),
    tooMany: messages?.tooMany ?? 'Bitte nur eine Datei auswählen.',
  };

  function choose(next: File | null) {
    if (fileProp === undefined) setOwnFile(next);
    onFileChange?.(next);
  }

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept,
    maxSize,
    multiple: false,
    disabled,
    // The button opens the dialog: the zone itself is no focus stop and no click target, so
    // clicks on 'Entfernen' or on the text do not open a dialog by surprise.
    noClick: true,
    noKeyboard: true,
    // The plain <input type="file">: the same path in every browser and in tests.
    useFsAccessApi: false,
    onDropAccepted: ([accepted]) => {
      setRejection(null);
      if (accepted) choose(accepted);
    },
    onDropRejected: (rejections) => setRejection(rejectionMessage(rejections, resolved)),
  });

  const error = rejection ?? errorProp ?? null;
  let state: 'idle' | 'drag-over' | 'file' | 'error' | 'disabled' = 'idle';
  if (disabled) state = 'disabled';
  else if (isDragActive) state = 'drag-over';
  else if (error) state = 'error';
  else if (file) state = 'file';

  const hintText =
    hint ??
    [
      extensions.length > 0 ? extensions.join(', ') : null,
      maxSize === undefined ? null : `höchstens ${formatFileSize(maxSize)}`,
    ]
      .filter(Boolean)
      .join(', ');
  const describedBy = [hintText ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <Root role="group" aria-labelledby={labelId} data-slot="file-drop" {...props}>
      <LabelText id={labelId}>{label}</LabelText>
      <Zone {...getRootProps()} data-slot="file-drop-zone" data-state={state}>
        <input {...getInputProps()} aria-labelledby={labelId} />
        {file ? (
          <Chosen>
            <FileText aria-hidden />
            <FileName>
              <strong>{file.name}</strong>
              <span>{formatFileSize(file.size)}</span>
            </FileName>
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => {
                setRejection(null);
                choose(null);
              }}
            >
              <X aria-hidden />
              Entfernen
            </Button>
          </Chosen>
        ) : (
          <>
            <Upload aria-hidden />
            <Prompt>
              {isDragActive ? 'Zum Hochladen loslassen' : 'Datei hierher ziehen oder'}
            </Prompt>
          </>
        )}
        <Button
          variant={file ? 'outline' : 'secondary'}
          size="sm"
          disabled={disabled}
          aria-describedby={describedBy || undefined}
          onClick={open}
        >
          {file ? 'Andere Datei auswählen' : 'Datei auswählen'}
        </Button>
      </Zone>
      {hintText ? <Hint id={hintId}>{hintText}</Hint> : null}
      {/* Always in the document, so screen readers notice when an error appears. */}
      <div aria-live="polite">
        {error ? (
          <ErrorText id={errorId} data-slot="file-drop-error">
            <CircleAlert aria-hidden />
            {error}
          </ErrorText>
        ) : null}
      </div>
    </Root>
  );
}
