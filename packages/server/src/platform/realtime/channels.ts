/**
 * Realtime channels are per customer: `customer:<id>` and its sub-channels `customer:<id>:…`.
 * A token grants exactly those, so one tenant can never attach to another's events.
 */
export function customerChannel(customerId: string): string {
  return `customer:${customerId}`;
}

/** A person's own channel (their notifications): only their tokens may subscribe to it. */
export function userChannel(userId: string): string {
  return `user:${userId}`;
}

// Browsers only listen: every event on a company's channel comes from the server, which
// publishes with the key. Presence and history stay off until a screen needs them.
const OPERATIONS = ['subscribe'] as const;

/**
 * The clientId of every message the server publishes. Users' tokens carry their own id (a UUID),
 * so no browser can send a message under this name; the app acts on nothing else.
 */
export const SERVER_CLIENT_ID = 'sprint-server';

/**
 * What a token grants: the customer's channels, the person's own, and the channels areas add
 * for them (the community's, for its members).
 */
export function customerCapability(
  customerId: string,
  userId?: string,
  extraChannels: readonly string[] = [],
): Record<string, (typeof OPERATIONS)[number][]> {
  const operations = [...OPERATIONS];
  return {
    [customerChannel(customerId)]: operations,
    [`${customerChannel(customerId)}:*`]: operations,
    ...(userId ? { [userChannel(userId)]: operations } : {}),
    ...Object.fromEntries(extraChannels.map((channel) => [channel, [...OPERATIONS]])),
  };
}

/** How long an issued token lives; the client re-authenticates through the procedure. */
export const REALTIME_TOKEN_TTL_MS = 60 * 60 * 1000;
