import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const planEnum = pgEnum('plan', ['enterprise', 'professional', 'starter']);
export const roleEnum = pgEnum('membership_role', ['primary_admin', 'admin', 'user']);
export const leadStatusEnum = pgEnum('lead_status', [
  'new',
  'contacted',
  'qualified',
  'proposal',
  'won',
  'lost',
]);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  officialCompanyName: text('official_company_name'),
  plan: planEnum('plan').notNull().default('starter'),
  domain: text('domain'),
  /** A data or http URL, or a storage path (`customers/<id>/logo.svg`) resolved on demand. */
  logo: text('logo'),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email').notNull(),
  displayName: text('display_name'),
  avatar: text('avatar'),
  ourEmployee: boolean('our_employee').notNull().default(false),
  activeCustomerId: uuid('active_customer_id').references(() => customers.id, {
    onDelete: 'set null',
  }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull().default('user'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('memberships_user_customer').on(table.userId, table.customerId)],
);

export const invitations = pgTable('invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  token: text('token').notNull().unique(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  role: roleEnum('role').notNull().default('user'),
  /** When set, only this address may accept the invitation. */
  email: text('email'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    status: leadStatusEnum('status').notNull().default('new'),
    /** Euro cents; bigint so large deals never overflow, read as a JS number. */
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('leads_customer').on(table.customerId)],
);

export type LinkedinMessage = {
  id?: string;
  sender: string;
  text: string;
  sentAt: string;
};

export const linkedinConversations = pgTable(
  'linkedin_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
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

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Storage path, always `customers/<customerId>/…`. */
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    /** Size in bytes; the content lives in file storage. */
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('files_path').on(table.path)],
);

export type Customer = typeof customers.$inferSelect;
export type User = typeof users.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type Invitation = typeof invitations.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type LinkedinConversation = typeof linkedinConversations.$inferSelect;
export type StoredFile = typeof files.$inferSelect;
export type Role = (typeof roleEnum.enumValues)[number];
export type Plan = (typeof planEnum.enumValues)[number];
