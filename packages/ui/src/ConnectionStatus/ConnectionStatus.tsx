import { forwardRef, useId, type HTMLAttributes } from 'react';
import { LoaderCircle, Radio, RefreshCw, TriangleAlert, WifiOff } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { styled, keyframes } from 'styled-components';
import { Button } from '../Button';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export type ConnectionState =
  'connecting' | 'connected' | 'disconnected' | 'suspended' | 'failed' | 'closed';

export const connectionStatusVariants = defineVariants(
  'connection-status',
  { state: ['connecting', 'connected', 'disconnected', 'suspended', 'failed', 'closed'] },
  { state: 'connecting' },
);

export type ConnectionStatusProps = HTMLAttributes<HTMLDivElement> & {
  state: ConnectionState;
  /** Shown as detail (e.g. the stored error message) when failed/disconnected. */
  errorMessage?: string | null;
  /** Offered when not connected and not connecting: a 'Neu verbinden' button. */
  onReconnect?: () => void;
};

/** What is shown, and what is read: the header has room for one word, a screen reader does not. */
const labels: Record<ConnectionState, { visible: string; spoken: string }> = {
  connected: { visible: 'Live', spoken: 'Echtzeit: verbunden' },
  connecting: { visible: 'Verbinde …', spoken: 'Echtzeit: Verbinde …' },
  disconnected: { visible: 'Verbindung unterbrochen', spoken: 'Echtzeit: Verbindung unterbrochen' },
  suspended: { visible: 'Offline', spoken: 'Echtzeit: Offline' },
  failed: { visible: 'Verbindung fehlgeschlagen', spoken: 'Echtzeit: Verbindung fehlgeschlagen' },
  closed: { visible: 'Getrennt', spoken: 'Echtzeit: Getrennt' },
};

const icons = {
  connected: Radio,
  connecting: LoaderCircle,
  disconnected: WifiOff,
  suspended: WifiOff,
  failed: TriangleAlert,
  closed: WifiOff,
} satisfies Record<ConnectionState, unknown>;

/** The states whose stored error message explains what went wrong. */
const statesWithError: readonly ConnectionState[] = ['failed', 'disconnected', 'suspended'];

/** Reconnecting makes no sense while connected or already trying. */
export function canReconnect(state: ConnectionState): boolean {
  return state !== 'connected' && state !== 'connecting';
}

/** The error message worth describing the status with, or `null`. */
export function connectionErrorDetail(
  state: ConnectionState,
  errorMessage: string | null | undefined,
): string | null {
  const message = errorMessage?.trim();
  return message && statesWithError.includes(state) ? message : null;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledConnectionStatus = styled.div`
  --connection-status-color: var(--color-muted-foreground);

  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-width: 0;
  font-size: var(--font-size-sm);
  line-height: var(--line-height-tight);

  &[data-state='connected'] {
    --connection-status-color: var(--color-success-text);
  }

  &[data-state='failed'] {
    --connection-status-color: var(--color-destructive-text);
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1-5);
  color: var(--connection-status-color);
  font-weight: var(--font-weight-medium);
  white-space: nowrap;

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
    flex-shrink: 0;
  }

  & [data-slot='connection-status-icon'][data-spinning] {
    animation: ${spin} 1s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    & [data-slot='connection-status-icon'][data-spinning] {
      animation: none;
    }
  }
`;

/**
 * The realtime connection in the header bar: an icon and a word per state, so the state is never
 * told by colour alone. The label is a polite live region (`role="status"`), so screen readers hear
 * when the connection drops or comes back, read with a hidden 'Echtzeit:' so a bare 'Offline' has
 * context. A stored error message becomes the status's description rather than a tooltip, so the
 * component needs no TooltipProvider. With `onReconnect`, a disconnected state offers 'Neu verbinden'.
 */
export const ConnectionStatus = forwardRef<HTMLDivElement, ConnectionStatusProps>(
  function ConnectionStatus({ state, errorMessage, onReconnect, className, ...props }, ref) {
    const detailId = useId();
    const Icon = icons[state];
    const { visible, spoken } = labels[state];
    const detail = connectionErrorDetail(state, errorMessage);
    return (
      <StyledConnectionStatus
        ref={ref}
        data-slot="connection-status"
        className={cx(connectionStatusVariants({ state }), className)}
        {...connectionStatusVariants.dataAttributes({ state })}
        {...props}
      >
        {/* One element for every state: a live region announces changes, not new regions. */}
        <Label
          role="status"
          aria-describedby={detail ? detailId : undefined}
          data-slot="connection-status-label"
        >
          <Icon
            aria-hidden
            data-slot="connection-status-icon"
            data-spinning={state === 'connecting' ? '' : undefined}
          />
          <VisuallyHidden.Root>{spoken}</VisuallyHidden.Root>
          <span aria-hidden>{visible}</span>
        </Label>
        {detail ? (
          <VisuallyHidden.Root id={detailId} data-slot="connection-status-detail">
            {detail}
          </VisuallyHidden.Root>
        ) : null}
        {onReconnect && canReconnect(state) ? (
          <Button
            variant="outline"
            size="sm"
            aria-describedby={detail ? detailId : undefined}
            onClick={onReconnect}
          >
            <RefreshCw aria-hidden /> Neu verbinden
          </Button>
        ) : null}
      </StyledConnectionStatus>
    );
  },
);
