export { RoleBadge } from './RoleBadge';
export type { RoleBadgeProps } from './RoleBadge';
