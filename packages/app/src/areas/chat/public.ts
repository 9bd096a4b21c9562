/** What other areas may use of the AI chats: a link to it. */
export const CHAT_HREF = '/app/chat';
export { AiConnectionCard, AiUsageCard, BrandProfileCard } from './components/AiSettingsCards';
