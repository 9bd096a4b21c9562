import { useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';
import { Loader2, Trash2, Upload } from 'lucide-react';
import { keyframes, styled } from 'styled-components';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { DefaultCompanyLogo } from '../CompanyLogo';
import { formatFileSize } from '../FileDrop';
import { FormField } from '../FormField';
import { visuallyHidden } from '../lib/visuallyHidden';
import { DEFAULT_OUTPUT_SIZE } from './cropImage';
import { ImageCropDialog } from './ImageCropDialog';
import { IMAGE_UPLOAD_MAX_SIZE, IMAGE_UPLOAD_TYPES, validateImageFile } from './validateImageFile';

export type ImageUploadVariant = 'avatar' | 'logo';

export type ImageUploadFieldProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onChange' | 'defaultValue'
> & {
  /** The field's visible name, e.g. 'Profilbild' or 'Firmenlogo'. */
  label: ReactNode;
  /** A hint under the field; defaults to the accepted formats and the size limit. */
  description?: ReactNode;
  /** The current image's URL (a resolved storage download URL, say); `null` for none. */
  value: string | null;
  /** `avatar`: a round preview and a round crop frame; `logo`: a square for both. */
  variant?: ImageUploadVariant;
  /** The person's name: the avatar shows its initials while there is no picture. */
  name?: string;
  /**
   * Receives the cropped square (PNG, `outputSize` pixels). Return the upload's promise: the
   * field is busy while it runs and shows its rejection's message under the field.
   */
  onChange: (image: Blob) => void | Promise<void>;
  /** Offers 'Entfernen' while an image is set; a promise is awaited like `onChange`'s. */
  onRemove?: () => void | Promise<void>;
  /** Busy from outside (e.g. the saved image's URL is still being resolved). */
  busy?: boolean;
  disabled?: boolean;
  /** An error from outside, shown under the field like a refused file. */
  error?: string | null;
  /** Largest accepted file in bytes (1 MB = 1024 × 1024); 5 MB by default. */
  maxSize?: number;
  /** Width and height of the stored image in pixels. */
  outputSize?: number;
  /** The crop dialog's title; 'Profilbild zuschneiden' or 'Logo zuschneiden' by default. */
  cropTitle?: string;
};

/** What the file dialog offers; anything else that arrives (a drop) is checked by type. */
const ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

function messageOf(cause: unknown, fallback: string): string {
  return cause instanceof Error && cause.message ? cause.message : fallback;
}

const Zone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-4);
  border-radius: var(--radius-lg);
  transition: background-color var(--duration-fast) var(--easing-standard);

  /* An outline, not a border: the field does not move when a file is dragged over it. */
  &[data-state='drag-over'] {
    outline: var(--border-width) dashed var(--color-ring);
    outline-offset: var(--space-1);
    background: var(--color-accent);
  }

  &[data-state='disabled'] {
    opacity: 0.5;
  }
`;

const Preview = styled.div`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;

  &[data-busy='true'] > :first-child {
    opacity: 0.4;
  }
`;

const AvatarPreview = styled(Avatar)`
  && {
    --avatar-size: calc(var(--space-8) * 2);
    --avatar-font-size: var(--font-size-xl);
  }
`;

const LogoPreview = styled.span`
  display: inline-flex;
  overflow: hidden;
  width: calc(var(--space-8) * 2);
  height: calc(var(--space-8) * 2);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-background);

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(Loader2)`
  position: absolute;
  inset: 0;
  width: var(--size-icon-lg);
  height: var(--size-icon-lg);
  margin: auto;
  color: var(--color-foreground);
  animation: ${spin} 1s linear infinite;
`;

