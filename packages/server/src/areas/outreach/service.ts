/**
 * Conversations of every channel: the queries the channels (linkedin.ts, later e-mail and
 * Instagram) and other areas (the CRM's links) share. Every query carries the company.
 */
import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { ownedBy, type TenantScope } from '../../platform/tenancy/tenant';
import type { MessageDirection } from './model';
import { conversations, messages } from './schema';

/** A message as a channel hands it over and reads it back. */
export type ThreadMessage = {
  externalId?: string | null;
  direction: MessageDirection;
  sender: string;
  text: string;
  sentAt: Date;
};

/**
 * A digest of a thread: equal for the same messages in the same order. Written so that SQL can
 * compute the same (the migration that moved the LinkedIn threads does): each message's id,
 * sender, text and time (ISO, UTC, milliseconds) joined by U+001F, the messages by U+001E, MD5.
 * The direction is left out: it follows from the sender.
 */
export function threadDigest(thread: readonly ThreadMessage[]): string {
  const text = thread
    .map((message) =>
      [message.externalId ?? '', message.sender, message.text, message.sentAt.toISOString()].join(
        '\u001f',
      ),
    )
    .join('\u001e');
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** The thread of one conversation of the company, in the order the channel sent it. */
export async function threadOf(
  db: Database,
  tenant: TenantScope,
  conversationId: string,
): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      externalId: messages.externalId,
      direction: messages.direction,
      sender: messages.sender,
      text: messages.text,
      sentAt: messages.sentAt,
    })
    .from(messages)
    .where(ownedBy(messages, tenant, eq(messages.conversationId, conversationId)))
    .orderBy(asc(messages.position));
  return rows;
}

/** Replaces a conversation's stored thread with this one (a channel sent it whole). */
export async function replaceThread(
  db: Database,
  tenant: TenantScope,
  conversationIds: readonly string[],
  threads: ReadonlyMap<string, readonly ThreadMessage[]>,
): Promise<void> {
  if (conversationIds.length === 0) return;
  await db
    .delete(messages)
    .where(ownedBy(messages, tenant, inArray(messages.conversationId, [...conversationIds])));
  const rows = conversationIds.flatMap((conversationId) =>
    (threads.get(conversationId) ?? []).map((message, position) => ({
      customerId: tenant.customerId,
      conversationId,
      position,
      direction: message.direction,
      sender: message.sender,
      text: message.text,
      sentAt: message.sentAt,
      externalId: message.externalId ?? null,
    })),
  );
  // In slices: PostgreSQL takes at most 65,535 parameters in one statement.
  for (let start = 0; start < rows.length; start += 5_000) {
    await db.insert(messages).values(rows.slice(start, start + 5_000));
  }
}

/** One conversation of the company (any channel), or null: another company's is as missing. */
export async function findConversationRow(db: Database, tenant: TenantScope, id: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(ownedBy(conversations, tenant, eq(conversations.id, id)))
    .limit(1);
  return row ?? null;
}
