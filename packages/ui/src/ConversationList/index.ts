export { ConversationList, ConversationListItem } from './ConversationList';
export type { ConversationListItemProps, ConversationListProps } from './ConversationList';
