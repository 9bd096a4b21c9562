import {
  createContext,
  forwardRef,
  useContext,
  type HTMLAttributes,
  type LiHTMLAttributes,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';
import { media } from '../theme/constants';

export const dueListVariants = defineVariants(
  'due-list',
  { size: ['default', 'compact'] },
  { size: 'default' },
);

export type DueListSize = NonNullable<VariantProps<typeof dueListVariants>['size']>;

export type DueListProps = HTMLAttributes<HTMLUListElement> & {
  /**
   * `default`: one row per item with its date, title and description, amount and action, divided
   * by lines — a page's list. `compact`: date and title on one side, the amount on the other, for
   * a dashboard card (description and action are left out).
   */
  size?: DueListSize;
  /** `DueListItem`s, soonest first. */
  children: ReactNode;
};

export type DueListItemProps = Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> & {
  /** The day it falls due, formatted ('02.11.2026'). */
  date: ReactNode;
  /** What falls due ('Miete Büro'). */
  title: ReactNode;
  /** A muted second line under the title, e.g. who is paid ('Hansewerft Immobilien'). */
  description?: ReactNode;
  /** The amount as shown, with its sign ('−1.190,00 €'). */
  amount: ReactNode;
  /** At the end of the row: a button that settles the item, or a badge once it is settled. */
  action?: ReactNode;
};

const SizeContext = createContext<DueListSize>('default');

const List = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--font-size-sm);
`;

const Item = styled.li`
  &[data-size='default'] {
    display: grid;
    grid-template-columns: 7rem minmax(0, 1fr) auto auto;
    gap: var(--space-3);
    align-items: center;
    padding: var(--space-2) 0;
    border-bottom: var(--border-width) solid var(--color-border);

    @media ${media.mobile} {
      grid-template-columns: minmax(0, 1fr) auto;
    }
  }

  &[data-size='compact'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: var(--space-1) var(--space-3);
  }
`;

const DateText = styled.span`
  color: var(--color-muted-foreground);
  font-variant-numeric: tabular-nums;
`;

const Title = styled.span`
  display: grid;
  gap: var(--space-0-5);
  min-width: 0;
`;

const Description = styled.span`
  color: var(--color-muted-foreground);
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-size='default'] {
    font-weight: var(--font-weight-medium);
    text-align: right;
  }
`;

/**
 * Things that fall due, soonest first: recurring payments, instalments, deadlines with an amount.
 * A `ul` named by `aria-label` ('Fällig in den nächsten 30 Tagen'); each `DueListItem` shows its
 * day, what it is and the amount, and in the default size an action to settle it. Give an item
 * an `aria-label` that names it with its day, so the row and its button are found by it.
 */
export const DueList = forwardRef<HTMLUListElement, DueListProps>(function DueList(
  { size, className, children, ...props },
  ref,
) {
  return (
    <SizeContext.Provider value={size ?? dueListVariants.defaults.size}>
      <List
        ref={ref}
        data-slot="due-list"
        className={cx(dueListVariants({ size }), className)}
        {...dueListVariants.dataAttributes({ size })}
        {...props}
      >
        {children}
      </List>
    </SizeContext.Provider>
  );
});

/** One item of a `DueList`; its layout follows the list's `size`. */
export const DueListItem = forwardRef<HTMLLIElement, DueListItemProps>(function DueListItem(
  { date, title, description, amount, action, ...props },
  ref,
) {
  const size = useContext(SizeContext);
  if (size === 'compact') {
    return (
      <Item ref={ref} data-slot="due-list-item" data-size={size} {...props}>
        <span data-slot="due-list-title">
          <DateText data-slot="due-list-date">{date}</DateText> {title}
        </span>
        <Amount data-slot="due-list-amount" data-size={size}>
          {amount}
        </Amount>
      </Item>
    );
  }
  const hasDescription = description !== undefined && description !== null && description !== '';
  return (
    <Item ref={ref} data-slot="due-list-item" data-size={size} {...props}>
      <DateText data-slot="due-list-date">{date}</DateText>
      <Title data-slot="due-list-title">
        <span>{title}</span>
        {hasDescription ? (
          <Description data-slot="due-list-description">{description}</Description>
        ) : null}
      </Title>
      <Amount data-slot="due-list-amount" data-size={size}>
        {amount}
      </Amount>
      {action}
    </Item>
  );
});
