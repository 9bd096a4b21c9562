export { LINK_ADDRESS_ERROR, RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
export type { MentionCandidate, RichTextEditorMentions } from './mentionSuggestion';
export { RichTextContent } from './RichTextContent';
export type { RichTextContentProps } from './RichTextContent';
export { RICH_TEXT_TAGS, sanitizeRichText } from './sanitizeRichText';
export { isAllowedLinkAddress } from './linkAddress';
