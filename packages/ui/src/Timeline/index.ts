export { Timeline, timelineEntryLabel } from './Timeline';
export type { TimelineEntry, TimelineEntryType, TimelineProps } from './Timeline';
