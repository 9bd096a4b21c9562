import {
  forwardRef,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type Ref,
} from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';
import { layoutGapStyles, layoutGaps } from '../Stack/Stack';

export const gridVariants = defineVariants('grid', { gap: layoutGaps }, { gap: '4' });

export type GridGap = NonNullable<VariantProps<typeof gridVariants>['gap']>;

export type GridProps = HTMLAttributes<HTMLElement> & {
  /**
   * The narrowest a column may get (a CSS length, default `'14rem'`). As many columns as fit at
   * this width share the row; on a screen narrower than this, one column fills it.
   */
  minItemWidth?: string;
  /** Space between rows and columns, a step of the spacing scale (`'4'` = `var(--space-4)`). */
  gap?: GridGap;
  /** The element to render, e.g. `ul` for a list of cards (a `div` by default). */
  as?: ElementType;
};

const StyledGrid = styled.div`
  display: grid;
  /* min(…, 100%): an item never overflows a container narrower than the minimum width. */
  grid-template-columns: repeat(auto-fit, minmax(min(var(--grid-min-item-width), 100%), 1fr));
  min-width: 0;
  margin: 0;
  padding: 0;
  /* Also as a list (as="ul"): no bullets, the layout is the list's look. */
  list-style: none;

  ${layoutGapStyles}
`;

/**
 * Equal columns that wrap by themselves: as many as fit at `minItemWidth`, one on a phone, without
 * a media query. For rows of cards (key figures, companies); layout only.
 */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { minItemWidth = '14rem', gap, as, className, style, ...props },
  ref,
) {
  return (
    <StyledGrid
      // With `as`, the element is not necessarily a div; the public ref type says HTMLElement.
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      data-slot="grid"
      className={cx(gridVariants({ gap }), className)}
      style={{ '--grid-min-item-width': minItemWidth, ...style } as CSSProperties}
      {...gridVariants.dataAttributes({ gap })}
      {...props}
    />
  );
});
