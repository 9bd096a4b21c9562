import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@sprint/server';
import { AI_EMPLOYEES_ONLY } from '@sprint/server/ai';
import { ALLOWED, type AccessRule } from '../../components/access';

type Outputs = inferRouterOutputs<AppRouter>;
export type AiStatus = Outputs['ai']['status'];
export type ChatList = Outputs['ai']['chats']['list'];
export type ChatListItem = ChatList['items'][number];
export type ChatView = Outputs['ai']['chats']['byId'];
export type StoredMessage = ChatView['messages'][number];
export type AiUsage = Outputs['ai']['usage'];
export type BrandProfile = Outputs['ai']['profile']['get'];
export type AiConnectionView = Outputs['ai']['connection']['get'];

/** The AI chats are for employees (spec §6), in the server's words. */
export const forAiChats: AccessRule = (viewer) =>
  viewer.ourEmployee ? ALLOWED : { allowed: false, reason: AI_EMPLOYEES_ONLY };

export const CHAT_PATH = '/app/chat';

/** A category's page, with a conversation (`chat`) when one is open. */
export function chatHref(category: string, chatId?: string | null): string {
  const params = new URLSearchParams({ category });
  if (chatId) params.set('chat', chatId);
  return `${CHAT_PATH}?${params.toString()}`;
}
