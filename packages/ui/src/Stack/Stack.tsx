import { forwardRef, type ElementType, type HTMLAttributes, type Ref } from 'react';
import { styled, css } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

/** The spacing steps a layout may use between its children (tokens `--space-…`). */
export const layoutGaps = ['0', '1', '2', '3', '4', '6', '8'] as const;

/** `data-gap` → the token space; shared by Stack and Grid so both offer the same steps. */
export const layoutGapStyles = css`
  &[data-gap='0'] {
    gap: 0;
  }
  &[data-gap='1'] {
    gap: var(--space-1);
  }
  &[data-gap='2'] {
    gap: var(--space-2);
  }
  &[data-gap='3'] {
    gap: var(--space-3);
  }
  &[data-gap='4'] {
    gap: var(--space-4);
  }
  &[data-gap='6'] {
    gap: var(--space-6);
  }
  &[data-gap='8'] {
    gap: var(--space-8);
  }
`;

export const stackVariants = defineVariants(
  'stack',
  {
    direction: ['column', 'row'],
    gap: layoutGaps,
    align: ['start', 'center', 'end', 'stretch', 'baseline'],
    justify: ['start', 'center', 'end', 'between'],
  },
  { direction: 'column', gap: '4', align: 'stretch', justify: 'start' },
);

type StackVariant<K extends 'direction' | 'gap' | 'align' | 'justify'> = NonNullable<
  VariantProps<typeof stackVariants>[K]
>;

export type StackDirection = StackVariant<'direction'>;
export type StackGap = StackVariant<'gap'>;
export type StackAlign = StackVariant<'align'>;
export type StackJustify = StackVariant<'justify'>;

export type StackProps = HTMLAttributes<HTMLElement> & {
  /** `column` (default) stacks the children, `row` lines them up side by side. */
  direction?: StackDirection;
  /** Space between the children, a step of the spacing scale (`'4'` = `var(--space-4)`, 1rem). */
  gap?: StackGap;
  /** Cross-axis alignment (`align-items`); `baseline` lines up text of different sizes in a row. */
  align?: StackAlign;
  /** Main-axis distribution (`justify-content`); `between` pushes the first and last apart. */
  justify?: StackJustify;
  /** Let the children wrap onto the next line when they do not fit (useful for rows). */
  wrap?: boolean;
  /** The element to render, e.g. `section`, `ul` or `form` (a `div` by default). */
  as?: ElementType;
};

const StyledStack = styled.div`
  display: flex;
  min-width: 0;
  margin: 0;
  padding: 0;
  /* Also as a list (as="ul"): no bullets, the layout is the list's look. */
  list-style: none;

  &[data-direction='column'] {
    flex-direction: column;
  }
  &[data-direction='row'] {
    flex-direction: row;
  }

  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }

  &[data-justify='start'] {
    justify-content: flex-start;
  }
  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='between'] {
    justify-content: space-between;
  }

  &[data-wrap='true'] {
    flex-wrap: wrap;
  }

  ${layoutGapStyles}
`;

/**
 * Lays its children out in a column or a row with a gap from the spacing scale, so pages compose
 * spacing from tokens instead of one-off styled wrappers. Layout only: no colour, no border.
 * Render a landmark or a list with `as` (`as="section"`, `as="ul"`); other attributes pass through.
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { direction, gap, align, justify, wrap = false, as, className, ...props },
  ref,
) {
  const choice = { direction, gap, align, justify };
  return (
    <StyledStack
      // With `as`, the element is not necessarily a div; the public ref type says HTMLElement.
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      data-slot="stack"
      data-wrap={wrap ? 'true' : undefined}
      className={cx(stackVariants(choice), className)}
      {...stackVariants.dataAttributes(choice)}
      {...props}
    />
  );
});
