import { forwardRef, type ElementType, type HTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const stackedTextVariants = defineVariants(
  'stacked-text',
  { align: ['start', 'end'] },
  { align: 'start' },
);

export type StackedTextAlign = NonNullable<VariantProps<typeof stackedTextVariants>['align']>;

export type StackedTextProps = HTMLAttributes<HTMLElement> & {
  /** `start` (default) for names and text, `end` for amounts in a right-aligned column. */
  align?: StackedTextAlign;
  /**
   * Lines wrap and long words break anywhere, rather than staying on one line (cut by a table
   * cell): for what the row is about, such as its name.
   */
  wrap?: boolean;
  /** The element: a `span` by default (fits in a table cell, a button or a link). */
  as?: ElementType;
};

const Root = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: var(--line-height-tight);

  &[data-align='end'] {
    align-items: flex-end;
  }

  &[data-wrap='true'] {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

/**
 * Two or three short lines one under the other, set tight so they fit a table row: a booking's
 * partner over its description, a VAT rate over its amount. Each child is a line; give the
 * secondary ones `Text` with `size="xs" tone="muted"` (and `truncate` where a line may be cut).
 * Layout and line height only: the look of each line comes from its own `Text`.
 */
export const StackedText = forwardRef<HTMLElement, StackedTextProps>(function StackedText(
  { align, wrap = false, as, className, ...props },
  ref,
) {
  return (
    <Root
      ref={ref as Ref<HTMLSpanElement>}
      as={as}
      data-slot="stacked-text"
      data-wrap={wrap ? 'true' : undefined}
      className={cx(stackedTextVariants({ align }), className)}
      {...stackedTextVariants.dataAttributes({ align })}
      {...props}
    />
  );
});
