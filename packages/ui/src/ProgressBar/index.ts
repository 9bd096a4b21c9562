export { ProgressBar, formatProgress, normalizeProgress } from './ProgressBar';
export type { ProgressBarProps, ProgressBarName } from './ProgressBar';
