import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownedBy, ownedValues, type TenantScope } from '../../tenant';
import { hasRole, type Role } from '../../roles';
import { ServiceError } from '../../serviceError';
import { linkedinAccounts, linkedinConversations as t, type LinkedinMessage } from './schema';

/** The four sync counters of one LinkedIn account (or of all, grouped), in one query. */
const counters = {
  latestSyncTimestamp: sql<number>`coalesce(floor(extract(epoch from max(${t.syncedAt})) * 1000), 0)::float8`,
  conversationCount: sql<number>`count(*)::int`,
  conversationsWithoutDetails: sql<number>`(count(*) filter (where not ${t.hasDetails}))::int`,
  conversationsWithDetails: sql<number>`(count(*) filter (where ${t.hasDetails}))::int`,
};

type CounterRow = { [K in keyof typeof counters]: number | string | null };

export type SyncCounters = { [K in keyof typeof counters]: number };

function readCounters(row: CounterRow | undefined): SyncCounters {
  return {
    latestSyncTimestamp: Number(row?.latestSyncTimestamp ?? 0),
    conversationCount: Number(row?.conversationCount ?? 0),
    conversationsWithoutDetails: Number(row?.conversationsWithoutDetails ?? 0),
    conversationsWithDetails: Number(row?.conversationsWithDetails ?? 0),
  };
}

/** Every LinkedIn account of the company with its sync counters. */
export async function listAccounts(db: Database, tenant: TenantScope) {
  const rows = await db
    .select({ linkedinUserId: t.linkedinUserId, ...counters })
    .from(t)
    .where(ownedBy(t, tenant))
    .groupBy(t.linkedinUserId)
    .orderBy(t.linkedinUserId);
  return rows.map((row) => ({ linkedinUserId: row.linkedinUserId, ...readCounters(row) }));
}

/** Newest conversation first, with the last message as preview. */
export async function listConversations(
  db: Database,
  tenant: TenantScope,
  options: { linkedinUserId?: string; limit: number },
) {
  const rows = await db
    .select({
      id: t.id,
      linkedinUserId: t.linkedinUserId,
      conversationId: t.conversationId,
      participantName: t.participantName,
      participantProfileUrl: t.participantProfileUrl,
      lastMessageAt: t.lastMessageAt,
      hasDetails: t.hasDetails,
      syncedAt: t.syncedAt,
      messageCount: sql<number>`jsonb_array_length(${t.messages})::int`,
      lastMessage: sql<LinkedinMessage | null>`${t.messages} -> -1`,
    })
    .from(t)
    .where(
      ownedBy(
        t,
        tenant,
        options.linkedinUserId ? eq(t.linkedinUserId, options.linkedinUserId) : undefined,
      ),
    )
    .orderBy(sql`${t.lastMessageAt} desc nulls last`, desc(t.syncedAt), t.id)
    .limit(options.limit);
  return rows.map(({ lastMessage, ...row }) => ({
    ...row,
    messageCount: Number(row.messageCount),
    preview: lastMessage ? { sender: lastMessage.sender, text: lastMessage.text } : null,
  }));
}

/** One conversation with its messages, oldest first; null when the company has no such one. */
export async function findConversation(db: Database, tenant: TenantScope, id: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(ownedBy(t, tenant, eq(t.id, id)));
  if (!row) return null;
  const messages = [...row.messages].sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  return {
    id: row.id,
    linkedinUserId: row.linkedinUserId,
    conversationId: row.conversationId,
    participantName: row.participantName,
    participantProfileUrl: row.participantProfileUrl,
    lastMessageAt: row.lastMessageAt,
    hasDetails: row.hasDetails,
    messages: messages.map((message) => ({ ...message, sentAt: new Date(message.sentAt) })),
  };
}

/** How much of this LinkedIn account the company has stored. */
export async function syncCounters(
  db: Database,
  tenant: TenantScope,
  linkedinUserId: string,
): Promise<SyncCounters> {
  const [row] = await db
    .select(counters)
    .from(t)
    .where(ownedBy(t, tenant, eq(t.linkedinUserId, linkedinUserId)));
  return readCounters(row);
}

