export { HighlightedText } from './HighlightedText';
export type { HighlightedTextProps, HighlightedTextSegment } from './HighlightedText';
