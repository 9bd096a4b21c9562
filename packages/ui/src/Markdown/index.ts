export { Markdown, MARKDOWN_TEXTS } from './Markdown';
export type { MarkdownProps } from './Markdown';
