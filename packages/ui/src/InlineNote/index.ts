export { InlineNote, inlineNoteVariants } from './InlineNote';
export type { InlineNoteAlign, InlineNoteProps } from './InlineNote';
