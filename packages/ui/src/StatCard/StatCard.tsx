import { forwardRef, useId, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { styled } from 'styled-components';
import { Card, type CardProps } from '../Card';
import { Skeleton } from '../Skeleton';
import { TrendIndicator, type Trend } from '../TrendIndicator';

export type StatCardTrend = {
  direction: Trend;
  /** The change as shown, e.g. `'+12 %'`. */
  text: string;
  /** Spoken instead of the direction word, e.g. 'Mehr als im Vormonat' (see TrendIndicator). */
  label?: string;
};

export type StatCardProps = Omit<CardProps, 'children'> & {
  /** What the figure is, e.g. 'Pipeline-Wert'. Names the card for assistive technology. */
  label: string;
  /** The figure, already formatted for de-DE (e.g. with `formatCurrency`). */
  value: ReactNode;
  /** While `loading`, pass a placeholder trend to keep its place (only a skeleton is shown). */
  trend?: StatCardTrend;
  /** Context for the figure, e.g. 'gegenüber Vormonat'. Stays visible while loading. */
  description?: ReactNode;
  /** Skeletons in place of value and trend (if any), and `aria-busy` on the card. */
  loading?: boolean;
  /** A lucide icon (with `aria-hidden`) in the top-right corner. */
  icon?: ReactNode;
};

// dt and the value dd take whole rows; the description fills the rest of the trend's row and
// wraps inside it, so every card in a row of cards lays out the same way.
const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--space-1) var(--space-1-5);
  margin: 0;
  padding: 0 var(--space-6);

  & dd {
    margin: 0;
  }
`;

const Label = styled.dt`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-3);
  flex-basis: 100%;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  line-height: var(--line-height-normal);
`;

const Value = styled.dd`
  flex-basis: 100%;
  min-height: calc(var(--font-size-3xl) * var(--line-height-tight));
  font-size: var(--font-size-3xl);
  font-weight: var(--font-weight-bold);
  line-height: var(--line-height-tight);
  /* Digits of equal width: figures in a row of cards line up and do not jitter as they update. */
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const TrendItem = styled.dd`
  display: flex;
  flex: none;
  align-items: center;
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);
`;

const Description = styled.dd`
  flex: 1 1 0;
  min-width: 10ch;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);
`;

const ValueSkeleton = styled(Skeleton)`
  width: 60%;
  height: calc(var(--font-size-3xl) * var(--line-height-tight));
`;

const TrendSkeleton = styled(Skeleton)`
  width: calc(var(--space-12) + var(--space-8));
  height: calc(var(--font-size-sm) * var(--line-height-normal));
`;

const Icon = styled.span`
  display: flex;
  flex: none;
  /* Centred on the label's first line. */
  align-items: center;
  height: calc(var(--font-size-sm) * var(--line-height-normal));

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

/**
 * One key figure on a dashboard: label, value, and how it moved. Label and value are a `dt`/`dd`
 * pair, so they are read together and in that order; the card is a `group` named by the label,
 * so moving through a row of cards announces 'Pipeline-Wert' rather than an unnamed box. While
 * loading, skeletons keep the card's height (no jump when the figure arrives) and `aria-busy`
 * tells assistive technology the content is not final.
 */
export const StatCard = forwardRef<HTMLDivElement, StatCardProps>(function StatCard(
  { label, value, trend, description, loading = false, icon, ...props },
  ref,
) {
  const labelId = useId();
  const hasDescription = description !== undefined && description !== null;

  return (
    <Card
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      data-slot="stat-card"
      data-state={loading ? 'loading' : 'ready'}
      {...props}
    >
      <List data-slot="stat-card-list">
        <Label data-slot="stat-card-label">
          <span id={labelId}>{label}</span>
          {icon !== undefined && icon !== null ? (
            <Icon aria-hidden data-slot="stat-card-icon">
              {icon}
            </Icon>
          ) : null}
        </Label>
        <Value data-slot="stat-card-value">
          {loading ? (
            <>
              {/* A dd with only a decorative skeleton would read as an empty value. */}
              <VisuallyHidden.Root>Wird geladen</VisuallyHidden.Root>
              <ValueSkeleton />
            </>
          ) : (
            value
          )}
        </Value>
        {/* Only where a trend will be: a card without one must not shrink on load. */}
        {loading && trend ? (
          <TrendItem aria-hidden data-slot="stat-card-trend">
            <TrendSkeleton />
          </TrendItem>
        ) : trend ? (
          <TrendItem data-slot="stat-card-trend">
            <TrendIndicator trend={trend.direction} label={trend.label}>
              {trend.text}
            </TrendIndicator>
          </TrendItem>
        ) : null}
        {hasDescription ? (
          <Description data-slot="stat-card-description">{description}</Description>
        ) : null}
      </List>
    </Card>
  );
});
