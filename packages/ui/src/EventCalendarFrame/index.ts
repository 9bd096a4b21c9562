export { EventCalendarFrame } from './EventCalendarFrame';
export type { EventCalendarFrameProps } from './EventCalendarFrame';
