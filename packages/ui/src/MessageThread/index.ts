export { MessageThread, ThreadMessage, threadMessageVariants } from './MessageThread';
export type {
  MessageThreadProps,
  ThreadMessageDirection,
  ThreadMessageProps,
} from './MessageThread';
