import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const textPairVariants = defineVariants(
  'text-pair',
  { align: ['start', 'end'] },
  { align: 'start' },
);

export type TextPairAlign = NonNullable<VariantProps<typeof textPairVariants>['align']>;

export type TextPairProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> &
  VariantProps<typeof textPairVariants> & {
    /** The main line: a name, a count. */
    primary: ReactNode;
    /** The muted small line under it: an address, '2 eingeladen'. Nothing shows one line only. */
    secondary?: ReactNode;
  };

const Root = styled.span`
  display: inline-grid;
  min-width: 0;
  line-height: var(--line-height-tight);

  &[data-align='end'] {
    justify-items: end;
  }
`;

const Secondary = styled.span`
  overflow: hidden;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  text-overflow: ellipsis;
`;

/**
 * Two lines that belong together, set tight so they fit a table row: a main line and a muted
 * small one under it — a member's name and e-mail address, a count and what is pending.
 * `align="end"` for numbers in a right-aligned column. In a narrow cell the second line ends
 * with an ellipsis (the cell keeps the text on one line).
 */
export const TextPair = forwardRef<HTMLSpanElement, TextPairProps>(function TextPair(
  { primary, secondary, align, className, ...props },
  ref,
) {
  return (
    <Root
      ref={ref}
      data-slot="text-pair"
      className={cx(textPairVariants({ align }), className)}
      {...textPairVariants.dataAttributes({ align })}
      {...props}
    >
      <span data-slot="text-pair-primary">{primary}</span>
      {secondary !== undefined && secondary !== null && secondary !== false ? (
        <Secondary data-slot="text-pair-secondary">{secondary}</Secondary>
      ) : null}
    </Root>
  );
});
