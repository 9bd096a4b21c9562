export { Badge, badgeVariants } from './Badge';
export type { BadgeProps, BadgeVariant } from './Badge';
