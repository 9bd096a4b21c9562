export { COMMENT_THREAD_TEXTS, CommentThread } from './CommentThread';
export type { CommentNode, CommentThreadProps } from './CommentThread';
