export { PeriodSwitcher, periodSwitcherVariants } from './PeriodSwitcher';
export type { PeriodSwitcherProps, PeriodSwitcherSize } from './PeriodSwitcher';
