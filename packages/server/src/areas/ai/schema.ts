import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  text,
  timestamp,
  uuid,
  jsonb,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../platform/db/columns';
import { tenantColumn } from '../../platform/db/tenantColumn';
import { customers, users } from '../../platform/identity/schema';
import type { ChatCategory, ChatMessageStatus, ChatRole } from './model';

/**
 * A conversation of one person in one AI chat category. Private, like in every chat tool people
 * know: only its author lists and opens it. `leafId` is the message the conversation shows last;
 * the shown path runs from it up through `parentId` (an edited question keeps its old branch).
 */
export const aiChats = pgTable(
  'ai_chats',
  {
    id: id(),
    customerId: tenantColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<ChatCategory>().notNull(),
    title: text('title').notNull(),
    /** The form's values of the last question (Thema, Zielgruppe, …), to fill the form again. */
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    /** 'Lead einbeziehen': the CRM lead whose data the prompt carries. */
    leadId: uuid('lead_id'),
    leafId: uuid('leaf_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('ai_chats_owner_recent').on(
      table.customerId,
      table.userId,
      table.category,
      table.updatedAt,
      table.id,
    ),
  ],
);

/** One turn of a conversation: the person's question or the answer (streamed into it). */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: id(),
    customerId: tenantColumn(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => aiChats.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => aiMessages.id, {
      onDelete: 'cascade',
    }),
    role: text('role').$type<ChatRole>().notNull(),
    content: text('content').notNull().default(''),
    status: text('status').$type<ChatMessageStatus>().notNull().default('done'),
    /** Why an answer failed, in German (shown under it; 'Neu generieren' redoes it). */
    error: text('error'),
    /** Which mode answered: 'templates' or the model's name. */
    model: text('model'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('ai_messages_chat').on(table.chatId, table.createdAt),
    index('ai_messages_parent').on(table.parentId),
  ],
);

/**
 * One row per request to the model (chat answer, phone-training turn): the quotas count them
 * per person and day and per company and month. Kept when the person is erased (the company's
 * month still counts them), without the person.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: id(),
    customerId: tenantColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'chat' | 'phone'>().notNull(),
    model: text('model').notNull(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('ai_usage_company').on(table.customerId, table.at),
    index('ai_usage_person').on(table.userId, table.at),
  ],
);

/**
 * A company's own model (customer console): an OpenAI-compatible endpoint; the key sealed with
 * the server's secret, bound to the company, never sent back.
 */
export const aiConnections = pgTable('ai_connections', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  apiKeySealed: text('api_key_sealed'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
