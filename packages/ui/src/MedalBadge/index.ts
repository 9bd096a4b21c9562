export { MEDAL_BADGE_TEXTS, MedalBadge, medalBadgeName, medalBadgeVariants } from './MedalBadge';
export type { MedalBadgeMedal, MedalBadgeProps, MedalBadgeSize } from './MedalBadge';
