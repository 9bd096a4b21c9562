import { useEffect, useState } from 'react';
import { trpcClient } from '../api/trpc';
import { useAuth } from '../auth/AuthContext';
import { createSessionGate, sessionStateOf } from './session';

/** Spec §9: the bridge loads on browser idle, or after a 0 ms timer where idle callbacks do not exist. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}

/**
 * The companion extension's way in: it posts LinkedIn data to this page, which forwards it to the
 * API as the signed-in user. Mounted once at the root, so every page of Sprint answers.
 */
export function ExtensionBridge() {
  const session = sessionStateOf(useAuth());
  // Requests that arrive while the session is restored after a page load wait for it.
  const [gate] = useState(createSessionGate);
  useEffect(() => {
    gate.set(session);
  }, [gate, session]);

  useEffect(() => {
    let uninstall: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('./bridge').then(({ installExtensionBridge }) => {
        if (cancelled) return;
        uninstall = installExtensionBridge({
          whenReady: gate.whenReady,
          latestSyncTimestamp: (linkedinUserId) =>
            trpcClient.socialLinkedin.latestSyncTimestamp.query({ linkedinUserId }),
          syncConversations: (input) => trpcClient.socialLinkedin.syncConversations.mutate(input),
        });
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      uninstall?.();
    };
  }, [gate]);

  return null;
}
