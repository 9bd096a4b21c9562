import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { linkedinConversations, type LinkedinConversation } from './schema';

/** A synced LinkedIn conversation of this customer, with one message by default. */
export async function createConversation(
  db: Database,
  customerId: string,
  fields: Partial<Omit<LinkedinConversation, 'id' | 'customerId'>> = {},
): Promise<LinkedinConversation> {
  const [conversation] = await db
    .insert(linkedinConversations)
    .values({
      linkedinUserId: 'linkedin-konto',
      conversationId: `gespraech-${randomUUID()}`,
      participantName: 'Jana Beispiel',
      hasDetails: true,
      messages: [{ sender: 'Jana Beispiel', text: 'Hallo!', sentAt: '2026-11-20T09:00:00.000Z' }],
      ...fields,
      customerId,
    })
    .returning();
  if (!conversation) throw new Error('no conversation');
  return conversation;
}
