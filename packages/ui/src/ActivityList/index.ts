export { ActivityList } from './ActivityList';
export type { ActivityListItem, ActivityListProps } from './ActivityList';
