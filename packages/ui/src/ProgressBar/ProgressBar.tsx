import { forwardRef, useId, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { styled } from 'styled-components';
import { calculateProgress } from '../format';

// Building an Intl formatter is expensive; a list can render many progress bars.
const percentFormat = new Intl.NumberFormat('de-DE', {
  style: 'percent',
  maximumFractionDigits: 0,
});

/** A whole percentage in 0..100; anything that is not a finite number counts as no progress. */
export function normalizeProgress(value: unknown): number {
  return calculateProgress(value, 100);
}

/** `42` → `42 %` (de-DE: a no-break space before the sign, so it never wraps apart). */
export function formatProgress(percent: number): string {
  return percentFormat.format(normalizeProgress(percent) / 100);
}

/** A progress bar must be named: by the visible `label`, or by `aria-label`/`aria-labelledby`. */
export type ProgressBarName =
  | { label: NonNullable<ReactNode>; 'aria-label'?: never; 'aria-labelledby'?: never }
  | { label?: never; 'aria-label': string; 'aria-labelledby'?: never }
  | { label?: never; 'aria-label'?: never; 'aria-labelledby': string };

export type ProgressBarProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'aria-label' | 'aria-labelledby'
> &
  ProgressBarName & {
    /** Percentage 0..100; values outside are clamped, non-finite values count as 0. */
    value: number;
    /** Show the percentage as text (`42 %`) next to the label. */
    showValue?: boolean;
  };

const StyledProgressBar = styled.div`
  display: grid;
  gap: var(--space-2);
  width: 100%;
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-3);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-tight);
`;

const LabelText = styled.span`
  color: var(--color-foreground);
  font-weight: var(--font-weight-medium);
`;

const ValueText = styled.span`
  margin-left: auto;
  color: var(--color-muted-foreground);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Track = styled(ProgressPrimitive.Root)`
  position: relative;
  overflow: hidden;
  width: 100%;
  height: var(--space-2);
  border-radius: var(--radius-full);
  background: var(--color-secondary);
`;

const Indicator = styled(ProgressPrimitive.Indicator)`
  width: var(--progress-bar-value);
  height: 100%;
  border-radius: inherit;
  background: var(--color-primary);
  transition: width var(--duration-slow) var(--easing-standard);
`;

/**
 * How far a task has come, as a bar and optionally as `42 %`. Radix supplies the `progressbar`
 * role and `aria-value*`; the value text is German so screen readers say what sighted users see.
 * `className`, `style` and the ref belong to the outer element that holds label and bar; the
 * accessible name and description go to the bar itself.
 */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  {
    value,
    label,
    showValue = false,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    'aria-describedby': ariaDescribedBy,
    style,
    ...props
  },
  ref,
) {
  const labelId = useId();
  const percent = normalizeProgress(value);
  const valueText = formatProgress(percent);
  const hasLabel = label !== undefined && label !== null;

  return (
    <StyledProgressBar
      ref={ref}
      data-slot="progress-bar"
      style={{ '--progress-bar-value': `${percent}%`, ...style } as CSSProperties}
      {...props}
    >
      {hasLabel || showValue ? (
        <Header data-slot="progress-bar-header">
          {hasLabel ? (
            <LabelText id={labelId} data-slot="progress-bar-label">
              {label}
            </LabelText>
          ) : null}
          {showValue ? (
            // The bar announces the value itself (aria-valuetext); reading it twice is noise.
            <ValueText aria-hidden data-slot="progress-bar-value">
              {valueText}
            </ValueText>
          ) : null}
        </Header>
      ) : null}
      <Track
        value={percent}
        max={100}
        getValueLabel={() => valueText}
        aria-label={ariaLabel}
        aria-labelledby={hasLabel ? labelId : ariaLabelledBy}
        aria-describedby={ariaDescribedBy}
        data-slot="progress-bar-track"
      >
        <Indicator data-slot="progress-bar-indicator" />
      </Track>
    </StyledProgressBar>
  );
});
