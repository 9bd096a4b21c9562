export {
  ItemList,
  ItemListContent,
  ItemListDescription,
  ItemListItem,
  ItemListTitle,
} from './ItemList';
export type {
  ItemListContentProps,
  ItemListDescriptionProps,
  ItemListItemProps,
  ItemListProps,
  ItemListTitleProps,
} from './ItemList';
