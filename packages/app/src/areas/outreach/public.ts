/** What other areas may use of the outreach area: links into the inbox. */
import type { Channel } from '@sprint/server/outreach';

export const INBOX_HREF = '/app/outreach/inbox';

/** One conversation in the inbox, on its channel's tab. */
export function conversationHref(conversationId: string, channel: Channel = 'linkedin'): string {
  return `${INBOX_HREF}?channel=${channel}&conversation=${conversationId}`;
}
