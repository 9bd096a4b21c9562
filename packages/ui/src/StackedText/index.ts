export { StackedText, stackedTextVariants } from './StackedText';
export type { StackedTextAlign, StackedTextProps } from './StackedText';
