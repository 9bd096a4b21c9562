import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The calendar connection's secrets (ADR 022), both derived from CALENDAR_TOKEN_KEY with HKDF:
 * one key seals refresh tokens and PKCE verifiers (AES-256-GCM), the other signs `state`
 * (HMAC-SHA256). Two keys, so that a value of one kind can never pass as the other.
 */
export type CalendarKeys = { seal: Buffer; sign: Buffer };

const derived = new Map<string, CalendarKeys>();

export function calendarKeys(secret: string): CalendarKeys {
  let keys = derived.get(secret);
  if (!keys) {
    const derive = (info: string) =>
      Buffer.from(hkdfSync('sha256', secret, 'sprint-calendar', info, 32));
    keys = { seal: derive('seal refresh tokens'), sign: derive('sign oauth state') };
    derived.set(secret, keys);
  }
  return keys;
}

export { open, seal } from '../../platform/secrets';

/** What `state` carries: the nonce of the stored request, whose it is, until when (epoch ms). */
export type StatePayload = { nonce: string; userId: string; exp: number };

function signature(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** base64url(JSON payload) + '.' + base64url(HMAC-SHA256 of the first part). */
export function signState(key: Buffer, payload: StatePayload): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${signature(key, body)}`;
}

/** The payload of a state this server signed and that has not expired, else null. */
export function verifyState(key: Buffer, state: string, now: Date): StatePayload | null {
  const [body, mac, ...rest] = state.split('.');
  if (!body || !mac || rest.length > 0) return null;
  const expected = Buffer.from(signature(key, body), 'utf8');
  const given = Buffer.from(mac, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { nonce, userId, exp } = (payload ?? {}) as Partial<StatePayload>;
  if (typeof nonce !== 'string' || typeof userId !== 'string' || typeof exp !== 'number') {
    return null;
  }
  return exp > now.getTime() ? { nonce, userId, exp } : null;
}

/** PKCE (RFC 7636): a random verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function randomNonce(): string {
  return randomBytes(24).toString('base64url');
}
