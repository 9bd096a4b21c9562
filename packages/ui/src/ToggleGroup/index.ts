export { ToggleGroup, ToggleGroupItem } from './ToggleGroup';
export type { ToggleGroupItemProps, ToggleGroupProps } from './ToggleGroup';
