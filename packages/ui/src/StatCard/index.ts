export { StatCard } from './StatCard';
export type { StatCardProps, StatCardTrend } from './StatCard';
