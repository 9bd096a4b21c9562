export { ResultList, ResultListItem } from './ResultList';
export type { ResultListItemProps, ResultListProps } from './ResultList';
