export { DueList, DueListItem, dueListVariants } from './DueList';
export type { DueListItemProps, DueListProps, DueListSize } from './DueList';
