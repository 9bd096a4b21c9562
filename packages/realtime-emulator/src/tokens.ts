import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ALL,
  isWithin,
  parseCapability,
  type Capability,
  type CapabilityError,
} from './capability';
import { Errors, isTimestamp, type ErrorInfo } from './protocol';

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
  issued: number;
  expires: number;
};

/** One `clientId:` target of a revocation, as `POST /keys/{keyName}/revokeTokens` records it. */
export type Revocation = {
  keyName: string;
  clientId: string;
  issuedBefore: number;
  appliesAt: number;
};

export type RevocationResult =
  | { target: string; issuedBefore: number; appliesAt: number }
  | { target: string; error: ErrorInfo };

/** Ably's batch result, which ably-js 2.x (protocol version 6) returns from `revokeTokens()` as is. */
export type RevocationBatch = {
  successCount: number;
  failureCount: number;
  results: RevocationResult[];
};

export const DEFAULT_TOKEN_TTL_MS = 60 * 60 * 1000;
const MAX_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** How far a TokenRequest's timestamp may be from the emulator's clock. */
const TIMESTAMP_WINDOW_MS = 10 * 60 * 1000;
/** Ably refuses a revocation whose `issuedBefore` is older than this, or in the future. */
const MAX_REVOCATION_AGE_MS = 60 * 60 * 1000;
const MAX_REVOCATION_TARGETS = 100;

function hmacBase64(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

type Failure = { error: ErrorInfo };

/** Whether a revocation, once in force, covers a token: same key and clientId, issued before. */
export function revokes(revocation: Revocation, grant: TokenGrant): boolean {
  return (
    grant.keyName === revocation.keyName &&
    grant.clientId === revocation.clientId &&
    grant.issued < revocation.issuedBefore
  );
}

/**
 * Issues and checks tokens. A token is the grant itself, signed with its key's secret, so it
 * stays valid across an emulator restart with the same keys, as Ably's tokens outlive a socket.
 */
export class TokenAuthority {
  private readonly keys = new Map<string, ApiKey>();
  private readonly seenNonces = new Map<string, number>();
  /** `[keyName, clientId]` as JSON → its revocations, kept while a token they hit can live. */
  private readonly revocations = new Map<string, Revocation[]>();

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
    // Digits as text are the same time the mac signs; other text is no time at all.
    const time =
      typeof request.timestamp === 'string' && /^\d+$/.test(request.timestamp)
        ? Number(request.timestamp)
        : request.timestamp;
    if (!isTimestamp(time)) return { error: Errors.invalidTimestamp('TokenRequest') };
    const signText = `${keyName}\n${ttl}\n${capabilityText}\n${clientId}\n${timestamp}\n${nonce}\n`;
    if (!sameText(hmacBase64(key.secret, signText), mac)) return { error: Errors.invalidMac() };

    const now = this.now();
    if (Math.abs(now - time) > TIMESTAMP_WINDOW_MS) {
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

  /** Reads a token back: its grant, or why it is refused. */
  verify(token: string): TokenGrant | 'unrecognised' | 'expired' | 'revoked' {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return 'unrecognised';
    let grant: { k?: unknown; c?: unknown; i?: unknown; x?: unknown; n?: unknown };
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
    const verified: TokenGrant = {
      keyName: key.name,
      capability: grant.c as Capability,
      clientId: typeof grant.i === 'string' ? grant.i : null,
      // A token without an issue time counts as issued before any revocation.
      issued: typeof grant.n === 'number' ? grant.n : 0,
      expires: grant.x,
    };
    return this.isRevoked(verified) ? 'revoked' : verified;
  }

  /**
   * `POST /keys/{keyName}/revokeTokens` (the caller has checked the key): records a revocation
   * per `clientId:` target, and reports each target as Ably's batch result does. The tokens stay
   * self-contained, so a revocation is a (clientId, issuedBefore) pair checked on every use.
   */
  revokeTokens(
    keyName: string,
    body: unknown,
    reauthMargin: number,
  ): { batch: RevocationBatch; revoked: Revocation[] } | Failure {
    if (typeof body !== 'object' || body === null) {
      return { error: Errors.badRequest('Expected a revocation request object') };
    }
    const request = body as Record<string, unknown>;
    const targets = request.targets;
    if (
      !Array.isArray(targets) ||
      targets.length === 0 ||
      !targets.every((target) => typeof target === 'string')
    ) {
      return { error: Errors.badRequest('targets must be a non-empty array of "type:value"') };
    }
    if (targets.length > MAX_REVOCATION_TARGETS) {
      return { error: Errors.badRequest(`At most ${MAX_REVOCATION_TARGETS} targets per request`) };
    }
    if (request.allowReauthMargin != null && typeof request.allowReauthMargin !== 'boolean') {
      return { error: Errors.badRequest('allowReauthMargin must be a boolean') };
    }
    const now = this.now();
    const issuedBefore = request.issuedBefore ?? now;
    if (!isTimestamp(issuedBefore)) return { error: Errors.invalidTimestamp('issuedBefore') };
    if (issuedBefore > now || issuedBefore < now - MAX_REVOCATION_AGE_MS) {
      return { error: Errors.badRequest('issuedBefore must be within the last hour') };
    }
    // With the margin, clients get AUTH now and 30 s to swap their token before it counts.
    const appliesAt = request.allowReauthMargin === true ? now + reauthMargin : now;

    this.forgetOldRevocations(now);
    const revoked: Revocation[] = [];
    const results = (targets as string[]).map((target): RevocationResult => {
      const separator = target.indexOf(':');
      const type = separator < 0 ? target : target.slice(0, separator);
      const value = separator < 0 ? '' : target.slice(separator + 1);
      if (type === 'channel' || type === 'revocationKey') {
        return { target, error: Errors.unsupported(`Revoking tokens by ${type}`) };
      }
      if (type !== 'clientId') return { target, error: Errors.invalidRevocationTarget(target) };
      if (!value) return { target, error: Errors.invalidRevocationTarget(target) };
      const revocation = { keyName, clientId: value, issuedBefore, appliesAt };
      const id = JSON.stringify([keyName, value]);
      this.revocations.set(id, [...(this.revocations.get(id) ?? []), revocation]);
      revoked.push(revocation);
      return { target, issuedBefore, appliesAt };
    });
    const successCount = results.filter((result) => !('error' in result)).length;
    return {
      batch: { successCount, failureCount: results.length - successCount, results },
      revoked,
    };
  }

  /** Whether a revocation in force at `at` covers the token (its key, clientId and issue time). */
  isRevoked(grant: TokenGrant, at: number = this.now()): boolean {
    if (grant.clientId === null) return false;
    const revocations = this.revocations.get(JSON.stringify([grant.keyName, grant.clientId]));
    return (revocations ?? []).some(
      (revocation) => revocation.appliesAt <= at && revokes(revocation, grant),
    );
  }

  /** No token lives longer than the longest ttl, so older revocations can hit none. */
  private forgetOldRevocations(now: number): void {
    for (const [id, revocations] of this.revocations) {
      const current = revocations.filter(
        ({ issuedBefore }) => issuedBefore > now - MAX_TOKEN_TTL_MS,
      );
      if (current.length > 0) this.revocations.set(id, current);
      else this.revocations.delete(id);
    }
  }

  private forgetOldNonces(now: number): void {
    for (const [nonce, seenAt] of this.seenNonces) {
      if (now - seenAt <= TIMESTAMP_WINDOW_MS) break;
      this.seenNonces.delete(nonce);
    }
  }
}
