import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import { personNameClaim, pictureClaim } from './claims';

/** Who the verified ID token says the caller is. */
export type Identity = {
  uid: string;
  /** The account's e-mail, or one from a sign-in provider (spec §5); null when neither exists. */
  email: string | null;
  /** Whether the identity provider checked that the address is the caller's (`email_verified`). */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  /**
   * When the person last proved who they are (the token's `auth_time`, in ms): a refreshed token
   * keeps it, a new sign-in or re-authentication renews it. Absent where no token was verified.
   */
  authTime?: number;
};

export type VerifyOptions = {
  /** Look the account up now, not only every minute: signing in must see a fresh verdict. */
  checkRevoked?: boolean;
};

export type VerifyIdToken = (token: string, options?: VerifyOptions) => Promise<Identity>;

/** A token whose signature and expiry were checked, with when its sign-in happened. */
export type VerifiedToken = { identity: Identity; expiresAt: number; authTime: number };

/** An account that may no longer sign in: disabled, deleted, or signed out everywhere. */
export class AccountRevokedError extends Error {
  constructor(
    readonly uid: string,
    message: string,
  ) {
    super(message);
    this.name = 'AccountRevokedError';
  }
}

/** How often a signed-in user's account is looked up again, at most. */
export const REVOCATION_CHECK_INTERVAL_MS = 60_000;

/** What the identity provider says of an account now; null when it no longer exists. */
export type AccountState = { disabled: boolean; validSince: number } | null;

/** Verified tokens kept this long at most (and never past their own expiry). */
const CACHE_TTL_MS = 5 * 60 * 1000;
const CACHE_MAX_ENTRIES = 10_000;

/**
 * Remembers verified tokens: a token's verdict cannot change before it expires, and every request
 * of a signed-in user carries the same one. Saves a signature check (in production) or an
 * emulator round trip (locally) per request. Failures are not cached.
 */
export function cachedVerifier(
  verify: (token: string) => Promise<VerifiedToken>,
  now: () => number = Date.now,
): (token: string) => Promise<VerifiedToken> {
  const cache = new Map<string, { verified: VerifiedToken; until: number }>();
  return async (token) => {
    const hit = cache.get(token);
    if (hit && hit.until > now()) return hit.verified;
    if (hit) cache.delete(token);
    const verified = await verify(token);
    if (cache.size >= CACHE_MAX_ENTRIES) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(token, { verified, until: Math.min(verified.expiresAt, now() + CACHE_TTL_MS) });
    return verified;
  };
}

/**
 * A valid signature is not enough: an account disabled, deleted or signed out everywhere (its
 * refresh tokens revoked) must lose access before its ID token expires (up to an hour). Each
 * user's account is looked up at sign-in and then at most once a minute, so a revocation takes
 * effect within a minute and costs one lookup per active user per minute. Should a lookup fail,
 * the last verdict stands until the next try; without one, the request is refused.
 */
export function revocationAware(
  verify: (token: string) => Promise<VerifiedToken>,
  lookupAccount: (uid: string) => Promise<AccountState>,
  options: { intervalMs?: number; now?: () => number } = {},
): VerifyIdToken {
  const { intervalMs = REVOCATION_CHECK_INTERVAL_MS, now = Date.now } = options;
  const checked = new Map<string, { at: number; account: AccountState }>();
  return async (token, verifyOptions = {}) => {
    const { identity, authTime } = await verify(token);
    let entry = checked.get(identity.uid);
    if (verifyOptions.checkRevoked || !entry || now() - entry.at >= intervalMs) {
      try {
        entry = { at: now(), account: await lookupAccount(identity.uid) };
        if (checked.size >= CACHE_MAX_ENTRIES) checked.delete(checked.keys().next().value ?? '');
        checked.set(identity.uid, entry);
      } catch (error) {
        if (!entry || verifyOptions.checkRevoked) throw error;
      }
    }
    const { account } = entry;
    if (!account) throw new AccountRevokedError(identity.uid, 'Dieses Konto gibt es nicht mehr.');
    if (account.disabled) throw new AccountRevokedError(identity.uid, 'Dieses Konto ist gesperrt.');
    if (authTime < account.validSince) {
      throw new AccountRevokedError(
        identity.uid,
        'Die Anmeldung wurde widerrufen. Bitte melde dich erneut an.',
      );
    }
    return identity;
  };
}

export function identityFromToken(token: DecodedIdToken): Identity {
  const providerEmails = token.firebase?.identities?.email;
  const providerEmail = Array.isArray(providerEmails)
    ? providerEmails.find(isNonEmptyString)
    : undefined;
  return {
    uid: token.uid,
    email: (isNonEmptyString(token.email) ? token.email : providerEmail) ?? null,
    emailVerified: token.email_verified === true,
    // Set by the account's owner: checked like anything else a person types.
    name: personNameClaim(token.name),
    picture: pictureClaim(token.picture),
    authTime: token.auth_time * 1000,
  };
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * firebase-admin for one project (one app per project, reused). With an emulator host it talks to
 * the local Auth emulator, which signs nothing: never in production (see loadConfig).
 */
export function firebaseAdminAuth(options: {
  projectId: string;
  emulatorHost: string | null;
}): Auth {
  if (options.emulatorHost) {
    // firebase-admin reads the emulator host from the environment, nowhere else.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  }
  const appName = `sprint-${options.projectId}`;
  const app: App =
    getApps().find((existing) => existing.name === appName) ??
    initializeApp({ projectId: options.projectId }, appName);
  return getAuth(app);
}

const ACCOUNT_ERRORS: Record<string, string> = {
  'auth/user-not-found': 'Dieses Konto gibt es nicht mehr.',
  'auth/user-disabled': 'Dieses Konto ist gesperrt.',
  'auth/id-token-revoked': 'Die Anmeldung wurde widerrufen. Bitte melde dich erneut an.',
};

/** The uid a token claims (read, not trusted: only to name an account that is refused). */
function subjectOf(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return typeof payload.sub === 'string' ? payload.sub : '';
  } catch {
    return '';
  }
}

/**
 * firebase-admin's ID token check, cached per token, plus the account lookup that notices a
 * disabled, deleted or revoked account (see `revocationAware`).
 */
export function createFirebaseVerifier(options: {
  projectId: string;
  emulatorHost: string | null;
  revocationCheckIntervalMs?: number;
}): VerifyIdToken {
  const auth = firebaseAdminAuth(options);
  const verify = cachedVerifier(async (token) => {
    const decoded = await auth.verifyIdToken(token).catch((error: unknown) => {
      // The emulator (and firebase-admin in places) already knows the account is gone or off.
      const verdict = ACCOUNT_ERRORS[(error as { code?: string }).code ?? ''];
      throw verdict ? new AccountRevokedError(subjectOf(token), verdict) : error;
    });
    return {
      identity: identityFromToken(decoded),
      expiresAt: decoded.exp * 1000,
      authTime: decoded.auth_time * 1000,
    };
  });
  return revocationAware(
    verify,
    async (uid) => {
      try {
        const user = await auth.getUser(uid);
        // Firebase keeps this in whole seconds, like the token's auth_time.
        const validSince = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
        return { disabled: user.disabled, validSince };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    { intervalMs: options.revocationCheckIntervalMs },
  );
}
