import { forwardRef, type ElementType, type HTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const textVariants = defineVariants(
  'text',
  {
    size: ['inherit', 'xs', 'sm', 'base', 'lg', 'xl'],
    tone: ['inherit', 'default', 'muted', 'destructive', 'success', 'warning'],
    weight: ['inherit', 'normal', 'medium', 'semibold', 'bold'],
  },
  { size: 'inherit', tone: 'inherit', weight: 'inherit' },
);

type TextVariant<K extends 'size' | 'tone' | 'weight'> = NonNullable<
  VariantProps<typeof textVariants>[K]
>;

export type TextSize = TextVariant<'size'>;
export type TextTone = TextVariant<'tone'>;
export type TextWeight = TextVariant<'weight'>;

export type TextProps = HTMLAttributes<HTMLElement> & {
  /** A step of the type scale (`sm` = `var(--font-size-sm)`); `inherit` keeps the parent's. */
  size?: TextSize;
  /** `muted` for secondary lines, `destructive`/`success`/`warning` for states (text tokens). */
  tone?: TextTone;
  weight?: TextWeight;
  /** Figures of equal width, so amounts and times line up in columns and do not jump. */
  numeric?: boolean;
  /** One line, cut with an ellipsis (the element needs a width: a grid or flex child). */
  truncate?: boolean;
  /** Long words and addresses break anywhere rather than overflow. */
  breakWords?: boolean;
  /** The element: a `span` by default; `p`, `div`, `strong`, `small`, `time`, a heading… */
  as?: ElementType;
  /** Passed to the element (`time`'s `dateTime`). */
  dateTime?: string;
};

const StyledText = styled.span`
  margin: 0;

  &[data-size='xs'] {
    font-size: var(--font-size-xs);
  }
  &[data-size='sm'] {
    font-size: var(--font-size-sm);
  }
  &[data-size='base'] {
    font-size: var(--font-size-base);
  }
  &[data-size='lg'] {
    font-size: var(--font-size-lg);
  }
  &[data-size='xl'] {
    font-size: var(--font-size-xl);
  }

  &[data-tone='default'] {
    color: var(--color-foreground);
  }
  &[data-tone='muted'] {
    color: var(--color-muted-foreground);
  }
  &[data-tone='destructive'] {
    color: var(--color-destructive-text);
  }
  &[data-tone='success'] {
    color: var(--color-success-text);
  }
  &[data-tone='warning'] {
    color: var(--color-warning-text);
  }

  &[data-weight='normal'] {
    font-weight: var(--font-weight-normal);
  }
  &[data-weight='medium'] {
    font-weight: var(--font-weight-medium);
  }
  &[data-weight='semibold'] {
    font-weight: var(--font-weight-semibold);
  }
  &[data-weight='bold'] {
    font-weight: var(--font-weight-bold);
  }

  &[data-numeric='true'] {
    font-variant-numeric: tabular-nums;
  }
  &[data-truncate='true'] {
    overflow: hidden;
    min-width: 0;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  &[data-break='true'] {
    overflow-wrap: anywhere;
  }
`;

/**
 * Text in the type scale and the theme's text colours: the secondary line under a name, a sum in
 * a table, a warning in a sentence. Pages use it instead of one-off styled `span`s and `p`s, so
 * sizes and colours come from the tokens and stay the same everywhere.
 */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  {
    size,
    tone,
    weight,
    numeric = false,
    truncate = false,
    breakWords = false,
    as,
    className,
    ...props
  },
  ref,
) {
  const choice = { size, tone, weight };
  return (
    <StyledText
      ref={ref as Ref<HTMLSpanElement>}
      as={as}
      data-slot="text"
      data-numeric={numeric ? 'true' : undefined}
      data-truncate={truncate ? 'true' : undefined}
      data-break={breakWords ? 'true' : undefined}
      className={cx(textVariants(choice), className)}
      {...textVariants.dataAttributes(choice)}
      {...props}
    />
  );
});
