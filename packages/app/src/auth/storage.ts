/** What the app keeps about the session between reloads (spec §4: removed on sign-out). */
export const STORAGE_KEYS = {
  customerId: 'sprint.auth.customerId',
  user: 'sprint.auth.user',
  customer: 'sprint.auth.customer',
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

export function storeSession(session: { user: unknown; customer: { id: string } }): void {
  safely(() => {
    sessionStorage.setItem(STORAGE_KEYS.customerId, session.customer.id);
    localStorage.setItem(STORAGE_KEYS.customerId, session.customer.id);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
    localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify(session.customer));
  }, undefined);
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
