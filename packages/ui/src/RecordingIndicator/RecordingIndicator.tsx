import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Circle } from 'lucide-react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const recordingIndicatorVariants = defineVariants(
  'recording-indicator',
  { state: ['recording', 'paused', 'finishing'] },
  { state: 'recording' },
);

export type RecordingIndicatorState = NonNullable<
  VariantProps<typeof recordingIndicatorVariants>['state']
>;

export type RecordingIndicatorProps = HTMLAttributes<HTMLParagraphElement> & {
  /** `recording` draws a red dot; `paused` and `finishing` an empty one. */
  state?: RecordingIndicatorState;
  /** What is happening, in words ('Aufnahme läuft'): a status message, announced when it changes. */
  label: ReactNode;
  /** After the label: the running time, e.g. a `<time>` with the figures and hidden words. */
  children?: ReactNode;
};

const Root = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  font-weight: var(--font-weight-medium);

  & svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }

  &[data-state='recording'] svg {
    color: var(--color-destructive);
    fill: currentColor;
  }

  & time {
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A recording's state beside its running time: a red dot while recording, an empty one while
 * paused or finishing. The label is a status message (`role="status"`), so screen readers hear
 * 'Aufnahme pausiert' when it changes; the dot is only drawn.
 */
export const RecordingIndicator = forwardRef<HTMLParagraphElement, RecordingIndicatorProps>(
  function RecordingIndicator({ state, label, children, className, ...props }, ref) {
    return (
      <Root
        ref={ref}
        data-slot="recording-indicator"
        className={cx(recordingIndicatorVariants({ state }), className)}
        {...recordingIndicatorVariants.dataAttributes({ state })}
        {...props}
      >
        <Circle aria-hidden />
        <span role="status" data-slot="recording-indicator-label">
          {label}
        </span>
        {children}
      </Root>
    );
  },
);
