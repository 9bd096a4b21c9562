import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';
import { createdAt, id } from '../../db/columns';
import { tenantColumn } from '../../db/tenantColumn';

export type LinkedinMessage = {
  id?: string;
  sender: string;
  text: string;
  sentAt: string;
};

export const linkedinConversations = pgTable(
  'linkedin_conversations',
  {
    id: id(),
    customerId: tenantColumn(),
    linkedinUserId: text('linkedin_user_id').notNull(),
    conversationId: text('conversation_id').notNull(),
    participantName: text('participant_name'),
    participantProfileUrl: text('participant_profile_url'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    messages: jsonb('messages')
      .$type<LinkedinMessage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    hasDetails: boolean('has_details').notNull().default(false),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One row per conversation of one LinkedIn account; the customer is part of the key so
    // two tenants syncing the same account never touch each other's rows.
    uniqueIndex('linkedin_conversations_key').on(
      table.customerId,
      table.linkedinUserId,
      table.conversationId,
    ),
  ],
);

export type LinkedinConversation = typeof linkedinConversations.$inferSelect;

/**
 * A LinkedIn account as the company knows it: who syncs it. Its threads are that person's
 * messages, so only they or an admin may overwrite them.
 */
export const linkedinAccounts = pgTable(
  'linkedin_accounts',
  {
    id: id(),
    customerId: tenantColumn(),
    linkedinUserId: text('linkedin_user_id').notNull(),
    /** Null for accounts synced before this was recorded: the next sync claims them. */
    syncedBy: uuid('synced_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('linkedin_accounts_key').on(table.customerId, table.linkedinUserId)],
);

export type LinkedinAccount = typeof linkedinAccounts.$inferSelect;
