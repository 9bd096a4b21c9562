export { SORTABLE_LIST_INSTRUCTIONS, SortableList } from './SortableList';
export type { SortableListProps } from './SortableList';
