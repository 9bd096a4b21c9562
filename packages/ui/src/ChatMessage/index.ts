export {
  CHAT_MESSAGE_TEXTS,
  ChatBranchSwitcher,
  ChatMessage,
  ChatMessageAction,
  chatMessageVariants,
} from './ChatMessage';
export type {
  ChatBranchSwitcherProps,
  ChatMessageActionProps,
  ChatMessageProps,
  ChatMessageRole,
  ChatMessageStatus,
} from './ChatMessage';
