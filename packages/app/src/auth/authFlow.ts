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

/** What the page says while the sync waits for a busy or unreachable server. */
export const SERVER_BUSY_MESSAGE =
  'Sprint ist gerade ausgelastet – wir versuchen es gleich noch einmal.';
/** The first wait before the sync is tried again, doubled after each failure… */
export const BUSY_RETRY_FIRST_MS = 1000;
/** …up to this; a longer `Retry-After` is honoured up to `BUSY_RETRY_LIMIT_MS`. */
export const BUSY_RETRY_MAX_MS = 60_000;
export const BUSY_RETRY_LIMIT_MS = 5 * 60_000;

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

type FailedCall = {
  name?: unknown;
  code?: unknown;
  data?: { httpStatus?: unknown } | null;
  meta?: { response?: { status?: unknown; headers?: { get?: (name: string) => unknown } } };
};

/** The HTTP status a failed call got, if the server (or a proxy) answered in a readable way. */
function httpStatusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { data, meta } = error as FailedCall;
  const status = data?.httpStatus ?? meta?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A failure that says nothing about the account and passes by itself: too many requests (429),
 * a timeout (408), the server or a proxy failing (5xx), or no readable answer at all (offline,
 * a connection reset, a proxy's HTML error page; Firebase not reachable for a fresh token).
 * Only the server's verdict on the account (401, 403) or on the request ends a sign-in.
 */
export function isTemporaryFailure(error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined) return status === 408 || status === 429 || status >= 500;
  if (!error || typeof error !== 'object') return false;
  const { name, code, data } = error as FailedCall;
  // tRPC's client error without the server's error data: the request got no answer it could read.
  if (name === 'TRPCClientError') return !data;
  return code === 'auth/network-request-failed' || code === 'auth/too-many-requests';
}

/** How long the server asked to wait (`Retry-After`, seconds or an HTTP date), in ms. */
export function retryAfterMs(error: unknown, now = Date.now()): number | null {
  if (!error || typeof error !== 'object') return null;
  const value = (error as FailedCall).meta?.response?.headers?.get?.('retry-after');
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), BUSY_RETRY_LIMIT_MS) : null;
}

/**
 * The wait before try number `failures + 1`: doubling from 1 s up to a minute, never shorter
 * than the server's `Retry-After`, plus up to a fifth more at random, so that many open tabs
 * (or a whole office after a restart) do not all come back in the same second.
 */
export function busyRetryDelay(
  failures: number,
  retryAfter: number | null,
  random: () => number = Math.random,
): number {
  const backoff = Math.min(BUSY_RETRY_FIRST_MS * 2 ** Math.max(failures - 1, 0), BUSY_RETRY_MAX_MS);
  const base = Math.min(Math.max(backoff, retryAfter ?? 0), BUSY_RETRY_LIMIT_MS);
  return Math.round(base * (1 + 0.2 * random()));
}

export type BusyRetryOptions = {
  /** Told before each wait: the page says the server is busy (and may go on meanwhile). */
  onBusy: (delayMs: number, error: unknown) => void;
  /** False once the sign-in this is for is over (signed out, another account). */
  stillWanted: () => boolean;
  wait?: Sleep;
  random?: () => number;
};

/**
 * Runs `call` until it gives an answer: a temporary failure (`isTemporaryFailure`) is waited out
 * (`busyRetryDelay`) and tried again for as long as the sign-in is wanted; any other failure is
 * the answer and thrown.
 */
export async function retryWhileBusy<T>(
  call: () => Promise<T>,
  { onBusy, stillWanted, wait = sleep, random }: BusyRetryOptions,
): Promise<T> {
  for (let failures = 1; ; failures += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isTemporaryFailure(error) || !stillWanted()) throw error;
      const delay = busyRetryDelay(failures, retryAfterMs(error), random);
      onBusy(delay, error);
      await wait(delay);
      if (!stillWanted()) throw error;
    }
  }
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
 * for a customer choice or for a confirmed address is an answer, not a failure to retry; a busy
 * server is waited out by `retryWhileBusy` around it, not counted here.
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
      if (
        attempt >= attempts ||
        isCustomerSelectionRequired(error) ||
        isEmailNotVerified(error) ||
        isTemporaryFailure(error)
      ) {
        throw error;
      }
      await wait(SYNC_RETRY_STEP_MS * attempt);
    }
  }
}

/**
 * Sessions from the server in the order their requests left, per account: an answer to an
 * earlier request never replaces what a later one brought. A sign-in sync that left before a
 * logo or a name was saved answers with the old one; arriving after the refresh that followed
 * the save, it would put the old one back until the next refresh.
 */
export function createSessionOrder<S>() {
  let sent = 0;
  let newest: { request: number; uid: string; session: S } | null = null;
  return {
    /** Numbers a request that will bring a session, as it leaves. */
    sent: () => (sent += 1),
    /** The session to show for the answer to `request`: its own, or a later request's. */
    answered(request: number, uid: string, session: S): S {
      if (newest && newest.uid === uid && newest.request > request) return newest.session;
      newest = { request, uid, session };
      return session;
    },
    /** Signed out: nothing of that account outlives it. */
    clear() {
      newest = null;
    },
  };
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
