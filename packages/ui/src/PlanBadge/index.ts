export { PlanBadge } from './PlanBadge';
export type { PlanBadgeProps } from './PlanBadge';
