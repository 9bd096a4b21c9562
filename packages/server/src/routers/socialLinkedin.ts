import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { linkedinConversations, type LinkedinMessage } from '../db/schema';
import { appError } from '../errors';
import { router, tenantProcedure } from '../trpc';

/** Per batch and per conversation: enough for the extension's pages, bounded for the server. */
export const MAX_CONVERSATIONS_PER_BATCH = 100;
export const MAX_MESSAGES_PER_CONVERSATION = 200;
export const MAX_MESSAGE_LENGTH = 5000;

/** A point in time as the extension may send it: a Date (superjson), ISO text or epoch ms. */
const timestamp = z.union([z.date(), z.string().max(64), z.number()]).transform((value, ctx) => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'Ungültiger Zeitpunkt' });
    return z.NEVER;
  }
  return date;
});

const message = z.object({
  id: z.string().max(200).optional(),
  sender: z.string().max(200),
  text: z.string().max(MAX_MESSAGE_LENGTH),
  sentAt: timestamp,
});

const conversation = z.object({
  conversationId: z.string().trim().min(1).max(200),
  participantName: z.string().max(200).nullish(),
  participantProfileUrl: z.url().max(2048).nullish(),
  lastMessageAt: timestamp.nullish(),
  messages: z.array(message).max(MAX_MESSAGES_PER_CONVERSATION).optional(),
  /** Whether `messages` is the full thread; defaults to "messages were sent". */
  hasDetails: z.boolean().optional(),
});

const linkedinUserId = z.string().trim().min(1).max(200);

export const syncConversationsInput = z.object({
  linkedinId: linkedinUserId,
  batchNumber: z.number().int().min(0).max(1_000_000),
  conversations: z.array(conversation).max(MAX_CONVERSATIONS_PER_BATCH),
});

export type SyncConversationsInput = z.input<typeof syncConversationsInput>;

const t = linkedinConversations;

/** The four sync counters of one LinkedIn account (or of all, grouped), in one query. */
const counters = {
  latestSyncTimestamp: sql<number>`coalesce(floor(extract(epoch from max(${t.syncedAt})) * 1000), 0)::float8`,
  conversationCount: sql<number>`count(*)::int`,
  conversationsWithoutDetails: sql<number>`(count(*) filter (where not ${t.hasDetails}))::int`,
  conversationsWithDetails: sql<number>`(count(*) filter (where ${t.hasDetails}))::int`,
};

type CounterRow = { [K in keyof typeof counters]: number | string | null };

function readCounters(row: CounterRow | undefined) {
  return {
    latestSyncTimestamp: Number(row?.latestSyncTimestamp ?? 0),
    conversationCount: Number(row?.conversationCount ?? 0),
    conversationsWithoutDetails: Number(row?.conversationsWithoutDetails ?? 0),
    conversationsWithDetails: Number(row?.conversationsWithDetails ?? 0),
  };
}

export const socialLinkedinRouter = router({
  /** The tracking page: every LinkedIn account of the customer with its sync counters. */
  accounts: tenantProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({ linkedinUserId: t.linkedinUserId, ...counters })
      .from(t)
      .where(eq(t.customerId, ctx.tenant.customerId))
      .groupBy(t.linkedinUserId)
      .orderBy(t.linkedinUserId);
    return rows.map((row) => ({ linkedinUserId: row.linkedinUserId, ...readCounters(row) }));
  }),

  /** The inbox list: newest conversation first, with the last message as preview. */
  conversations: tenantProcedure
    .input(
      z
        .object({
          linkedinUserId: linkedinUserId.optional(),
          limit: z.number().int().min(1).max(500).default(200),
        })
        .optional(),
    )
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db
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
          and(
            eq(t.customerId, ctx.tenant.customerId),
            input?.linkedinUserId ? eq(t.linkedinUserId, input.linkedinUserId) : undefined,
          ),
        )
        .orderBy(sql`${t.lastMessageAt} desc nulls last`, desc(t.syncedAt), t.id)
        .limit(input?.limit ?? 200);
      return rows.map(({ lastMessage, ...row }) => ({
        ...row,
        messageCount: Number(row.messageCount),
        preview: lastMessage ? { sender: lastMessage.sender, text: lastMessage.text } : null,
      }));
    }),

  /** One conversation with its messages, oldest first. */
  conversation: tenantProcedure.input(z.object({ id: z.uuid() })).query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select()
      .from(t)
      .where(and(eq(t.id, input.id), eq(t.customerId, ctx.tenant.customerId)));
    if (!row) throw appError('NOT_FOUND', 'Unterhaltung nicht gefunden.');
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
  }),

  /** What the extension asks before syncing: how much of this LinkedIn account is stored. */
  latestSyncTimestamp: tenantProcedure
    .input(z.object({ linkedinUserId }))
    .query(async ({ ctx, input }) => {
      const [row] = await ctx.db
        .select(counters)
        .from(t)
        .where(
          and(eq(t.customerId, ctx.tenant.customerId), eq(t.linkedinUserId, input.linkedinUserId)),
        );
      return readCounters(row);
    }),

  /**
   * Stores a batch of conversations. Idempotent: a conversation that is stored unchanged is
   * neither created nor updated again, so a batch sent twice changes nothing.
   */
  syncConversations: tenantProcedure
    .input(syncConversationsInput)
    .mutation(async ({ ctx, input }) => {
      // The same conversation twice in one batch: the last one counts (one row can be
      // updated only once per statement).
      const unique = new Map(input.conversations.map((item) => [item.conversationId, item]));
      const now = new Date();
      const values = [...unique.values()].map((item) => {
        const messages: LinkedinMessage[] = (item.messages ?? []).map((entry) => ({
          ...(entry.id ? { id: entry.id } : {}),
          sender: entry.sender,
          text: entry.text,
          sentAt: entry.sentAt.toISOString(),
        }));
        return {
          customerId: ctx.tenant.customerId,
          linkedinUserId: input.linkedinId,
          conversationId: item.conversationId,
          participantName: item.participantName ?? null,
          participantProfileUrl: item.participantProfileUrl ?? null,
          lastMessageAt: item.lastMessageAt ?? null,
          messages,
          hasDetails: item.hasDetails ?? messages.length > 0,
          syncedAt: now,
        };
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
        const rows = await ctx.db
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

      if (created + updated > 0) {
        void ctx.realtime.publish(ctx.tenant.customerId, {
          name: 'linkedin.conversations.synced',
          data: { linkedinUserId: input.linkedinId, created, updated },
        });
      }

      return {
        batchNumber: input.batchNumber,
        received: input.conversations.length,
        created,
        updated,
        unchanged: values.length - created - updated,
      };
    }),
});
