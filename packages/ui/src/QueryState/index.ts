export { QueryState } from './QueryState';
export type { QueryLike, QueryStateProps, QueryStateSize } from './QueryState';
