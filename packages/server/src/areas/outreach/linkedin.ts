/**
 * LinkedIn, one channel of the outreach area: what the extension syncs (docs/extension-bridge.md)
 * stored as channel-neutral conversations and messages, read back in the shapes the
 * `socialLinkedin.*` procedures have always answered with.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { memberships } from '../../platform/identity/schema';
import { ServiceError } from '../../platform/serviceError';
import { ownedBy, ownedValues, type TenantScope } from '../../platform/tenancy/tenant';
import { channelAccounts, conversations as t, messages } from './schema';
import { replaceThread, threadDigest, threadOf, type ThreadMessage } from './service';

const linkedin = eq(t.channel, 'linkedin');

/** A message as the LinkedIn procedures show it (the extension's own `id` where it sent one). */
export type LinkedinMessage = { id?: string; sender: string; text: string; sentAt: Date };

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
    .select({ linkedinUserId: t.accountId, ...counters })
    .from(t)
    .where(ownedBy(t, tenant, linkedin))
    .groupBy(t.accountId)
    .orderBy(t.accountId);
  return rows.map((row) => ({ linkedinUserId: row.linkedinUserId, ...readCounters(row) }));
}

// The list's subqueries name their tables outright: Drizzle writes a single table's columns
// without it, which inside a subquery would name the message's own columns.
const outerId = sql.raw('"conversations"."id"');
/** The last message of a thread (in the channel's order), for the list's preview. */
const lastMessage = sql<{ sender: string; text: string } | null>`(
  select json_build_object('sender', m.sender, 'text', m.text)
  from ${messages} as m where m.conversation_id = ${outerId}
  order by m.position desc limit 1)`;
const messageCount = sql<number>`(select count(*) from ${messages} as m where m.conversation_id = ${outerId})::int`;

/** Newest conversation first, with the last message as preview. */
export async function listConversations(
  db: Database,
  tenant: TenantScope,
  options: { linkedinUserId?: string; limit: number },
) {
  const rows = await db
    .select({
      id: t.id,
      linkedinUserId: t.accountId,
      conversationId: t.externalId,
      participantName: t.participantName,
      participantProfileUrl: t.participantAddress,
      lastMessageAt: t.lastActivityAt,
      hasDetails: t.hasDetails,
      syncedAt: t.syncedAt,
      messageCount,
      lastMessage,
    })
    .from(t)
    .where(
      ownedBy(
        t,
        tenant,
        linkedin,
        options.linkedinUserId ? eq(t.accountId, options.linkedinUserId) : undefined,
      ),
    )
    .orderBy(sql`${t.lastActivityAt} desc nulls last`, desc(t.syncedAt), t.id)
    .limit(options.limit);
  return rows.map(({ lastMessage: last, ...row }) => ({
    ...row,
    messageCount: Number(row.messageCount),
    preview: last ? { sender: last.sender, text: last.text } : null,
  }));
}

