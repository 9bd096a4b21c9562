import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../platform/db/columns';
import { tenantColumn } from '../../platform/db/tenantColumn';
import { users } from '../../platform/identity/schema';
import { CHANNELS, MESSAGE_DIRECTIONS } from './model';

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const channelEnum = pgEnum('outreach_channel', CHANNELS);
export const messageDirectionEnum = pgEnum('message_direction', MESSAGE_DIRECTIONS);

/**
 * A conversation of any channel (ADR 025): a LinkedIn thread, an e-mail thread, an Instagram
 * chat. `accountId` is the company's side (the LinkedIn account, the mailbox, the Instagram
 * handle), `externalId` the channel's own id of the thread: together with the company and the
 * channel they name one conversation, so two companies syncing the same account never touch
 * each other's rows.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    customerId: tenantColumn(),
    channel: channelEnum('channel').notNull(),
    accountId: text('account_id').notNull(),
    externalId: text('external_id').notNull(),
    participantName: text('participant_name'),
    /** Where the participant is found: a profile URL, an e-mail address, a handle. */
    participantAddress: text('participant_address'),
    /** Whose conversation it is: who syncs the account it came in on. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who in the company answers it. */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    unread: boolean('unread').notNull().default(false),
    lastActivityAt: instant('last_activity_at'),
    /** The stored messages are the whole thread (a channel may first send only a summary). */
    hasDetails: boolean('has_details').notNull().default(false),
    /** A digest of the stored thread: a sync that sends the same thread changes nothing. */
    threadDigest: text('thread_digest'),
    syncedAt: instant('synced_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('conversations_key').on(
      table.customerId,
      table.channel,
      table.accountId,
      table.externalId,
    ),
    index('conversations_inbox').on(table.customerId, table.channel, table.lastActivityAt),
  ],
);

/** One message of a conversation, in the thread's order (`position`). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    customerId: tenantColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Its place in the thread as the channel sent it; messages of one second keep their order. */
    position: integer('position').notNull(),
    direction: messageDirectionEnum('direction').notNull(),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    sentAt: instant('sent_at').notNull(),
    /** The channel's own id of the message, where it has one. */
    externalId: text('external_id'),
  },
  (table) => [uniqueIndex('messages_position').on(table.conversationId, table.position)],
);

/**
 * An account of a channel as the company knows it (a LinkedIn account, later a mailbox): who
 * syncs it. Its threads are that person's messages, so only they or an admin may overwrite them.
 */
export const channelAccounts = pgTable(
  'channel_accounts',
  {
    id: id(),
    customerId: tenantColumn(),
    channel: channelEnum('channel').notNull(),
    accountId: text('account_id').notNull(),
    /** Null for accounts synced before this was recorded: the next sync claims them. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('channel_accounts_key').on(table.customerId, table.channel, table.accountId),
  ],
);

export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type ChannelAccount = typeof channelAccounts.$inferSelect;
