import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { conversations, type Conversation } from './schema';
import { replaceThread, threadDigest, threadOf, type ThreadMessage } from './service';

/** A LinkedIn conversation as the extension describes it (docs/extension-bridge.md). */
export type LinkedinConversationFields = {
  linkedinUserId?: string;
  conversationId?: string;
  participantName?: string | null;
  participantProfileUrl?: string | null;
  lastMessageAt?: Date | null;
  messages?: { id?: string; sender: string; text: string; sentAt: string }[];
  hasDetails?: boolean;
};

/** A synced LinkedIn conversation of this customer, with one message by default. */
export async function createConversation(
  db: Database,
  customerId: string,
  fields: LinkedinConversationFields = {},
): Promise<Conversation> {
  const participantName =
    fields.participantName === undefined ? 'Jana Beispiel' : fields.participantName;
  const thread: ThreadMessage[] = (
    fields.messages ?? [
      { sender: 'Jana Beispiel', text: 'Hallo!', sentAt: '2026-11-20T09:00:00.000Z' },
    ]
  ).map((message) => ({
    externalId: message.id ?? null,
    direction: message.sender === participantName ? 'inbound' : 'outbound',
    sender: message.sender,
    text: message.text,
    sentAt: new Date(message.sentAt),
  }));
  const hasDetails = fields.hasDetails ?? true;
  const [conversation] = await db
    .insert(conversations)
    .values({
      customerId,
      channel: 'linkedin',
      accountId: fields.linkedinUserId ?? 'linkedin-konto',
      externalId: fields.conversationId ?? `gespraech-${randomUUID()}`,
      participantName,
      participantAddress: fields.participantProfileUrl ?? null,
      lastActivityAt: fields.lastMessageAt ?? null,
      hasDetails,
      threadDigest: hasDetails ? threadDigest(thread) : null,
    })
    .returning();
  if (!conversation) throw new Error('no conversation');
  await replaceThread(db, { customerId }, [conversation.id], new Map([[conversation.id, thread]]));
  return conversation;
}

/**
 * A LinkedIn conversation as stored, in the extension's terms: its row and its thread (sent
 * times as ISO text, the extension's message id where it sent one).
 */
export async function storedLinkedinConversation(
  db: Database,
  customerId: string,
  conversationId: string,
) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.customerId, customerId),
        eq(conversations.channel, 'linkedin'),
        eq(conversations.externalId, conversationId),
      ),
    );
  if (!row) return undefined;
  const thread = await threadOf(db, { customerId }, row.id);
  return {
    ...row,
    messages: thread.map((message) => ({
      ...(message.externalId ? { id: message.externalId } : {}),
      sender: message.sender,
      text: message.text,
      sentAt: message.sentAt.toISOString(),
    })),
  };
}
