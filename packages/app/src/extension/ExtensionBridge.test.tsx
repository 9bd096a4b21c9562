import { act, cleanup, render, waitFor } from '@testing-library/react';
import superjson from 'superjson';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext';
import { authFixture, sessionCustomerFixture, sessionUserFixture } from '../testing/storyProviders';
import { NOT_SIGNED_IN } from './bridge';
import { ExtensionBridge } from './ExtensionBridge';
import { EXTENSION_SOURCE, ExtensionAction, PAGE_SOURCE, REQUEST_TYPE } from './protocol';

/** The page's replies, as the extension sees them. */
let replies: unknown[] = [];
function collectReply(event: MessageEvent) {
  if ((event.data as { source?: unknown } | null)?.source === PAGE_SOURCE) replies.push(event.data);
}

beforeEach(() => {
  replies = [];
  window.addEventListener('message', collectReply);
});

// Vitest runs without globals, so Testing Library cannot unmount on its own.
afterEach(() => {
  cleanup();
  window.removeEventListener('message', collectReply);
  vi.unstubAllGlobals();
});

const restoring = authFixture({ loading: true });
const signedOut = authFixture();
const signedIn = authFixture({
  firebaseUser: { uid: 'u-1', email: 'kunde@nordlicht.local' } as AuthContextValue['firebaseUser'],
  databaseUser: sessionUserFixture,
  customer: sessionCustomerFixture,
});

const counters = {
  latestSyncTimestamp: 1795000000000,
  conversationCount: 3,
  conversationsWithoutDetails: 2,
  conversationsWithDetails: 1,
};

/** The API as the server answers one batched tRPC query (superjson); records what was asked. */
function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      return Promise.resolve(Response.json([{ result: { data: superjson.serialize(counters) } }]));
    }),
  );
  return calls;
}

/** Renders the bridge with `auth` and waits until it listens; `setAuth` changes the session. */
async function renderBridge(auth: AuthContextValue) {
  const bridge = (value: AuthContextValue) => (
    <AuthContext.Provider value={value}>
      <ExtensionBridge />
    </AuthContext.Provider>
  );
  const { rerender } = render(bridge(auth));
  await waitFor(() => expect(document.documentElement.dataset.sprintBridge).toBe('ready'));
  return { setAuth: (next: AuthContextValue) => rerender(bridge(next)) };
}

/** The extension's request, from the page's own origin (jsdom's postMessage leaves it empty). */
function askSyncTimestamp(messageId: string) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: window.location.origin,
      data: {
        source: EXTENSION_SOURCE,
        type: REQUEST_TYPE,
        messageId,
        action: ExtensionAction.getSyncTimestamp,
        data: { linkedinId: 'ACoAAB123' },
      },
    }),
  );
}

/** Long enough for any reply the page would send at once (it replies in a task of its own). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('ExtensionBridge', () => {
  it('installs the bridge after the first render (idle or a 0 ms timer), and removes it', async () => {
    const { unmount } = render(
      <AuthContext.Provider value={authFixture()}>
        <ExtensionBridge />
      </AuthContext.Provider>,
    );
    // Not part of the first render's work.
    expect(document.documentElement.dataset.sprintBridge).toBeUndefined();
    await waitFor(() => expect(document.documentElement.dataset.sprintBridge).toBe('ready'));

    unmount();
    expect(document.documentElement.dataset.sprintBridge).toBeUndefined();
  });

  it('answers a request sent while the session is restored once the user is signed in', async () => {
    const calls = stubApi();
    const { setAuth } = await renderBridge(restoring);

    askSyncTimestamp('while-restoring');
    await settle();
    expect(replies).toEqual([]);
    expect(calls).toEqual([]);

    setAuth(signedIn);
    await waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toEqual({
      source: PAGE_SOURCE,
      type: 'sprint:extension-response',
      messageId: 'while-restoring',
      action: ExtensionAction.getSyncTimestamp,
      success: true,
      data: counters,
    });
    expect(calls).toEqual([expect.stringContaining('socialLinkedin.latestSyncTimestamp')]);
  });

  it('answers a request sent while the session is restored with NOT_SIGNED_IN once nobody is', async () => {
    const calls = stubApi();
    const { setAuth } = await renderBridge(restoring);

    askSyncTimestamp('before-signed-out');
    await settle();
    expect(replies).toEqual([]);

    setAuth(signedOut);
    await waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toMatchObject({
      messageId: 'before-signed-out',
      success: false,
      error: NOT_SIGNED_IN,
    });
    expect(calls).toEqual([]);
  });

  it('answers at once when the session is known', async () => {
    stubApi();
    const { setAuth } = await renderBridge(signedOut);
    askSyncTimestamp('signed-out');
    await waitFor(() => expect(replies).toMatchObject([{ success: false, error: NOT_SIGNED_IN }]));

    setAuth(signedIn);
    askSyncTimestamp('signed-in');
    await waitFor(() => expect(replies).toHaveLength(2));
    expect(replies[1]).toMatchObject({ messageId: 'signed-in', success: true, data: counters });
  });
});
