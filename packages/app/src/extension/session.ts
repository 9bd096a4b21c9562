import type { AuthState } from '../auth/AuthContext';

/** What the bridge needs to know of the session: whether it may answer as a signed-in user. */
export type SessionState = 'restoring' | 'signedIn' | 'signedOut';

/** How long a request waits for a session that is still being restored. */
export const SESSION_WAIT_MS = 10_000;

/**
 * After a page load Firebase restores its user first and the server sync follows; until both are
 * done the session is not known, and "nobody signed in" would be wrong for a signed-in person.
 */
export function sessionStateOf(
  auth: Pick<
    AuthState,
    'firebaseUser' | 'databaseUser' | 'customer' | 'loading' | 'selection' | 'emailVerification'
  >,
): SessionState {
  if (auth.loading) return 'restoring';
  if (auth.databaseUser && auth.customer) return 'signedIn';
  // An open customer dialog, or the wait for a confirmed address, is a finished sync that asks
  // for something: known, not signed in.
  if (auth.firebaseUser && !auth.databaseUser && !auth.selection && !auth.emailVerification) {
    return 'restoring';
  }
  return 'signedOut';
}

export type SessionGate = {
  set: (state: SessionState) => void;
  /** True once signed in with a company; false once signed out, or after `timeoutMs` restoring. */
  whenReady: () => Promise<boolean>;
};

/** Holds the latest session state for the lazily loaded bridge and wakes the requests waiting. */
export function createSessionGate(timeoutMs = SESSION_WAIT_MS): SessionGate {
  let state: SessionState = 'restoring';
  const waiting = new Set<() => void>();
  return {
    set(next) {
      state = next;
      if (next === 'restoring') return;
      // In arrival order: batches that waited together go to the server in the order sent.
      for (const wake of [...waiting]) wake();
    },
    whenReady() {
      if (state !== 'restoring') return Promise.resolve(state === 'signedIn');
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(state === 'signedIn');
        };
        const timer = setTimeout(wake, timeoutMs);
        waiting.add(wake);
      });
    },
  };
}
