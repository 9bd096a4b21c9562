export { EmptyState, emptyStateVariants } from './EmptyState';
export type { EmptyStateProps, EmptyStateSize, EmptyStateHeadingLevel } from './EmptyState';
