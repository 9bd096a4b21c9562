export { NotFoundView } from './NotFoundView';
export type { NotFoundViewProps } from './NotFoundView';
