import { useEffect, useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import Cropper from 'react-easy-crop';
import { CircleAlert, Loader2, ZoomIn, ZoomOut } from 'lucide-react';
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
import { Label } from '../Label';
import { Skeleton } from '../Skeleton';
import {
  DEFAULT_OUTPUT_SIZE,
  cropImage,
  crossOriginFor,
  loadImage,
  type ImageCropArea,
  type ImageOutputType,
} from './cropImage';

export type ImageCropShape = 'round' | 'rect';

export type ImageCropDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The image to crop: the chosen file, or a URL (data, blob, or http with CORS headers). */
  source: Blob | string | null;
  /** E.g. 'Profilbild zuschneiden', 'Logo zuschneiden'. */
  title: string;
  /** Under the title; a short German how-to by default. */
  description?: ReactNode;
  /** `round` shows the circle an avatar is cut to; the result is a square either way. */
  cropShape?: ImageCropShape;
  /** Width and height of the result in pixels. */
  outputSize?: number;
  outputType?: ImageOutputType;
  /**
   * Receives the cropped square. The dialog closes when it returns, or when its promise
   * resolves; while the promise runs the dialog is busy and cannot be dismissed; when it rejects
   * the dialog stays open (the caller reports the error).
   */
  onConfirm: (image: Blob) => void | Promise<void>;
  /** Busy from outside, e.g. while the upload that follows runs. */
  busy?: boolean;
  /**
   * Where focus goes once the dialog closes; by default back to where it was. A field whose
   * file arrived by drop or from the file dialog passes its upload button here.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
/** Pixels per arrow key press (a fifth of it with Shift); the library's 1 px is too slow. */
const KEYBOARD_STEP = 8;

const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });

type DecodedImage =
  | { status: 'loading' }
  | { status: 'error'; source: Blob | string }
  | { status: 'ready'; source: Blob | string; image: HTMLImageElement; url: string };

/**
 * The source decoded before the cropper mounts: a file that is no image gets a German message
 * instead of a broken picture, and a file's object URL lives exactly as long as it is shown.
 */
function useDecodedImage(source: Blob | string | null): DecodedImage {
  const [decoded, setDecoded] = useState<DecodedImage>({ status: 'loading' });

  useEffect(() => {
    if (source === null) return;
    const url = typeof source === 'string' ? source : URL.createObjectURL(source);
    let current = true;
    loadImage(url).then(
      (image) => {
        if (current) setDecoded({ status: 'ready', source, image, url });
      },
      () => {
        if (current) setDecoded({ status: 'error', source });
      },
    );
    return () => {
      current = false;
      if (url !== source) URL.revokeObjectURL(url);
    };
  }, [source]);

  // Until the effect has caught up with a new source, the old result is stale.
  if (decoded.status === 'loading' || decoded.source !== source) return { status: 'loading' };
  return decoded;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const CropDialogContent = styled(DialogContent)`
  /* Fade only: react-easy-crop measures its frame with getBoundingClientRect, and the dialog's
     usual scale-in would leave the crop square a few percent too small. */
  && {
    animation-name: ${fadeIn};
  }
`;

const Stage = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: var(--radius-lg);
  background: var(--color-muted);

  & > [data-slot='skeleton'] {
    position: absolute;
    inset: 0;
  }

  /* The dimmed surroundings are the crop area's shadow, drawn in its text colour. */
  & .reactEasyCrop_CropArea {
    color: var(--color-overlay);
  }

  & .reactEasyCrop_CropArea:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }
`;

const StageMessage = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  margin: 0;
  padding: var(--space-4);
  color: var(--color-destructive-text);
  font-size: var(--font-size-sm);
  text-align: center;

  & svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

const ZoomRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);

  & > svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
    color: var(--color-muted-foreground);
  }
`;

const Range = styled.input`
  flex: 1;
  min-width: 0;
  margin: 0;
  accent-color: var(--color-primary);
  cursor: pointer;

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
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

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(Loader2)`
  animation: ${spin} 1s linear infinite;
