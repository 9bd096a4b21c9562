/** What the app keeps about the session between reloads (spec §4: removed on sign-out). */
export const STORAGE_KEYS = {
  customerId: 'sprint.auth.customerId',
  user: 'sprint.auth.user',
  customer: 'sprint.auth.customer',
  /** Whose session the stored user and customer are (the Firebase uid). */
  uid: 'sprint.auth.uid',
} as const;

/** The account this tab already sent a confirmation link for (sessionStorage: not on reload). */
const VERIFICATION_SENT = 'sprint.auth.verificationSent';

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Blocked storage (privacy settings): the app works, it just remembers nothing.
    return fallback;
  }
}

/**
 * The company to sync into: this tab's own (sessionStorage, so a reload stays where the tab
 * was, whatever another tab chose since), else the last one chosen anywhere (a new tab).
 */
export function readStoredCustomerId(): string | null {
  return safely(
    () =>
      sessionStorage.getItem(STORAGE_KEYS.customerId) ??
      localStorage.getItem(STORAGE_KEYS.customerId),
    null,
  );
}

type StoredSession<User, Customer> = { user: User; customer: Customer };

/**
 * The session as the last sync gave it: in this tab (sessionStorage, its company and its role
 * there) and as the latest of any tab (localStorage, for a new tab), with whose it is.
 */
export function storeSession(
  session: { user: unknown; customer: { id: string } },
  uid: string,
): void {
  safely(() => {
    const user = JSON.stringify(session.user);
    const customer = JSON.stringify(session.customer);
    sessionStorage.setItem(STORAGE_KEYS.customerId, session.customer.id);
    sessionStorage.setItem(STORAGE_KEYS.user, user);
    sessionStorage.setItem(STORAGE_KEYS.customer, customer);
    localStorage.setItem(STORAGE_KEYS.customerId, session.customer.id);
    localStorage.setItem(STORAGE_KEYS.user, user);
    localStorage.setItem(STORAGE_KEYS.customer, customer);
    localStorage.setItem(STORAGE_KEYS.uid, uid);
  }, undefined);
}

/**
 * The last synced session of this account (this tab's, else the latest of any tab), or null:
 * what the page works with while a busy server keeps the sync waiting. Only ever shown to the
 * account it belongs to; the server still checks every request.
 */
export function readStoredSession<User, Customer extends { id: string }>(
  uid: string,
): StoredSession<User, Customer> | null {
  return safely(() => {
    if (localStorage.getItem(STORAGE_KEYS.uid) !== uid) return null;
    for (const storage of [sessionStorage, localStorage]) {
      const user = storage.getItem(STORAGE_KEYS.user);
      const customer = storage.getItem(STORAGE_KEYS.customer);
      if (user && customer) {
        const session = {
          user: JSON.parse(user) as User,
          customer: JSON.parse(customer) as Customer,
        };
        if (session.user && typeof session.customer?.id === 'string') return session;
      }
    }
    return null;
  }, null);
}

export function forgetStoredCustomer(): void {
  safely(() => {
    sessionStorage.removeItem(STORAGE_KEYS.customerId);
    localStorage.removeItem(STORAGE_KEYS.customerId);
  }, undefined);
}

/** Sign-out: the stored auth, user and customer data go. */
export function clearStoredSession(): void {
  safely(() => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
    sessionStorage.clear();
  }, undefined);
}

/** The auth guard with nobody signed in: local and session storage are wiped entirely. */
export function wipeAllStorage(): void {
  safely(() => {
    localStorage.clear();
    sessionStorage.clear();
  }, undefined);
}

export function wasVerificationSent(uid: string): boolean {
  return safely(() => sessionStorage.getItem(VERIFICATION_SENT) === uid, false);
}

export function rememberVerificationSent(uid: string): void {
  safely(() => sessionStorage.setItem(VERIFICATION_SENT, uid), undefined);
}
