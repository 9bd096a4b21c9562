export { Separator } from './Separator';
export type { SeparatorProps, SeparatorOrientation } from './Separator';
