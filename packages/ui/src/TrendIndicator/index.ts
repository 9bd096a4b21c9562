export { TrendIndicator, trendIndicatorVariants } from './TrendIndicator';
export type { Trend, TrendIndicatorProps } from './TrendIndicator';
