export { RadioGroup, RadioGroupItem } from './RadioGroup';
export type { RadioGroupProps, RadioGroupItemProps } from './RadioGroup';
