import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { styled } from 'styled-components';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export type Trend = 'up' | 'down' | 'neutral';

export const trendIndicatorVariants = defineVariants(
  'trend-indicator',
  { trend: ['up', 'down', 'neutral'] },
  { trend: 'neutral' },
);

const trendWords: Record<Trend, string> = {
  up: 'Steigend',
  down: 'Fallend',
  neutral: 'Unverändert',
};

const trendIcons = { up: TrendingUp, down: TrendingDown, neutral: Minus } satisfies Record<
  Trend,
  unknown
>;

export type TrendIndicatorProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  trend: Trend;
  /** The value the trend belongs to, e.g. `'+12 %'`. */
  children?: ReactNode;
  /**
   * Replaces the spoken direction word ('Steigend', 'Fallend', 'Unverändert') when the context
   * says it better, e.g. 'Mehr als im Vormonat'. Like the word, it is only read, not shown.
   */
  label?: string;
};

const StyledTrendIndicator = styled.span`
  --trend-indicator-color: var(--color-trend-neutral);

  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  color: var(--trend-indicator-color);
  font-weight: var(--font-weight-medium);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
    flex-shrink: 0;
  }

  &[data-trend='up'] {
    --trend-indicator-color: var(--color-trend-up);
  }

  &[data-trend='down'] {
    --trend-indicator-color: var(--color-trend-down);
  }
`;

/**
 * Direction of a figure (up green, down red, unchanged muted) with an optional value. Colour and
 * icon alone would leave screen-reader users and people who cannot tell red from green guessing,
 * so the direction is also spoken as a word that stays visually hidden.
 */
export const TrendIndicator = forwardRef<HTMLSpanElement, TrendIndicatorProps>(
  function TrendIndicator({ trend, children, label, className, ...props }, ref) {
    const Icon = trendIcons[trend];
    const spoken = label ?? trendWords[trend];
    const hasValue = children !== undefined && children !== null && children !== '';
    return (
      <StyledTrendIndicator
        ref={ref}
        data-slot="trend-indicator"
        className={cx(trendIndicatorVariants({ trend }), className)}
        {...trendIndicatorVariants.dataAttributes({ trend })}
        {...props}
      >
        <Icon aria-hidden data-slot="trend-indicator-icon" />
        {/* The trailing space keeps word and value apart when read as one text. */}
        <VisuallyHidden.Root data-slot="trend-indicator-label">
          {hasValue ? `${spoken} ` : spoken}
        </VisuallyHidden.Root>
        {hasValue ? <span data-slot="trend-indicator-value">{children}</span> : null}
      </StyledTrendIndicator>
    );
  },
);
