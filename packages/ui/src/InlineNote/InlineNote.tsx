import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const inlineNoteVariants = defineVariants(
  'inline-note',
  { align: ['start', 'center'] },
  { align: 'start' },
);

export type InlineNoteAlign = NonNullable<VariantProps<typeof inlineNoteVariants>['align']>;

export type InlineNoteProps = HTMLAttributes<HTMLParagraphElement> & {
  /** A lucide icon before the text (with `aria-hidden`), drawn small and muted. */
  icon?: ReactNode;
  /**
   * `start` (default): the icon stays by the first line of text that may wrap (a disclaimer).
   * `center`: icon and a short line centred on each other (what a field understood).
   */
  align?: InlineNoteAlign;
};

const Root = styled.p`
  display: flex;
  gap: var(--space-2);
  /* One line high even while empty: a live region that fills later does not move what follows. */
  min-height: calc(var(--font-size-sm) * var(--line-height-normal));
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);

  & > svg {
    flex-shrink: 0;
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }

  &[data-align='start'] {
    align-items: flex-start;

    & > svg {
      margin-top: var(--space-0-5);
    }
  }

  &[data-align='center'] {
    align-items: center;
  }
`;

/**
 * A short muted line with a small icon before it, without a box: a disclaimer under a page's
 * heading ('Keine Steuerberatung …', `role="note"`), what a quick entry understood ('Fällig:
 * Morgen, 10:00', `aria-live="polite"`). A note in a box is a `Note`; a message that needs
 * attention is an `Alert`.
 */
export const InlineNote = forwardRef<HTMLParagraphElement, InlineNoteProps>(function InlineNote(
  { icon, align, className, children, ...props },
  ref,
) {
  return (
    <Root
      ref={ref}
      data-slot="inline-note"
      className={cx(inlineNoteVariants({ align }), className)}
      {...inlineNoteVariants.dataAttributes({ align })}
      {...props}
    >
      {icon}
      {children}
    </Root>
  );
});
