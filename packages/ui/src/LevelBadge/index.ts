export { LEVEL_MAX, LEVEL_MIN, LevelBadge, clampLevel, levelBadgeVariants } from './LevelBadge';
export type { LevelBadgeProps, LevelBadgeSize } from './LevelBadge';
