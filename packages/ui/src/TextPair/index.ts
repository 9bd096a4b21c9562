export { TextPair, textPairVariants } from './TextPair';
export type { TextPairAlign, TextPairProps } from './TextPair';
