import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { appError, tooManyRequests } from '../../platform/errors';
import { httpsUrl, inputDate, noInput } from '../../platform/inputs';
import { router, tenantProcedure } from '../../platform/trpc';
import {
  authorizeAccountSync,
  findConversation,
  listAccounts,
  listConversations,
  storeConversations,
  syncCounters,
} from './linkedin';

/** Per batch and per conversation: enough for the extension's pages, bounded for the server. */
export const MAX_CONVERSATIONS_PER_BATCH = 100;
export const MAX_MESSAGES_PER_CONVERSATION = 200;
export const MAX_MESSAGE_LENGTH = 5000;
/** All message texts of one batch together: a batch stays a batch, whatever its shape. */
export const MAX_BATCH_TEXT_LENGTH = 2_000_000;

// Items of the extension's protocol stay open to fields a newer extension adds; the
// procedure's own input is strict (unknown fields are refused, never silently dropped).
const message = z.object({
  id: z.string().max(200).optional(),
  sender: z.string().max(200),
  text: z.string().max(MAX_MESSAGE_LENGTH),
  sentAt: inputDate,
});

const conversation = z.object({
  conversationId: z.string().trim().min(1).max(200),
  participantName: z.string().max(200).nullish(),
  participantProfileUrl: httpsUrl().nullish(),
  lastMessageAt: inputDate.nullish(),
  messages: z.array(message).max(MAX_MESSAGES_PER_CONVERSATION).optional(),
  /** Whether `messages` is the full thread; defaults to "messages were sent". */
  hasDetails: z.boolean().optional(),
});

const linkedinUserId = z.string().trim().min(1).max(200);

export const syncConversationsInput = z
  .strictObject({
    linkedinId: linkedinUserId,
    batchNumber: z.number().int().min(0).max(1_000_000),
    conversations: z.array(conversation).max(MAX_CONVERSATIONS_PER_BATCH),
  })
  .refine(
    ({ conversations }) =>
      conversations.reduce(
        (sum, item) =>
          sum + (item.messages ?? []).reduce((chars, entry) => chars + entry.text.length, 0),
        0,
      ) <= MAX_BATCH_TEXT_LENGTH,
    {
      message: `Die Nachrichten eines Stapels dürfen zusammen höchstens ${MAX_BATCH_TEXT_LENGTH.toLocaleString('de-DE')} Zeichen lang sein.`,
      path: ['conversations'],
    },
  );

export type SyncConversationsInput = z.input<typeof syncConversationsInput>;

export const socialLinkedinRouter = router({
  /** The tracking page: every LinkedIn account of the customer with its sync counters. */
  accounts: tenantProcedure.input(noInput).query(({ ctx }) => listAccounts(ctx.db, ctx.tenant)),

  /** The inbox list: newest conversation first, with the last message as preview. */
  conversations: tenantProcedure
    .input(
      z
        .strictObject({
          linkedinUserId: linkedinUserId.optional(),
          limit: z.number().int().min(1).max(500).default(200),
        })
        .optional(),
    )
    .query(({ ctx, input }) =>
      listConversations(ctx.db, ctx.tenant, {
        linkedinUserId: input?.linkedinUserId,
        limit: input?.limit ?? 200,
      }),
    ),

  /** One conversation with its messages, oldest first. */
  conversation: tenantProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .query(async ({ ctx, input }) => {
      const found = await findConversation(ctx.db, ctx.tenant, input.id);
      if (!found) throw appError('NOT_FOUND', 'Unterhaltung nicht gefunden.');
      return found;
    }),

  /** What the extension asks before syncing: how much of this LinkedIn account is stored. */
  latestSyncTimestamp: tenantProcedure
    .input(z.strictObject({ linkedinUserId }))
    .query(({ ctx, input }) => syncCounters(ctx.db, ctx.tenant, input.linkedinUserId)),

  /** Stores a batch of conversations; a batch sent twice changes nothing (see the service). */
  syncConversations: tenantProcedure
    .input(syncConversationsInput)
    .mutation(async ({ ctx, input }) => {
      const limited =
        (await ctx.rateLimiter.consume('ingest', ctx.user.id)) ??
        // Per company too: many members (or accounts) of one company cannot add up without end.
        (await ctx.rateLimiter.consume('ingestPerCompany', ctx.tenant.customerId));
      if (limited) throw tooManyRequests(limited);
      // Who syncs the account is recorded only with the batch it came with: a batch that fails
      // leaves no claim behind.
      const result = await ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        await authorizeAccountSync(db, ctx.tenant, { userId: ctx.user.id }, input.linkedinId);
        return storeConversations(db, ctx.tenant, input.linkedinId, input.conversations, {
          userId: ctx.user.id,
        });
      });
      if (result.created + result.updated > 0) {
        void ctx.realtime.publish(ctx.tenant.customerId, {
          name: 'linkedin.conversations.synced',
          data: {
            linkedinUserId: input.linkedinId,
            created: result.created,
            updated: result.updated,
          },
        });
      }
      return { batchNumber: input.batchNumber, ...result };
    }),
});
