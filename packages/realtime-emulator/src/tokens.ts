import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ALL,
  isWithin,
  parseCapability,
  type Capability,
  type CapabilityError,
} from './capability';
import { Errors, type ErrorInfo } from './protocol';

export type ApiKey = { name: string; secret: string; capability: Capability };

/** Parses `appId.keyId:secret`, the form Ably's dashboard hands out. */
export function parseKey(key: string): ApiKey {
  const separator = key.indexOf(':');
  const name = key.slice(0, separator);
  const secret = key.slice(separator + 1);
  if (separator <= 0 || !secret || !name.includes('.')) {
    throw new Error(`Invalid Ably key "${name || key}": expected "appId.keyId:secret"`);
  }
  return { name, secret, capability: ALL };
}

export type TokenDetails = {
  token: string;
  keyName: string;
  issued: number;
  expires: number;
  capability: string;
  clientId?: string;
};

/** What a token grants, read back from the token itself. */
export type TokenGrant = {
  keyName: string;
  capability: Capability;
  clientId: string | null;
  expires: number;
};

export const DEFAULT_TOKEN_TTL_MS = 60 * 60 * 1000;
const MAX_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** How far a TokenRequest's timestamp may be from the emulator's clock. */
const TIMESTAMP_WINDOW_MS = 10 * 60 * 1000;

function hmacBase64(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

type Failure = { error: ErrorInfo };

/**
 * Issues and checks tokens. A token is the grant itself, signed with its key's secret, so it
 * stays valid across an emulator restart with the same keys, as Ably's tokens outlive a socket.
 */
export class TokenAuthority {
  private readonly keys = new Map<string, ApiKey>();
  private readonly seenNonces = new Map<string, number>();

  constructor(
    keys: string[],
    private readonly now: () => number = Date.now,
  ) {
    for (const key of keys) {
      const parsed = parseKey(key);
      this.keys.set(parsed.name, parsed);
    }
    if (this.keys.size === 0) throw new Error('The realtime emulator needs at least one key');
  }

  /** Basic auth with the full key (server-side clients and REST publishing). */
  authenticateKey(key: string): ApiKey | null {
    const separator = key.indexOf(':');
    const known = this.keys.get(key.slice(0, separator));
    if (!known || !sameText(known.secret, key.slice(separator + 1))) return null;
    return known;
  }

  /** `POST /keys/{keyName}/requestToken`: checks the TokenRequest's mac and issues a token. */
  requestToken(keyName: string, body: unknown): TokenDetails | Failure {
    const key = this.keys.get(keyName);
    if (!key) return { error: Errors.invalidCredentials(`No key named "${keyName}"`) };
    if (typeof body !== 'object' || body === null) {
      return { error: Errors.badRequest('Expected a TokenRequest object') };
    }
    const request = body as Record<string, unknown>;
    if (request.keyName !== undefined && request.keyName !== keyName) {
      return { error: Errors.invalidCredentials('keyName does not match the request path') };
    }
    const field = (name: string) =>
      request[name] === undefined || request[name] === null ? '' : String(request[name]);
    const [ttl, capabilityText, clientId, timestamp, nonce, mac] = [
      'ttl',
      'capability',
      'clientId',
      'timestamp',
      'nonce',
      'mac',
    ].map(field) as [string, string, string, string, string, string];
    if (!timestamp || !nonce || !mac) {
      return { error: Errors.badRequest('TokenRequest needs timestamp, nonce and mac') };
    }
    const signText = `${keyName}\n${ttl}\n${capabilityText}\n${clientId}\n${timestamp}\n${nonce}\n`;
    if (!sameText(hmacBase64(key.secret, signText), mac)) return { error: Errors.invalidMac() };

    const now = this.now();
    if (Math.abs(now - Number(timestamp)) > TIMESTAMP_WINDOW_MS) {
      return { error: Errors.timestampNotCurrent() };
    }
    this.forgetOldNonces(now);
    const nonceId = `${keyName}:${nonce}`;
    if (this.seenNonces.has(nonceId)) return { error: Errors.nonceReplayed() };
    this.seenNonces.set(nonceId, now);

    let capability: Capability;
    try {
      capability = parseCapability(capabilityText) ?? key.capability;
    } catch (error) {
      return { error: Errors.badRequest((error as CapabilityError).message) };
    }
    if (!isWithin(capability, key.capability)) return { error: Errors.capabilityNotPermitted() };

    const ttlMs = ttl ? Number(ttl) : DEFAULT_TOKEN_TTL_MS;
    if (!Number.isFinite(ttlMs) || ttlMs <= 0 || ttlMs > MAX_TOKEN_TTL_MS) {
      return { error: Errors.badRequest(`Invalid ttl: ${ttl}`) };
    }
    return this.issue(key, { capability, clientId: clientId || null, ttlMs });
  }

  issue(
    key: ApiKey,
    options: { capability: Capability; clientId: string | null; ttlMs: number },
  ): TokenDetails {
    const issued = this.now();
    const grant = {
      k: key.name,
      c: options.capability,
      i: options.clientId,
      x: issued + options.ttlMs,
      n: issued,
    };
    const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
    const signature = createHmac('sha256', key.secret).update(payload).digest('base64url');
    return {
      token: `${payload}.${signature}`,
      keyName: key.name,
      issued,
      expires: grant.x,
      capability: JSON.stringify(options.capability),
      ...(options.clientId ? { clientId: options.clientId } : {}),
    };
  }

  /** Reads a token back; `expired` still names its grant, so callers can say which error. */
  verify(token: string): TokenGrant | 'unrecognised' | 'expired' {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return 'unrecognised';
    let grant: { k?: unknown; c?: unknown; i?: unknown; x?: unknown };
    try {
      grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof grant;
    } catch {
      return 'unrecognised';
    }
    const key = typeof grant.k === 'string' ? this.keys.get(grant.k) : undefined;
    if (!key) return 'unrecognised';
    const expected = createHmac('sha256', key.secret).update(payload).digest('base64url');
    if (!sameText(expected, signature)) return 'unrecognised';
    if (typeof grant.x !== 'number' || grant.x <= this.now()) return 'expired';
    return {
      keyName: key.name,
      capability: grant.c as Capability,
      clientId: typeof grant.i === 'string' ? grant.i : null,
      expires: grant.x,
    };
  }

  private forgetOldNonces(now: number): void {
    for (const [nonce, seenAt] of this.seenNonces) {
      if (now - seenAt <= TIMESTAMP_WINDOW_MS) break;
      this.seenNonces.delete(nonce);
    }
  }
}
