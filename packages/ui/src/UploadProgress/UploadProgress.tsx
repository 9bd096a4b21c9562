import { useId, type HTMLAttributes } from 'react';
import { CircleAlert, CircleCheck, FileUp, RotateCcw, WifiOff, X } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { formatProgress, ProgressBar } from '../ProgressBar';
import { calculateProgress } from '../format';
import { formatBytes } from '../format/bytes';
import { cx } from '../lib/cx';
import { defineVariants } from '../lib/variants';

export type UploadState = 'uploading' | 'paused' | 'done' | 'error';

export const uploadProgressVariants = defineVariants(
  'upload-progress',
  { state: ['uploading', 'paused', 'done', 'error'] },
  { state: 'uploading' },
);

export type UploadProgressProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  fileName: string;
  /** Bytes sent so far and in all. */
  loaded: number;
  total: number;
  state: UploadState;
  /** Shown in the error state (German, from the server or the network). */
  error?: string;
  /** Offers 'Abbrechen' while the upload runs or is paused. */
  onCancel?: () => void;
  /** Offers 'Erneut versuchen' after an error or while paused. */
  onRetry?: () => void;
};

/** Shown in the error state when no message came with it. */
export const UPLOAD_FAILED_MESSAGE = 'Der Upload ist fehlgeschlagen.';

const stateTexts: Record<Exclude<UploadState, 'error'>, string> = {
  uploading: 'Wird hochgeladen…',
  paused: 'Pausiert – Verbindung unterbrochen',
  done: 'Hochgeladen',
};

/**
 * Whole percent sent, rounded down (an upload at 99.6 % is not done) and clamped to 0..100;
 * 0 for a total of zero or anything that is not a finite number.
 */
export function uploadPercent(loaded: number, total: number): number {
  // Bytes are whole numbers, so `loaded * 100 / total` is exact where the result is whole.
  return calculateProgress(Math.floor((loaded * 100) / total), 100);
}

/** `12,4 MB von 1,2 GB · 1 %` while sending; once done just the size (`1,2 GB`). */
export function formatUploadAmount(loaded: number, total: number, state: UploadState): string {
  if (state === 'done') return formatBytes(total);
  const percent = formatProgress(uploadPercent(loaded, total));
  return `${formatBytes(loaded)} von ${formatBytes(total)} · ${percent}`;
}

const Root = styled.div`
  --upload-progress-accent: var(--color-primary);
  --upload-progress-status: var(--color-muted-foreground);

  display: grid;
  gap: var(--space-2);
  min-width: 0;
  color: var(--color-foreground);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-tight);

  &[data-state='paused'] {
    --upload-progress-accent: var(--color-muted-foreground);
  }

  &[data-state='done'] {
    --upload-progress-accent: var(--color-success);
    --upload-progress-status: var(--color-success-text);
  }

  &[data-state='error'] {
    --upload-progress-accent: var(--color-destructive);
    --upload-progress-status: var(--color-destructive-text);
  }

  & [data-slot='progress-bar-indicator'] {
    background: var(--upload-progress-accent);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: var(--size-control-sm);

  & > svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
    color: var(--color-muted-foreground);
  }
`;

const FileName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-weight: var(--font-weight-medium);
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: var(--space-1);
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-1) var(--space-3);
  font-size: var(--font-size-xs);
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-1-5);
  min-width: 0;
  margin: 0;
  color: var(--upload-progress-status);

  & svg {
    flex-shrink: 0;
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }
`;

const Amount = styled.span`
  margin-left: auto;
  color: var(--color-muted-foreground);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const stateIcons = { uploading: null, paused: WifiOff, done: CircleCheck } as const;

/**
 * One file on its way to the server: name, a bar, what is sent of how much, and what is going on
 * ('Wird hochgeladen…', 'Pausiert – Verbindung unterbrochen', 'Hochgeladen' or the error, which
 * is announced). 'Abbrechen' and 'Erneut versuchen' appear where they make sense and a handler
 * is given. The bar is named 'Upload von {fileName}'.
 */
export function UploadProgress({
  fileName,
  loaded,
  total,
  state,
  error,
  onCancel,
  onRetry,
  className,
  ...props
}: UploadProgressProps) {
  const fileNameId = useId();
  const statusId = useId();
  const errorId = useId();
  const errorText = error?.trim() || UPLOAD_FAILED_MESSAGE;
  const percent = state === 'done' ? 100 : uploadPercent(loaded, total);
  const canCancel = onCancel !== undefined && (state === 'uploading' || state === 'paused');
  const canRetry = onRetry !== undefined && (state === 'error' || state === 'paused');
  const StateIcon = state === 'error' ? null : stateIcons[state];

  return (
    <Root
      role="group"
      aria-labelledby={fileNameId}
      data-slot="upload-progress"
      className={cx(uploadProgressVariants({ state }), className)}
      {...uploadProgressVariants.dataAttributes({ state })}
      {...props}
    >
      <Header>
        <FileUp aria-hidden />
        <FileName id={fileNameId} title={fileName} data-slot="upload-progress-file-name">
          {fileName}
        </FileName>
        {canCancel || canRetry ? (
          <Actions data-slot="upload-progress-actions">
            {canRetry ? (
              <Button variant="outline" size="sm" aria-describedby={fileNameId} onClick={onRetry}>
                <RotateCcw aria-hidden />
                Erneut versuchen
              </Button>
            ) : null}
            {canCancel ? (
              <Button variant="ghost" size="sm" aria-describedby={fileNameId} onClick={onCancel}>
                <X aria-hidden />
                Abbrechen
              </Button>
            ) : null}
          </Actions>
        ) : null}
      </Header>
      <ProgressBar
        value={percent}
        aria-label={`Upload von ${fileName}`}
        aria-describedby={state === 'error' ? errorId : statusId}
      />
      <Footer>
        <div>
          {/* Always in the document, so a change of state is announced; errors interrupt. */}
          <div role="status" id={statusId} data-slot="upload-progress-status">
            {state === 'error' ? null : (
              <Status>
                {StateIcon ? <StateIcon aria-hidden /> : null}
                {stateTexts[state]}
              </Status>
            )}
          </div>
          {state === 'error' ? (
            <Status role="alert" id={errorId} data-slot="upload-progress-error">
              <CircleAlert aria-hidden />
              {errorText}
            </Status>
          ) : null}
        </div>
        <Amount data-slot="upload-progress-amount">
          {formatUploadAmount(loaded, total, state)}
        </Amount>
      </Footer>
    </Root>
  );
}
