/**
 * The part of Ably's wire protocol (version 6, JSON) that ably-js 2.x speaks, as read from the
 * pinned SDK (`node_modules/ably/build/ably-node.js`: `actions`, `flags`, `TransportParams`).
 */
export const PROTOCOL_VERSION = 6;

export const Action = {
  HEARTBEAT: 0,
  ACK: 1,
  NACK: 2,
  CONNECT: 3,
  CONNECTED: 4,
  DISCONNECT: 5,
  DISCONNECTED: 6,
  CLOSE: 7,
  CLOSED: 8,
  ERROR: 9,
  ATTACH: 10,
  ATTACHED: 11,
  DETACH: 12,
  DETACHED: 13,
  PRESENCE: 14,
  MESSAGE: 15,
  SYNC: 16,
  AUTH: 17,
} as const;

/** Channel mode flags an ATTACHED carries, derived from the token's capability. */
export const Flag = {
  PRESENCE: 1 << 16,
  PUBLISH: 1 << 17,
  SUBSCRIBE: 1 << 18,
  PRESENCE_SUBSCRIBE: 1 << 19,
} as const;

export type ErrorInfo = { message: string; code: number; statusCode: number; href?: string };

export function errorInfo(code: number, statusCode: number, message: string): ErrorInfo {
  return { message, code, statusCode, href: `https://help.ably.io/error/${code}` };
}

/** The errors the emulator answers with, by Ably's codes, so the SDK reacts as it would to Ably. */
export const Errors = {
  badRequest: (message: string) => errorInfo(40000, 400, message),
  unsupportedFormat: () =>
    errorInfo(40000, 400, 'Unsupported protocol format: the emulator speaks JSON only'),
  invalidCredentials: (message = 'Invalid credentials') => errorInfo(40101, 401, message),
  invalidMac: () => errorInfo(40101, 401, 'Invalid mac'),
  timestampNotCurrent: () => errorInfo(40104, 401, 'Timestamp not current'),
  nonceReplayed: () => errorInfo(40105, 401, 'Nonce value replayed'),
  mismatchedClientId: () => errorInfo(40012, 400, 'Mismatched clientId'),
  tooLarge: (size: number, limit: number) =>
    errorInfo(40009, 400, `Maximum message length exceeded (was ${size} bytes, limit ${limit})`),
  tokenUnrecognised: () => errorInfo(40140, 401, 'Token error: token unrecognised'),
  tokenExpired: () => errorInfo(40142, 401, 'Key/token status changed (expire)'),
  tokenRevoked: () => errorInfo(40141, 401, 'token revoked'),
  basicAuthRequired: () =>
    errorInfo(40162, 401, 'Token revocation requires Basic authentication with the key'),
  wrongKeyForRevocation: () =>
    errorInfo(40133, 401, 'Can only revoke tokens using the same key that issued them'),
  invalidRevocationTarget: (target: string) =>
    errorInfo(40000, 400, `Invalid revocation target "${target}": expected "clientId:<id>"`),
  capabilityDenied: () => errorInfo(40160, 401, 'Channel denied access based on given capability'),
  capabilityNotPermitted: () =>
    errorInfo(40160, 401, 'Requested capability is not permitted by the key'),
  notFound: (path: string) => errorInfo(40400, 404, `Not found: ${path}`),
  forbiddenOrigin: (origin: string) => errorInfo(40300, 403, `Origin not allowed: ${origin}`),
  invalidTimestamp: (what: string) =>
    errorInfo(40000, 400, `Invalid ${what} timestamp: expected milliseconds since the epoch`),
  unableToRecover: () => errorInfo(80008, 400, 'Unable to recover connection: not supported'),
  unsupported: (what: string) => errorInfo(40000, 400, `${what} is not supported by the emulator`),
} as const;

/**
 * Milliseconds since the epoch, as a JSON number. Checked, not coerced: `Number()` turns text
 * into NaN, which slips past range checks (every comparison with it is false), and reads `[t]`,
 * `0x…` and padded digits as a time.
 */
export function isTimestamp(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export type WireMessage = {
  id?: string;
  name?: string;
  data?: unknown;
  encoding?: string;
  clientId?: string;
  connectionId?: string;
  timestamp?: number;
  extras?: unknown;
};

export type ProtocolMessage = {
  action: number;
  id?: string;
  channel?: string;
  channelSerial?: string;
  connectionId?: string;
  msgSerial?: number;
  count?: number;
  flags?: number;
  timestamp?: number;
  messages?: WireMessage[];
  error?: ErrorInfo;
  auth?: { accessToken?: string };
  connectionDetails?: Record<string, unknown>;
};