const Announcement = styled.span`
  ${visuallyHidden}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

/**
 * An image for a person or a company: the current picture, 'Bild hochladen' (file dialog, or a
 * file dropped on the field), a square crop in `ImageCropDialog`, then `onChange` with the
 * cropped PNG. Files of another type or over the size limit are refused with a German message
 * before anything is cropped; a rejected upload's message shows under the field.
 */
export function ImageUploadField({
  label,
  description,
  value,
  variant = 'avatar',
  name,
  onChange,
  onRemove,
  busy: busyProp = false,
  disabled = false,
  error: errorProp,
  maxSize = IMAGE_UPLOAD_MAX_SIZE,
  outputSize = DEFAULT_OUTPUT_SIZE,
  cropTitle,
  id,
  ...props
}: ImageUploadFieldProps) {
  const labelId = useId();
  const uploadRef = useRef<HTMLButtonElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [cropOpen, setCropOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const busy = busyProp || running;

  function choose(files: readonly File[]) {
    if (busy || disabled) return;
    const [file] = files;
    if (!file) return;
    if (files.length > 1) {
      setProblem('Bitte wähle nur ein Bild aus.');
      return;
    }
    const refusal = validateImageFile(file, maxSize);
    setProblem(refusal);
    if (refusal) return;
    setChosen(file);
    setCropOpen(true);
  }

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    // No `accept` or `maxSize` here: `validateImageFile` checks every file, with German messages.
    // Several dropped files arrive as rejections and are refused in `choose`.
    multiple: false,
    disabled: disabled || busy,
    // The button opens the dialog; the zone is no focus stop and no click target.
    noClick: true,
    noKeyboard: true,
    // The plain <input type="file">: the same path in every browser and in tests.
    useFsAccessApi: false,
    onDrop: (accepted, rejected) => choose([...accepted, ...rejected.map(({ file }) => file)]),
  });

  /** Runs an upload or a removal; `false` when it failed (its message is then shown). */
  async function run(action: () => void | Promise<void>, fallback: string): Promise<boolean> {
    setProblem(null);
    setRunning(true);
    try {
      await action();
      return true;
    } catch (cause) {
      setProblem(messageOf(cause, fallback));
      return false;
    } finally {
      setRunning(false);
    }
  }

  async function handleRemove(remove: () => void | Promise<void>) {
    if (busy) return;
    // 'Entfernen' disappears with the image: focus goes to the button that is left.
    if (await run(remove, 'Das Bild konnte nicht entfernt werden.')) uploadRef.current?.focus();
  }

  const error = problem ?? errorProp ?? null;
  let state: 'idle' | 'drag-over' | 'busy' | 'disabled' = 'idle';
  if (disabled) state = 'disabled';
  else if (busy) state = 'busy';
  else if (isDragActive) state = 'drag-over';

  const previewName = value ? 'Aktuelles Bild' : 'Kein Bild';
  const logoShown = value !== null && failedLogo !== value;

  return (
    <FormField
      {...props}
      id={id}
      role="group"
      aria-labelledby={labelId}
      aria-busy={busy || undefined}
      data-slot="image-upload"
      data-variant={variant}
      label={<span id={labelId}>{label}</span>}
      description={description ?? `PNG, JPEG oder WebP, höchstens ${formatFileSize(maxSize)}`}
      error={error}
    >
      {(control) => (
        <>
          <Zone {...getRootProps()} data-slot="image-upload-zone" data-state={state}>
            <input
              {...getInputProps({
                id: control.id,
                accept: ACCEPT,
                disabled: disabled || busy,
                // Named by the field's label, not by react-dropzone's English default.
                'aria-label': undefined,
                'aria-describedby': control['aria-describedby'],
                'aria-invalid': control['aria-invalid'],
              })}
            />
            <Preview data-slot="image-upload-preview" data-busy={busy || undefined}>
              {variant === 'avatar' ? (
                <AvatarPreview src={value ?? undefined} name={name} alt={previewName} />
              ) : (
                <LogoPreview role="img" aria-label={previewName}>
                  {logoShown ? (
                    <img src={value} alt="" onError={() => setFailedLogo(value)} />
                  ) : (
                    <DefaultCompanyLogo aria-hidden />
                  )}
                </LogoPreview>
              )}
              {busy ? <Spinner aria-hidden /> : null}
            </Preview>
            <Actions>
              <Button
                ref={uploadRef}
                variant="outline"
                size="sm"
                disabled={disabled}
                // aria-disabled while busy, not disabled: focus stays on the button.
                aria-disabled={busy || undefined}
                aria-describedby={control['aria-describedby']}
                onClick={() => {
                  if (!busy) open();
                }}
              >
                <Upload aria-hidden />
                Bild hochladen
              </Button>
              {value && onRemove ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  aria-disabled={busy || undefined}
                  onClick={() => void handleRemove(onRemove)}
                >
                  <Trash2 aria-hidden />
                  Entfernen
                </Button>
              ) : null}
            </Actions>
          </Zone>
          {/* The field's own messages (a refused file, a failed upload) are announced: they
              appear after the file dialog, while focus is elsewhere. Always in the document. */}
          <Announcement aria-live="polite" data-slot="image-upload-announcement">
            {problem ?? ''}
          </Announcement>
          {/* Outside the zone: a file dropped on the dialog must not reach the field. */}
          <ImageCropDialog
            open={cropOpen}
            onOpenChange={setCropOpen}
            source={chosen}
            title={
              cropTitle ?? (variant === 'avatar' ? 'Profilbild zuschneiden' : 'Logo zuschneiden')
            }
            cropShape={variant === 'avatar' ? 'round' : 'rect'}
            outputSize={outputSize}
            busy={busyProp}
            // The file came from the file dialog or a drop: focus was on no element of ours.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              uploadRef.current?.focus();
            }}
            // A failed upload closes the dialog too: its message belongs under the field.
            onConfirm={async (image) => {
              await run(() => onChange(image), 'Das Bild konnte nicht hochgeladen werden.');
            }}
          />
        </>
      )}
    </FormField>
  );
}
