import { forwardRef, type LiHTMLAttributes, type OlHTMLAttributes, type ReactNode } from 'react';
import { Circle, CircleCheck } from 'lucide-react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';
import { VisuallyHidden } from '../VisuallyHidden';

/** What screen readers hear before a done item's title; the check itself is only drawn. */
export const CHECKLIST_DONE_TEXT = 'Erledigt:';
/** What screen readers hear before an open item's title. */
export const CHECKLIST_OPEN_TEXT = 'Offen:';

export const checklistVariants = defineVariants(
  'checklist',
  { variant: ['default', 'compact'] },
  { variant: 'default' },
);

export type ChecklistVariant = NonNullable<VariantProps<typeof checklistVariants>['variant']>;

export type ChecklistProps = OlHTMLAttributes<HTMLOListElement> & {
  /**
   * `default`: rows divided by lines, for a page's content (a module's lessons); `compact`:
   * small rows with the `current` one highlighted, for navigation beside the content.
   */
  variant?: ChecklistVariant;
};

export type ChecklistItemProps = Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> & {
  /** Ticked off: a green check, 'Erledigt:' for screen readers; otherwise an empty circle. */
  done: boolean;
  /** The item the page shows (highlighted in a `compact` list). */
  current?: boolean;
  /** The item's name, often a link; it takes the free width of the row. */
  title: ReactNode;
  /** After the title, at the end of the row: a badge, a duration. */
  children?: ReactNode;
};

const List = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
  }

  & > li > svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
  }

  & > li[data-state='done'] > svg {
    color: var(--color-success-text);
  }

  & > li[data-state='open'] > svg {
    color: var(--color-muted-foreground);
  }

  &[data-variant='default'] > li {
    gap: var(--space-3);
    padding: var(--space-2) 0;
    border-bottom: var(--border-width) solid var(--color-border);
  }

  &[data-variant='default'] > li:last-child {
    border-bottom: 0;
  }

  &[data-variant='compact'] {
    gap: var(--space-1);
  }

  &[data-variant='compact'] > li {
    gap: var(--space-2);
    padding: var(--space-1-5) var(--space-2);
    border-radius: var(--radius-md);
    font-size: var(--font-size-sm);
  }

  &[data-variant='compact'] > li[data-current] {
    background: var(--color-accent);
    font-weight: var(--font-weight-medium);
  }

  /* In the navigation list the title's link fills the row: the whole row is its target. */
  &[data-variant='compact'] [data-slot='checklist-item-title'] {
    display: grid;
  }
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
`;

/**
 * Steps to tick off, in order, each with a drawn check: the lessons of a course module, an
 * onboarding list. An ordered list: name it with `aria-label`.
 */
export const Checklist = forwardRef<HTMLOListElement, ChecklistProps>(function Checklist(
  { variant, className, ...props },
  ref,
) {
  return (
    <List
      ref={ref}
      data-slot="checklist"
      className={cx(checklistVariants({ variant }), className)}
      {...checklistVariants.dataAttributes({ variant })}
      {...props}
    />
  );
});

/**
 * One row: the check (drawn, and said as 'Erledigt:' or 'Offen:' before the title), the title,
 * then `children` at the end of the row.
 */
export const ChecklistItem = forwardRef<HTMLLIElement, ChecklistItemProps>(function ChecklistItem(
  { done, current = false, title, children, ...props },
  ref,
) {
  return (
    <li
      ref={ref}
      data-slot="checklist-item"
      data-state={done ? 'done' : 'open'}
      data-current={current || undefined}
      {...props}
    >
      {done ? <CircleCheck aria-hidden /> : <Circle aria-hidden />}
      <VisuallyHidden>{done ? CHECKLIST_DONE_TEXT : CHECKLIST_OPEN_TEXT}</VisuallyHidden>
      <Title data-slot="checklist-item-title">{title}</Title>
      {children}
    </li>
  );
});
