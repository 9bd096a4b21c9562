/**
 * The page bridge's protocol: what the companion browser extension posts to Sprint's page with
 * `window.postMessage`, and what the page posts back. Documented for the extension's developers
 * in `docs/extension-bridge.md`; these types are theirs to copy or import.
 */

/** `source` of a request from the extension. */
export const EXTENSION_SOURCE = 'sprint-extension';
/** `source` of the page's replies (requests with it are never handled: they are our own). */
export const PAGE_SOURCE = 'sprint-app';
export const REQUEST_TYPE = 'sprint:extension-request';
export const RESPONSE_TYPE = 'sprint:extension-response';

export const ExtensionAction = {
  getSyncTimestamp: 'sprint:get-sync-timestamp',
  syncConversations: 'sprint:sync-conversations',
} as const;
export type ExtensionActionName = (typeof ExtensionAction)[keyof typeof ExtensionAction];

/** Limits the server enforces per batch (more is refused with an error reply). */
export const EXTENSION_LIMITS = {
  conversationsPerBatch: 100,
  messagesPerConversation: 200,
  messageLength: 5000,
  /** All message texts of one batch together. */
  batchTextLength: 2_000_000,
} as const;

export type ExtensionMessage = {
  id?: string;
  sender: string;
  text: string;
  /** ISO 8601 text or epoch milliseconds. */
  sentAt: string | number;
};

export type ExtensionConversation = {
  conversationId: string;
  participantName?: string | null;
  participantProfileUrl?: string | null;
  lastMessageAt?: string | number | null;
  /** The full thread; leave it out for a summary (a stored thread is then kept). */
  messages?: ExtensionMessage[];
  /** Whether `messages` is the full thread; defaults to "messages were sent". */
  hasDetails?: boolean;
};

export type GetSyncTimestampRequest = {
  source: typeof EXTENSION_SOURCE;
  type: typeof REQUEST_TYPE;
  messageId: string;
  action: typeof ExtensionAction.getSyncTimestamp;
  data: { linkedinId: string };
};

export type SyncConversationsRequest = {
  source: typeof EXTENSION_SOURCE;
  type: typeof REQUEST_TYPE;
  messageId: string;
  action: typeof ExtensionAction.syncConversations;
  data: { linkedinId: string; batchNumber: number; conversations: ExtensionConversation[] };
};

export type ExtensionRequest = GetSyncTimestampRequest | SyncConversationsRequest;

/** Spec §3: per LinkedIn account; all numbers, 0 when nothing is stored or the lookup failed. */
export type SyncTimestampResult = {
  latestSyncTimestamp: number;
  conversationCount: number;
  conversationsWithoutDetails: number;
  conversationsWithDetails: number;
};

export type SyncConversationsResult = {
  batchNumber: number;
  received: number;
  created: number;
  updated: number;
};

type ResponseBase = { source: typeof PAGE_SOURCE; type: typeof RESPONSE_TYPE; messageId: string };

export type ExtensionResponse =
  | (ResponseBase & {
      action: typeof ExtensionAction.getSyncTimestamp;
      success: true;
      data: SyncTimestampResult;
    })
  | (ResponseBase & {
      action: typeof ExtensionAction.syncConversations;
      success: true;
      data: SyncConversationsResult;
    })
  | (ResponseBase & { action: string | null; success: false; error: string });

export const ZERO_COUNTERS: SyncTimestampResult = {
  latestSyncTimestamp: 0,
  conversationCount: 0,
  conversationsWithoutDetails: 0,
  conversationsWithDetails: 0,
};

/** What the bridge makes of one `message` event. */
export type ParsedMessage =
  | { kind: 'ignore' }
  | { kind: 'invalid'; messageId: string; action: string | null; error: string }
  | { kind: 'request'; request: ExtensionRequest };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Spec §5: only the page's own origin, only Sprint's names, only a string messageId — anything
 * else is ignored without a reply. A request that passes those but is malformed gets an error.
 */
export function parseExtensionMessage(
  event: { origin: string; data: unknown },
  pageOrigin: string,
): ParsedMessage {
  const message = event.data;
  if (event.origin !== pageOrigin || !isRecord(message)) return { kind: 'ignore' };
  if (message.source !== EXTENSION_SOURCE || message.type !== REQUEST_TYPE) {
    return { kind: 'ignore' };
  }
  const { messageId, action, data } = message;
  if (typeof messageId !== 'string' || messageId === '') return { kind: 'ignore' };
  const invalid = (error: string): ParsedMessage => ({
    kind: 'invalid',
    messageId,
    action: typeof action === 'string' ? action : null,
    error,
  });

  if (action !== ExtensionAction.getSyncTimestamp && action !== ExtensionAction.syncConversations) {
    return invalid(`Unbekannte Aktion: ${typeof action === 'string' ? action : String(action)}`);
  }
  if (!isRecord(data)) return invalid('data fehlt oder ist kein Objekt.');
  const { linkedinId } = data;
  if (typeof linkedinId !== 'string' || linkedinId.trim() === '') {
    return invalid('linkedinId muss ein nicht leerer Text sein.');
  }
  const envelope = { source: EXTENSION_SOURCE, type: REQUEST_TYPE, messageId } as const;
  if (action === ExtensionAction.getSyncTimestamp) {
    return { kind: 'request', request: { ...envelope, action, data: { linkedinId } } };
  }
  const { batchNumber, conversations } = data;
  if (typeof batchNumber !== 'number' || !Number.isInteger(batchNumber) || batchNumber < 0) {
    return invalid('batchNumber muss eine ganze Zahl ab 0 sein.');
  }
  if (!Array.isArray(conversations)) return invalid('conversations muss eine Liste sein.');
  if (conversations.length > EXTENSION_LIMITS.conversationsPerBatch) {
    return invalid(
      `Höchstens ${EXTENSION_LIMITS.conversationsPerBatch} Unterhaltungen pro Batch (erhalten: ${conversations.length}).`,
    );
  }
  // The fields of each conversation are checked by the server, which answers in German.
  const batch = {
    linkedinId,
    batchNumber,
    conversations: conversations as ExtensionConversation[],
  };
  return { kind: 'request', request: { ...envelope, action, data: batch } };
}
