export { Stack, stackVariants } from './Stack';
export type { StackProps, StackDirection, StackGap, StackAlign, StackJustify } from './Stack';
