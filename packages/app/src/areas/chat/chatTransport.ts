import { DefaultChatTransport, type UIMessage } from 'ai';
import type { ChatCategory } from '@sprint/server/ai';
import { authHeaders } from '../../api/transport';
import { config } from '../../config';

/** What the server tells about a turn with its stream's first and last parts. */
export type ChatMetadata = {
  chatId?: string;
  userMessageId?: string;
  assistantMessageId?: string;
  mode?: 'model' | 'templates';
  status?: 'done' | 'stopped' | 'failed';
};

export type AiMessage = UIMessage<ChatMetadata>;

/** What one request says beyond the messages: which turn, and the form above the input. */
export type TurnOptions = {
  category: ChatCategory;
  chatId: string | null;
  variables: Record<string, string>;
  leadId: string | null;
  /** Set for 'Bearbeiten': the question replaced. */
  editOf?: string;
};

export const CHAT_STREAM_PATH = '/api/ai/chat';

/** The text of a message's parts. */
export function messageText(message: Pick<AiMessage, 'parts'>): string {
  return message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/**
 * The stream's transport: one request per turn, with the credentials of every API call and only
 * the turn itself (the server keeps the conversation; nothing else of the page is sent).
 */
export function chatTransport() {
  return new DefaultChatTransport<AiMessage>({
    api: `${config.apiBaseUrl}${CHAT_STREAM_PATH}`,
    credentials: 'include',
    async prepareSendMessagesRequest({ messages, body, trigger, messageId }) {
      const turn = body as TurnOptions;
      const common = {
        category: turn.category,
        variables: turn.variables,
        leadId: turn.leadId,
      };
      const headers = await authHeaders();
      if (trigger === 'regenerate-message') {
        return {
          headers,
          body: { action: 'regenerate', chatId: turn.chatId, messageId, ...common },
        };
      }
      const question = messages.at(-1);
      const text = question ? messageText(question) : '';
      return {
        headers,
        body: turn.editOf
          ? { action: 'edit', chatId: turn.chatId, messageId: turn.editOf, text, ...common }
          : { action: 'send', ...(turn.chatId ? { chatId: turn.chatId } : {}), text, ...common },
      };
    },
  });
}

/**
 * The German message of a refused or failed turn: the server answers a refusal as JSON
 * `{ error }`, which the transport passes on as the error's text.
 */
export function chatErrorMessage(error: Error | undefined): string | null {
  if (!error) return null;
  try {
    const parsed = JSON.parse(error.message) as { error?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
  } catch {
    // Not JSON: the stream's own error text (already German) or a network failure.
  }
  if (/failed to fetch|networkerror|load failed/i.test(error.message)) {
    return 'Keine Verbindung zum Server. Bitte prüfe deine Verbindung und versuche es noch einmal.';
  }
  return error.message || 'Die Antwort ist fehlgeschlagen.';
}
