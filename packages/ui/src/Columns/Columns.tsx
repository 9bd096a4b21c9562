import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { layoutGapStyles, layoutGaps } from '../Stack/Stack';

export const columnsVariants = defineVariants(
  'columns',
  {
    breakpoint: ['sm', 'md', 'lg'],
    gap: layoutGaps,
    align: ['start', 'center', 'stretch'],
  },
  { breakpoint: 'md', gap: '6', align: 'start' },
);

type ColumnsVariant<K extends 'breakpoint' | 'gap' | 'align'> = NonNullable<
  VariantProps<typeof columnsVariants>[K]
>;

export type ColumnsBreakpoint = ColumnsVariant<'breakpoint'>;
export type ColumnsGap = ColumnsVariant<'gap'>;
export type ColumnsAlign = ColumnsVariant<'align'>;

export type ColumnsProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * The columns once there is room, as grid tracks: `'minmax(0, 1fr) 20rem'` (content and a
   * side column), `'minmax(0, 2fr) minmax(0, 3fr)'`. Before that, one column.
   */
  template: string;
  /**
   * From which width of the component itself the columns show (not the window's: a sidebar
   * takes its share): `sm` 36rem, `md` (default) 52rem, `lg` 72rem.
   */
  breakpoint?: ColumnsBreakpoint;
  /** Space between the columns and between the stacked parts (`'6'` = `var(--space-6)`). */
  gap?: ColumnsGap;
  /** How the parts line up vertically side by side (`align-items`): `start` (default). */
  align?: ColumnsAlign;
  /**
   * Side by side, the first child goes to the last column. Stacked, it stays on top: the
   * course's key facts above its lessons on a phone, beside them on a wide screen.
   */
  reverse?: boolean;
};

// The root is the container the query measures; the grid inside it switches.
const Root = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

const Layout = styled.div`
  display: grid;

  &[data-align='start'] {
    align-items: start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }

  ${layoutGapStyles}

  @container (min-width: 36rem) {
    &[data-breakpoint='sm'] {
      grid-template-columns: var(--columns-template);
    }
  }

  @container (min-width: 52rem) {
    &[data-breakpoint='md'] {
      grid-template-columns: var(--columns-template);
    }
  }

  @container (min-width: 72rem) {
    &[data-breakpoint='lg'] {
      grid-template-columns: var(--columns-template);
    }
  }

  @container (min-width: 36rem) {
    &[data-breakpoint='sm'][data-reverse] > :first-child {
      grid-row: 1;
      grid-column: -2;
    }
  }

  @container (min-width: 52rem) {
    &[data-breakpoint='md'][data-reverse] > :first-child {
      grid-row: 1;
      grid-column: -2;
    }
  }

  @container (min-width: 72rem) {
    &[data-breakpoint='lg'][data-reverse] > :first-child {
      grid-row: 1;
      grid-column: -2;
    }
  }
`;

/**
 * Parts of a page side by side once the page's content area is wide enough, one below the other
 * before: a lesson and its module's list, a course's outline and its facts, an editor's two
 * halves. It switches on its own width (a container query), not the window's, so the app's
 * sidebar is taken into account. Layout only.
 */
export const Columns = forwardRef<HTMLDivElement, ColumnsProps>(function Columns(
  { template, breakpoint, gap, align, reverse = false, className, style, children, ...props },
  ref,
) {
  const choice = { breakpoint, gap, align };
  return (
    <Root ref={ref} data-slot="columns" className={className} style={style} {...props}>
      <Layout
        data-slot="columns-layout"
        data-reverse={reverse || undefined}
        className={columnsVariants(choice)}
        style={{ '--columns-template': template } as CSSProperties}
        {...columnsVariants.dataAttributes(choice)}
      >
        {children}
      </Layout>
    </Root>
  );
});
