/**
 * Realtime channels are per customer: `customer:<id>` and its sub-channels `customer:<id>:…`.
 * A token grants exactly those, so one tenant can never attach to another's events.
 */
export function customerChannel(customerId: string): string {
  return `customer:${customerId}`;
}

// Browsers only listen: every event on a company's channel comes from the server, which
// publishes with the key. Presence and history stay off until a screen needs them.
const OPERATIONS = ['subscribe'] as const;

/**
 * The clientId of every message the server publishes. Users' tokens carry their own id (a UUID),
 * so no browser can send a message under this name; the app acts on nothing else.
 */
export const SERVER_CLIENT_ID = 'sprint-server';

export function customerCapability(
  customerId: string,
): Record<string, (typeof OPERATIONS)[number][]> {
  const operations = [...OPERATIONS];
  return {
    [customerChannel(customerId)]: operations,
    [`${customerChannel(customerId)}:*`]: operations,
  };
}

/** How long an issued token lives; the client re-authenticates through the procedure. */
export const REALTIME_TOKEN_TTL_MS = 60 * 60 * 1000;