`;

type ImageCropPanelProps = Omit<ImageCropDialogProps, 'open' | 'busy'> & {
  pending: boolean;
  onRunningChange: (running: boolean) => void;
  onDismiss: () => void;
};

/** The dialog's content; mounted only while open, so every opening starts uncropped. */
function ImageCropPanel({
  source,
  title,
  description,
  cropShape = 'round',
  outputSize = DEFAULT_OUTPUT_SIZE,
  outputType = 'image/png',
  onConfirm,
  onOpenChange,
  pending,
  onRunningChange,
  onDismiss,
  onCloseAutoFocus,
}: ImageCropPanelProps) {
  const zoomId = useId();
  const zoomRef = useRef<HTMLInputElement>(null);
  const decoded = useDecodedImage(source);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<ImageCropArea | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = decoded.status === 'ready' && area !== null;

  async function handleConfirm() {
    if (pending || decoded.status !== 'ready' || !area) return;
    setFailure(null);
    onRunningChange(true);
    try {
      let image: Blob;
      try {
        image = await cropImage(decoded.image, area, outputSize, outputType);
      } catch {
        setFailure('Das Bild konnte nicht zugeschnitten werden.');
        return;
      }
      await onConfirm(image);
      onOpenChange(false);
    } catch {
      // The caller reports a failed upload; the dialog stays for another try.
    } finally {
      onRunningChange(false);
    }
  }

  // Spread, not a literal: the cropper's prop type knows no data attributes.
  const cropAreaProps: HTMLAttributes<HTMLDivElement> & { 'data-slot': string } = {
    // `application`: screen readers hand the arrow keys to the crop area instead of reading on.
    role: 'application',
    'aria-label': 'Bildausschnitt – mit den Pfeiltasten verschieben',
    'data-slot': 'image-crop-area',
  };

  return (
    <CropDialogContent
      data-slot="image-crop-dialog"
      data-shape={cropShape}
      aria-busy={pending || undefined}
      // A stray click beside the dialog must not throw the crop away.
      onInteractOutside={(event) => event.preventDefault()}
      onEscapeKeyDown={(event) => {
        if (pending) event.preventDefault();
      }}
      onOpenAutoFocus={(event) => {
        // The cropper's own focus stop appears only once the image is decoded; the zoom
        // control is there from the start.
        event.preventDefault();
        zoomRef.current?.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {description ??
            'Verschiebe das Bild mit der Maus oder den Pfeiltasten und wähle mit dem Zoom den Ausschnitt.'}
        </DialogDescription>
      </DialogHeader>
      <Stage data-slot="image-crop-stage" data-state={decoded.status}>
        {decoded.status === 'loading' ? <Skeleton /> : null}
        {decoded.status === 'error' ? (
          <StageMessage role="alert">
            <CircleAlert aria-hidden />
            Das Bild konnte nicht gelesen werden.
          </StageMessage>
        ) : null}
        {decoded.status === 'ready' ? (
          <Cropper
            image={decoded.url}
            crop={crop}
            zoom={zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={1}
            cropShape={cropShape}
            showGrid={false}
            keyboardStep={KEYBOARD_STEP}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_area, pixels) => setArea(pixels)}
            mediaProps={{ crossOrigin: crossOriginFor(decoded.url) }}
            cropperProps={cropAreaProps}
          />
        ) : null}
      </Stage>
      <ZoomRow>
        <Label htmlFor={zoomId}>Zoom</Label>
        <ZoomOut aria-hidden />
        <Range
          ref={zoomRef}
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.1}
          value={zoom}
          aria-valuetext={percent.format(zoom)}
          disabled={decoded.status === 'error'}
          data-slot="image-crop-zoom"
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <ZoomIn aria-hidden />
      </ZoomRow>
      <div aria-live="polite">
        {failure ? (
          <ErrorText data-slot="image-crop-error">
            <CircleAlert aria-hidden />
            {failure}
          </ErrorText>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" aria-disabled={pending || undefined} onClick={onDismiss}>
          Abbrechen
        </Button>
        <Button
          // aria-disabled while busy, not disabled: the button keeps focus while the upload runs.
          aria-disabled={pending || undefined}
          disabled={!ready}
          data-slot="image-crop-confirm"
          onClick={() => void handleConfirm()}
        >
          {pending ? <Spinner aria-hidden /> : null}
          Übernehmen
        </Button>
      </DialogFooter>
    </CropDialogContent>
  );
}

/**
 * Crops an image to a square before it is uploaded: drag or arrow keys move the image under the
 * frame, the labelled 'Zoom' slider (or the mouse wheel) scales it. 'Übernehmen' draws the chosen
 * square at `outputSize` pixels and hands it to `onConfirm`. For avatars the frame is a circle
 * (`cropShape="round"`); the file is still a square, cut round where it is shown.
 */
export function ImageCropDialog({
  open,
  onOpenChange,
  busy = false,
  ...props
}: ImageCropDialogProps) {
  const [running, setRunning] = useState(false);
  const pending = busy || running;

  function handleOpenChange(next: boolean) {
    // Escape, the ✕ and 'Abbrechen' all land here; none of them interrupts a running upload.
    if (!next && pending) return;
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      {open ? (
        <ImageCropPanel
          {...props}
          onOpenChange={onOpenChange}
          pending={pending}
          onRunningChange={setRunning}
          onDismiss={() => handleOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}