export const NOT_YOUR_ACCOUNT =
  'Dieses LinkedIn-Konto synchronisiert eine andere Person. Nur sie oder ein Administrator kann seine Unterhaltungen ändern.';

/**
 * Records who syncs this LinkedIn account (the first to sync it, or to sync it since this was
 * recorded), and refuses anyone else but an admin: the threads are that person's messages.
 */
export async function authorizeAccountSync(
  db: Database,
  tenant: TenantScope,
  syncer: { userId: string; role: Role | null },
  linkedinUserId: string,
): Promise<void> {
  const [account] = await db
    .insert(linkedinAccounts)
    .values(ownedValues(tenant, { linkedinUserId, syncedBy: syncer.userId }))
    .onConflictDoUpdate({
      target: [linkedinAccounts.customerId, linkedinAccounts.linkedinUserId],
      set: { syncedBy: sql`coalesce(${linkedinAccounts.syncedBy}, excluded.synced_by)` },
    })
    .returning({ syncedBy: linkedinAccounts.syncedBy });
  if (account?.syncedBy !== syncer.userId && !hasRole(syncer.role, 'admin')) {
    throw new ServiceError('FORBIDDEN', NOT_YOUR_ACCOUNT);
  }
}

export type IncomingConversation = {
  conversationId: string;
  participantName?: string | null;
  participantProfileUrl?: string | null;
  lastMessageAt?: Date | null;
  messages?: { id?: string; sender: string; text: string; sentAt: Date }[];
  hasDetails?: boolean;
};

export type SyncResult = { received: number; created: number; updated: number; unchanged: number };

/**
 * Stores a batch of conversations. Idempotent: a conversation that is stored unchanged is
 * neither created nor updated again, so a batch sent twice changes nothing.
 */
export async function storeConversations(
  db: Database,
  tenant: TenantScope,
  linkedinUserId: string,
  conversations: IncomingConversation[],
  now = new Date(),
): Promise<SyncResult> {
  // The same conversation twice in one batch: the last one counts (one row can be
  // updated only once per statement).
  const unique = new Map(conversations.map((item) => [item.conversationId, item]));
  const values = [...unique.values()].map((item) => {
    const messages: LinkedinMessage[] = (item.messages ?? []).map((entry) => ({
      ...(entry.id ? { id: entry.id } : {}),
      sender: entry.sender,
      text: entry.text,
      sentAt: entry.sentAt.toISOString(),
    }));
    return ownedValues(tenant, {
      linkedinUserId,
      conversationId: item.conversationId,
      participantName: item.participantName ?? null,
      participantProfileUrl: item.participantProfileUrl ?? null,
      lastMessageAt: item.lastMessageAt ?? null,
      messages,
      hasDetails: item.hasDetails ?? messages.length > 0,
      syncedAt: now,
    });
  });

  let created = 0;
  let updated = 0;
  if (values.length > 0) {
    // A summary without messages never wipes a thread stored earlier.
    const next = {
      participantName: sql`coalesce(excluded.participant_name, ${t.participantName})`,
      participantProfileUrl: sql`coalesce(excluded.participant_profile_url, ${t.participantProfileUrl})`,
      lastMessageAt: sql`greatest(excluded.last_message_at, ${t.lastMessageAt})`,
      messages: sql`case when excluded.has_details then excluded.messages else ${t.messages} end`,
      hasDetails: sql`${t.hasDetails} or excluded.has_details`,
    };
    const rows = await db
      .insert(t)
      .values(values)
      .onConflictDoUpdate({
        target: [t.customerId, t.linkedinUserId, t.conversationId],
        set: { ...next, syncedAt: now },
        setWhere: sql`(${t.participantName}, ${t.participantProfileUrl}, ${t.lastMessageAt}, ${t.messages}, ${t.hasDetails})
          is distinct from (${next.participantName}, ${next.participantProfileUrl}, ${next.lastMessageAt}, ${next.messages}, ${next.hasDetails})`,
      })
      // xmax is 0 for a freshly inserted row version, non-zero for an updated one.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    created = rows.filter((row) => row.inserted).length;
    updated = rows.length - created;
  }
  return {
    received: conversations.length,
    created,
    updated,
    unchanged: values.length - created - updated,
  };
}
