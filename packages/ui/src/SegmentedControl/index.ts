export { SegmentedControl, SegmentedControlItem } from './SegmentedControl';
export type { SegmentedControlItemProps, SegmentedControlProps } from './SegmentedControl';
