import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';

/** Who the verified ID token says the caller is. */
export type Identity = {
  uid: string;
  /** The account's e-mail, or one from a sign-in provider (spec §5); null when neither exists. */
  email: string | null;
  name: string | null;
  picture: string | null;
};

export type VerifyIdToken = (token: string) => Promise<Identity>;

/** Verified tokens kept this long at most (and never past their own expiry). */
const CACHE_TTL_MS = 5 * 60 * 1000;
const CACHE_MAX_ENTRIES = 10_000;

/**
 * Remembers verified tokens: a token's verdict cannot change before it expires, and every request
 * of a signed-in user carries the same one. Saves a signature check (in production) or an
 * emulator round trip (locally) per request. Failures are not cached.
 */
export function cachedVerifier(
  verify: (token: string) => Promise<{ identity: Identity; expiresAt: number }>,
  now: () => number = Date.now,
): VerifyIdToken {
  const cache = new Map<string, { identity: Identity; until: number }>();
  return async (token) => {
    const hit = cache.get(token);
    if (hit && hit.until > now()) return hit.identity;
    if (hit) cache.delete(token);
    const { identity, expiresAt } = await verify(token);
    if (cache.size >= CACHE_MAX_ENTRIES) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(token, { identity, until: Math.min(expiresAt, now() + CACHE_TTL_MS) });
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
    name: isNonEmptyString(token.name) ? token.name : null,
    picture: isNonEmptyString(token.picture) ? token.picture : null,
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

/** firebase-admin's ID token check, cached per token. */
export function createFirebaseVerifier(options: {
  projectId: string;
  emulatorHost: string | null;
}): VerifyIdToken {
  const auth = firebaseAdminAuth(options);
  return cachedVerifier(async (token) => {
    const decoded = await auth.verifyIdToken(token);
    return { identity: identityFromToken(decoded), expiresAt: decoded.exp * 1000 };
  });
}
