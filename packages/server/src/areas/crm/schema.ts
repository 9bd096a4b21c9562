import { sql, type SQL } from 'drizzle-orm';
import {
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, id, updatedAt } from '../../platform/db/columns';
import { tenantColumn } from '../../platform/db/tenantColumn';
import { users } from '../../platform/identity/schema';
import { conversations } from '../outreach/schema';
import { LEAD_SOURCES, LEAD_STATUSES } from './model';
import { foldedSql } from '../../platform/db/search';

/** The pipeline, in its order: the enum's order is what `order by status` sorts by. */
export const leadStatusEnum = pgEnum('lead_status', LEAD_STATUSES);

export const leadSourceEnum = pgEnum('lead_source', LEAD_SOURCES);

/** What people record by hand (note, call, meeting), and what the CRM records on its own. */
export const leadActivityTypeEnum = pgEnum('lead_activity_type', [
  'note',
  'call',
  'meeting',
  'status_changed',
  'value_changed',
  'owner_changed',
]);

export const leads = pgTable(
  'leads',
  {
    id: id(),
    customerId: tenantColumn(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    phone: text('phone'),
    website: text('website'),
    linkedinUrl: text('linkedin_url'),
    source: leadSourceEnum('source'),
    status: leadStatusEnum('status').notNull().default('new'),
    valueCents: cents('value_cents'),
    /** A member of the company; kept when they leave it, so the history stays readable. */
    ownerId: uuid('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    nextStep: text('next_step'),
    nextStepDueAt: timestamp('next_step_due_at', { withTimezone: true }),
    /** Required while the status is `lost`, cleared when it leaves `lost`. */
    lostReason: text('lost_reason'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Soft delete: a deleted lead is gone everywhere but can be restored. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Company, contact and e-mail folded (`foldedSql`) for the trigram search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        foldedSql(
          sql`coalesce(company_name, '') || ' ' || coalesce(contact_name, '') || ' ' || coalesce(contact_email, '')`,
        ),
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => {
    const live = sql`${table.deletedAt} is null`;
    return [
      // One index per sort key of the list (keyset pages with the id as tie-break).
      index('leads_customer_updated').on(table.customerId, table.updatedAt, table.id).where(live),
      index('leads_customer_status_updated')
        .on(table.customerId, table.status, table.updatedAt, table.id)
        .where(live),
      index('leads_customer_company')
        .on(table.customerId, sql`lower(${table.companyName})`, table.id)
        .where(live),
      index('leads_customer_created').on(table.customerId, table.createdAt, table.id).where(live),
      index('leads_customer_value').on(table.customerId, table.valueCents, table.id).where(live),
      // The list's sort expressions (service.ts SORTS), so a sorted page never sorts 50,000 rows.
      index('leads_customer_contact')
        .on(table.customerId, sql`coalesce(lower(${table.contactName}), chr(1114111))`, table.id)
        .where(live),
      index('leads_customer_due')
        .on(
          table.customerId,
          sql`coalesce(${table.nextStepDueAt}, 'infinity'::timestamptz)`,
          table.id,
        )
        .where(live),
      index('leads_customer_next_step').on(table.customerId, table.nextStepDueAt).where(live),
      index('leads_customer_owner').on(table.customerId, table.ownerId, table.id).where(live),
      // Counts and sums per status (board, dashboard) from the index alone.
      index('leads_customer_status_value')
        .on(table.customerId, table.status, table.valueCents)
        .where(live),
      index('leads_customer_email')
        .on(table.customerId, sql`lower(${table.contactEmail})`)
        .where(live),
      index('leads_search').using('gin', sql`${table.searchText} gin_trgm_ops`),
    ];
  },
);

/** A lead's history: notes, calls and meetings, and the changes the CRM records itself. */
export const leadActivities = pgTable(
  'lead_activities',
  {
    id: id(),
    customerId: tenantColumn(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: leadActivityTypeEnum('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    body: text('body'),
    outcome: text('outcome'),
    /** For automatic entries: the value before and after (status, cents or user id). */
    fromValue: text('from_value'),
    toValue: text('to_value'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('lead_activities_lead').on(table.customerId, table.leadId, table.occurredAt)],
);

/** A lead and the conversations (of any channel) that belong to it. */
export const leadConversations = pgTable(
  'lead_conversations',
  {
    id: id(),
    customerId: tenantColumn(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    linkedBy: uuid('linked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('lead_conversations_key').on(table.leadId, table.conversationId),
    index('lead_conversations_conversation').on(table.customerId, table.conversationId),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type LeadStatus = (typeof leadStatusEnum.enumValues)[number];
export type LeadSource = (typeof leadSourceEnum.enumValues)[number];
export type LeadActivity = typeof leadActivities.$inferSelect;
export type LeadActivityType = (typeof leadActivityTypeEnum.enumValues)[number];
