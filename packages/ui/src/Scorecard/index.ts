export { SCORECARD_TEXTS, Scorecard, ScorecardItem, scorecardWeightLabel } from './Scorecard';
export type { ScorecardItemProps, ScorecardProps } from './Scorecard';
