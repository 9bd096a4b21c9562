import {
  ExtensionAction,
  PAGE_SOURCE,
  parseExtensionMessage,
  RESPONSE_TYPE,
  ZERO_COUNTERS,
  type ExtensionRequest,
  type ExtensionResponse,
  type SyncConversationsResult,
  type SyncTimestampResult,
} from './protocol';

export type BridgeApi = {
  /**
   * Resolves true once a user with a customer is signed in, false once nobody is (or the session
   * took too long to restore); requests are refused with NOT_SIGNED_IN on false.
   */
  whenReady: () => Promise<boolean>;
  latestSyncTimestamp: (linkedinUserId: string) => Promise<SyncTimestampResult>;
  syncConversations: (
    input: Extract<ExtensionRequest, { action: 'sprint:sync-conversations' }>['data'],
  ) => Promise<SyncConversationsResult>;
};

export const NOT_SIGNED_IN =
  'Nicht angemeldet: Bitte melde dich in Sprint an und wähle ein Unternehmen.';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unbekannter Fehler';
}

/** Answers one request; never throws, so a bad message can never break the page. */
export async function answer(
  request: ExtensionRequest,
  api: BridgeApi,
): Promise<ExtensionResponse> {
  const base = { source: PAGE_SOURCE, type: RESPONSE_TYPE, messageId: request.messageId } as const;
  const fail = (error: string): ExtensionResponse => ({
    ...base,
    action: request.action,
    success: false,
    error,
  });
  if (!(await api.whenReady())) return fail(NOT_SIGNED_IN);
  if (request.action === ExtensionAction.getSyncTimestamp) {
    // Spec §8: a failed lookup answers zeros, so the extension simply syncs everything.
    const data = await api.latestSyncTimestamp(request.data.linkedinId).catch(() => ZERO_COUNTERS);
    return { ...base, action: request.action, success: true, data };
  }
  try {
    const { batchNumber, received, created, updated } = await api.syncConversations(request.data);
    return {
      ...base,
      action: request.action,
      success: true,
      data: { batchNumber, received, created, updated },
    };
  } catch (error) {
    return fail(messageOf(error));
  }
}

/**
 * Listens for the extension's requests on `target` and replies to the page's own origin only.
 * Returns the function that stops listening.
 */
export function installExtensionBridge(api: BridgeApi, target: Window = window): () => void {
  const origin = target.location.origin;
  const reply = (response: ExtensionResponse) => target.postMessage(response, origin);

  const handleMessage = (event: MessageEvent) => {
    const parsed = parseExtensionMessage(event, origin);
    if (parsed.kind === 'ignore') return;
    if (parsed.kind === 'invalid') {
      reply({
        source: PAGE_SOURCE,
        type: RESPONSE_TYPE,
        messageId: parsed.messageId,
        action: parsed.action,
        success: false,
        error: parsed.error,
      });
      return;
    }
    void answer(parsed.request, api).then(reply);
  };
  target.addEventListener('message', handleMessage);
  // Content scripts share the DOM: the extension can see when the page is ready to answer.
  target.document.documentElement.dataset.sprintBridge = 'ready';
  return () => {
    target.removeEventListener('message', handleMessage);
    delete target.document.documentElement.dataset.sprintBridge;
  };
}
