import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const figureRowVariants = defineVariants(
  'figure-row',
  { emphasis: ['default', 'total'] },
  { emphasis: 'default' },
);

export type FigureRowEmphasis = NonNullable<VariantProps<typeof figureRowVariants>['emphasis']>;

export type FigureRowProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> & {
  /** What the figure is, e.g. 'Umsatzsteuer'. Names the row. */
  label: ReactNode;
  /** The figure as shown, e.g. '1.234,00 €'. */
  value: ReactNode;
  /** How it comes about, in words ('19 % von 6.500,00 € abzüglich Vorsteuer …'). */
  description?: ReactNode;
  /** `total`: the figure a section adds up to, its label set in bold as well. */
  emphasis?: FigureRowEmphasis;
};

const Root = styled.div`
  display: grid;
  gap: var(--space-1);
  padding: var(--space-3) 0;
  border-bottom: var(--border-width) solid var(--color-border);

  &:last-child {
    border-bottom: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-1) var(--space-4);

  [data-emphasis='total'] > & {
    font-weight: var(--font-weight-semibold);
  }
`;

const Value = styled.span`
  font-size: var(--font-size-lg);
  font-variant-numeric: tabular-nums;
  font-weight: var(--font-weight-semibold);
  white-space: nowrap;
`;

const Description = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  overflow-wrap: anywhere;
`;

/**
 * One figure of a calculation — a tax, a subtotal — with its label, the amount and how it comes
 * about in words. A `group` named by the label, so 'Umsatzsteuer' is found with its amount.
 * Rows one after another are divided by a line (none after the last); the `total` row of a
 * section is set in bold.
 */
export const FigureRow = forwardRef<HTMLDivElement, FigureRowProps>(function FigureRow(
  { label, value, description, emphasis, className, ...props },
  ref,
) {
  const labelId = useId();
  const hasDescription = description !== undefined && description !== null && description !== '';
  return (
    <Root
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      data-slot="figure-row"
      className={cx(figureRowVariants({ emphasis }), className)}
      {...figureRowVariants.dataAttributes({ emphasis })}
      {...props}
    >
      <Head data-slot="figure-row-head">
        <span id={labelId} data-slot="figure-row-label">
          {label}
        </span>
        <Value data-slot="figure-row-value">{value}</Value>
      </Head>
      {hasDescription ? (
        <Description data-slot="figure-row-description">{description}</Description>
      ) : null}
    </Root>
  );
});
