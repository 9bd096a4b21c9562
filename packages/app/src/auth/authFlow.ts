/**
 * The timing rules of the auth state machine (spec §4, §9) as plain functions, so they can be
 * tested without Firebase or React.
 */
export const AUTH_WAIT_MS = 500;
export const SIGN_UP_MAX_POLLS = 30;
export const SYNC_ATTEMPTS = 6;
export const SYNC_RETRY_STEP_MS = 1000;
export const REDIRECT_DELAY_MS = 100;

export const CUSTOMER_SELECTION_REQUIRED = 'Customer selection required';
export const CUSTOMER_SELECTION_REQUIRED_CODE = 'CUSTOMER_SELECTION_REQUIRED';
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';
/** How often the page asks Firebase whether the address was confirmed meanwhile. */
export const VERIFICATION_POLL_MS = 3000;

export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the customer dialog: by message (spec §8) or by the server's machine-readable code. */
export function isCustomerSelectionRequired(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { message, data } = error as { message?: unknown; data?: { appCode?: unknown } | null };
  return (
    (typeof message === 'string' && message.includes(CUSTOMER_SELECTION_REQUIRED)) ||
    data?.appCode === CUSTOMER_SELECTION_REQUIRED_CODE
  );
}

/** The invitation is for one address, and the account's is not confirmed yet (issue 11). */
export function isEmailNotVerified(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { data } = error as { data?: { appCode?: unknown } | null };
  return data?.appCode === EMAIL_NOT_VERIFIED_CODE;
}

/**
 * Before handling a new sign-in: 500 ms, and while a sign-up is still setting up the account
 * (name, profile) up to 30 more polls of 500 ms, so the sync sees the finished account.
 */
export async function waitBeforeAuthHandling(
  signUpInProgress: () => boolean,
  wait: Sleep = sleep,
): Promise<void> {
  await wait(AUTH_WAIT_MS);
  for (let poll = 0; poll < SIGN_UP_MAX_POLLS && signUpInProgress(); poll += 1) {
    await wait(AUTH_WAIT_MS);
  }
}

/**
 * Runs the sync; with an invitation, a failure is tried again up to 6 attempts in all, waiting
 * 1 s × the attempt number between them (the new account may not be visible yet). A request
 * for a customer choice or for a confirmed address is an answer, not a failure to retry.
 */
export async function syncWithRetries<T>(
  sync: () => Promise<T>,
  options: { withInvitation: boolean; wait?: Sleep },
): Promise<T> {
  const wait = options.wait ?? sleep;
  const attempts = options.withInvitation ? SYNC_ATTEMPTS : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sync();
    } catch (error) {
      if (attempt >= attempts || isCustomerSelectionRequired(error) || isEmailNotVerified(error)) {
        throw error;
      }
      await wait(SYNC_RETRY_STEP_MS * attempt);
    }
  }
}

/** A `redirectTo` is followed only when it is a path of this app (no open redirect). */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback = '/app/dashboard',
): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  try {
    const url = new URL(value, 'http://sprint.invalid');
    if (url.origin !== 'http://sprint.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
