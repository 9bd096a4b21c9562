/**
 * Realtime channels are per customer: `customer:<id>` and its sub-channels `customer:<id>:…`.
 * A token grants exactly those, so one tenant can never attach to another's events.
 */
export function customerChannel(customerId: string): string {
  return `customer:${customerId}`;
}

// What the app does with a channel; presence and history stay off until a screen needs them.
const OPERATIONS = ['subscribe', 'publish'] as const;

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

/** Domain events on a customer's channel; open pages refetch what changed. */
export type RealtimeEvent =
  | { name: 'lead.changed'; data: { leadId: string } }
  | {
      name: 'linkedin.conversations.synced';
      data: { linkedinUserId: string; created: number; updated: number };
    };

export type RealtimeEventName = RealtimeEvent['name'];
