import { forwardRef, type HTMLAttributes, type LiHTMLAttributes } from 'react';
import { styled } from 'styled-components';

export type ItemListProps = HTMLAttributes<HTMLUListElement>;
export type ItemListItemProps = LiHTMLAttributes<HTMLLIElement>;
export type ItemListContentProps = HTMLAttributes<HTMLDivElement>;
export type ItemListTitleProps = HTMLAttributes<HTMLElement>;
export type ItemListDescriptionProps = HTMLAttributes<HTMLSpanElement>;

const List = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    padding-top: var(--space-4);
    border-top: var(--border-width) solid var(--color-border);
  }
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-2) var(--space-4);
`;

const Content = styled.div`
  display: grid;
  gap: var(--space-1);
  min-width: 0;
  font-size: var(--font-size-sm);
`;

const Title = styled.strong`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  overflow-wrap: anywhere;
`;

const Description = styled.span`
  color: var(--color-muted-foreground);
`;

/**
 * Items divided by lines, each with its text at the start and its actions at the end (open
 * invitations with 'Erneut senden' and 'Zurückziehen'). A `ul`; name it with `aria-label`.
 */
export const ItemList = forwardRef<HTMLUListElement, ItemListProps>(function ItemList(props, ref) {
  return <List ref={ref} data-slot="item-list" {...props} />;
});

/** One item: `ItemListContent` first, its actions after; they wrap below on narrow screens. */
export const ItemListItem = forwardRef<HTMLLIElement, ItemListItemProps>(
  function ItemListItem(props, ref) {
    return <Item ref={ref} data-slot="item-list-item" {...props} />;
  },
);

/** The item's text: a title and muted description lines, in the small type step. */
export const ItemListContent = forwardRef<HTMLDivElement, ItemListContentProps>(
  function ItemListContent(props, ref) {
    return <Content ref={ref} data-slot="item-list-content" {...props} />;
  },
);

/** The item's name in bold, with badges beside it. */
export const ItemListTitle = forwardRef<HTMLElement, ItemListTitleProps>(
  function ItemListTitle(props, ref) {
    return <Title ref={ref} data-slot="item-list-title" {...props} />;
  },
);

/** A muted line under the title. */
export const ItemListDescription = forwardRef<HTMLSpanElement, ItemListDescriptionProps>(
  function ItemListDescription(props, ref) {
    return <Description ref={ref} data-slot="item-list-description" {...props} />;
  },
);