/** One conversation with its messages, oldest first; null when the company has no such one. */
export async function findConversation(db: Database, tenant: TenantScope, id: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(ownedBy(t, tenant, linkedin, eq(t.id, id)));
  if (!row) return null;
  // Oldest first; messages of the same moment keep the order the extension sent them in.
  const thread = [...(await threadOf(db, tenant, row.id))].sort(
    (a, b) => a.sentAt.getTime() - b.sentAt.getTime(),
  );
  return {
    id: row.id,
    linkedinUserId: row.accountId,
    conversationId: row.externalId,
    participantName: row.participantName,
    participantProfileUrl: row.participantAddress,
    lastMessageAt: row.lastActivityAt,
    hasDetails: row.hasDetails,
    messages: thread.map((message): LinkedinMessage => ({
      ...(message.externalId ? { id: message.externalId } : {}),
      sender: message.sender,
      text: message.text,
      sentAt: message.sentAt,
    })),
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
    .where(ownedBy(t, tenant, linkedin, eq(t.accountId, linkedinUserId)));
  return readCounters(row);
}

export const NOT_YOUR_ACCOUNT =
  'Dieses LinkedIn-Konto synchronisiert eine andere Person aus deinem Team. Nur sie kann seine Unterhaltungen ändern.';

// The stored row's own columns, named outright: Drizzle writes an insert's columns without
// their table, which inside the subquery below would not name the stored row.
const stored = {
  customerId: sql.raw('"channel_accounts"."customer_id"'),
  ownerId: sql.raw('"channel_accounts"."owner_id"'),
};

/**
 * A LinkedIn account belongs to the member who synced it first: the threads are their
 * messages, so nobody else in the company writes under its id, administrators included
 * (ADR 028). The claim lapses when its owner is no longer a member (left the team, account
 * deleted, or synced before owners were recorded): then the next one to sync it claims it.
 */
export async function authorizeAccountSync(
  db: Database,
  tenant: TenantScope,
  syncer: { userId: string },
  linkedinUserId: string,
): Promise<void> {
  const [account] = await db
    .insert(channelAccounts)
    .values(
      ownedValues(tenant, {
        channel: 'linkedin' as const,
        accountId: linkedinUserId,
        ownerId: syncer.userId,
      }),
    )
    .onConflictDoUpdate({
      target: [channelAccounts.customerId, channelAccounts.channel, channelAccounts.accountId],
      set: {
        ownerId: sql`case when exists (
          select 1 from ${memberships} as m
          where m.customer_id = ${stored.customerId} and m.user_id = ${stored.ownerId}
        ) then ${stored.ownerId} else excluded.owner_id end`,
      },
    })
    .returning({ ownerId: channelAccounts.ownerId });
  if (account?.ownerId !== syncer.userId) {
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
 * LinkedIn says who wrote, not in which direction: the participant's messages come in, the rest
 * (the account's owner) go out.
 */
function directionOf(sender: string, participant: string | null | undefined) {
  return participant && sender === participant ? ('inbound' as const) : ('outbound' as const);
}

/**
 * Stores a batch of conversations. Idempotent: a conversation that is stored unchanged is
 * neither created nor updated again, so a batch sent twice changes nothing.
 */
export async function storeConversations(
  db: Database,
  tenant: TenantScope,
  linkedinUserId: string,
  incoming: IncomingConversation[],
  /** Who syncs (the conversations' owner); null for the demo data. */
  syncer: { userId: string | null },
  now = new Date(),
): Promise<SyncResult> {
  // The same conversation twice in one batch: the last one counts (one row can be
  // updated only once per statement).
  const unique = new Map(incoming.map((item) => [item.conversationId, item]));
  const items = [...unique.values()].map((item) => {
    const thread = (item.messages ?? []).map((entry): ThreadMessage => ({
      externalId: entry.id ?? null,
      // Settled below, once the stored participant is known.
      direction: 'inbound',
      sender: entry.sender,
      text: entry.text,
      sentAt: entry.sentAt,
    }));
    return { item, thread, hasDetails: item.hasDetails ?? thread.length > 0 };
  });

  let created = 0;
  let updated = 0;
  if (items.length > 0) {
    // A summary without messages never wipes a thread stored earlier.
    const next = {
      participantName: sql`coalesce(excluded.participant_name, ${t.participantName})`,
      participantAddress: sql`coalesce(excluded.participant_address, ${t.participantAddress})`,
      lastActivityAt: sql`greatest(excluded.last_activity_at, ${t.lastActivityAt})`,
      threadDigest: sql`case when excluded.has_details then excluded.thread_digest else ${t.threadDigest} end`,
      hasDetails: sql`${t.hasDetails} or excluded.has_details`,
    };
    const rows = await db
      .insert(t)
      .values(
        items.map(({ item, thread, hasDetails }) =>
          ownedValues(tenant, {
            channel: 'linkedin' as const,
            accountId: linkedinUserId,
            externalId: item.conversationId,
            participantName: item.participantName ?? null,
            participantAddress: item.participantProfileUrl ?? null,
            ownerId: syncer.userId,
            lastActivityAt: item.lastMessageAt ?? null,
            hasDetails,
            // Directions follow from the sender, so the sender names stand for them here.
            threadDigest: hasDetails ? threadDigest(thread) : null,
            syncedAt: now,
          }),
        ),
      )
      .onConflictDoUpdate({
        target: [t.customerId, t.channel, t.accountId, t.externalId],
        set: { ...next, syncedAt: now },
        setWhere: sql`(${t.participantName}, ${t.participantAddress}, ${t.lastActivityAt}, ${t.threadDigest}, ${t.hasDetails})
          is distinct from (${next.participantName}, ${next.participantAddress}, ${next.lastActivityAt}, ${next.threadDigest}, ${next.hasDetails})`,
      })
      // xmax is 0 for a freshly inserted row version, non-zero for an updated one.
      .returning({
        id: t.id,
        externalId: t.externalId,
        participantName: t.participantName,
        inserted: sql<boolean>`(xmax = 0)`,
      });
    created = rows.filter((row) => row.inserted).length;
    updated = rows.length - created;

    // The threads sent whole replace what was stored, with each message's direction.
    const byExternalId = new Map(items.map((entry) => [entry.item.conversationId, entry]));
    const threads = new Map<string, ThreadMessage[]>();
    for (const row of rows) {
      const sent = byExternalId.get(row.externalId);
      if (!sent?.hasDetails) continue;
      threads.set(
        row.id,
        sent.thread.map((message) => ({
          ...message,
          direction: directionOf(message.sender, row.participantName),
        })),
      );
    }
    await replaceThread(db, tenant, [...threads.keys()], threads);
  }
  return {
    received: incoming.length,
    created,
    updated,
    unchanged: items.length - created - updated,
  };
}
