import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../platform/db/columns';
import { tenantColumn } from '../../platform/db/tenantColumn';
import { users } from '../../platform/identity/schema';
import { BOOKING_KINDS, INTERVALS, LEGAL_FORMS, NOTICE_UNITS, VAT_PERIODS } from './model';

export const bookingKindEnum = pgEnum('finance_booking_kind', BOOKING_KINDS);
export const legalFormEnum = pgEnum('finance_legal_form', LEGAL_FORMS);
export const vatPeriodEnum = pgEnum('finance_vat_period', VAT_PERIODS);
export const intervalEnum = pgEnum('finance_interval', INTERVALS);
export const noticeUnitEnum = pgEnum('finance_notice_unit', NOTICE_UNITS);

/** Money in cents that may be absent (a project without a budget). */
const optionalCents = (name: string) => bigint(name, { mode: 'number' });
const money = (name: string) => bigint(name, { mode: 'number' }).notNull();
const day = (name: string) => date(name, { mode: 'string' });
const userRef = (name: string) =>
  uuid(name).references((): AnyPgColumn => users.id, { onDelete: 'set null' });

/** One row per company, created with the defaults on its first visit to Finanzen. */
export const financeSettings = pgTable('finance_settings', {
  customerId: tenantColumn().primaryKey(),
  legalForm: legalFormEnum('legal_form').notNull().default('gmbh'),
  /** Kleinunternehmer (§ 19 UStG): no VAT on income, no input VAT deducted. */
  smallBusiness: boolean('small_business').notNull().default(false),
  /** Gewerbesteuer-Hebesatz of the municipality, whole percent. */
  hebesatz: integer('hebesatz').notNull().default(400),
  vatPeriod: vatPeriodEnum('vat_period').notNull().default('quarterly'),
  updatedAt: updatedAt(),
});

export const financeCategories = pgTable(
  'finance_categories',
  {
    id: id(),
    customerId: tenantColumn(),
    kind: bookingKindEnum('kind').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('finance_categories_name').on(
      table.customerId,
      table.kind,
      sql`lower(${table.name})`,
    ),
  ],
);

export const financeProjects = pgTable(
  'finance_projects',
  {
    id: id(),
    customerId: tenantColumn(),
    name: text('name').notNull(),
    /** The customer the project is for ('Kunde'), as text: it need not be a lead. */
    client: text('client'),
    /** The cost budget; null when none was set. */
    budgetCents: optionalCents('budget_cents'),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('finance_projects_customer').on(table.customerId, table.startsOn),
    check(
      'finance_projects_dates',
      sql`${table.endsOn} is null or ${table.endsOn} >= ${table.startsOn}`,
    ),
  ],
);

export const financeRecurring = pgTable(
  'finance_recurring',
  {
    id: id(),
    customerId: tenantColumn(),
    kind: bookingKindEnum('kind').notNull(),
    name: text('name').notNull(),
    counterparty: text('counterparty'),
    /** The net amount per interval; the gross follows from the VAT rate. */
    netCents: money('net_cents'),
    vatRate: smallint('vat_rate').notNull(),
    interval: intervalEnum('interval').notNull(),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on'),
    noticeValue: integer('notice_value'),
    noticeUnit: noticeUnitEnum('notice_unit'),
    categoryId: uuid('category_id').references((): AnyPgColumn => financeCategories.id, {
      onDelete: 'set null',
    }),
    active: boolean('active').notNull().default(true),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('finance_recurring_customer').on(table.customerId, table.kind),
    check(
      'finance_recurring_dates',
      sql`${table.endsOn} is null or ${table.endsOn} >= ${table.startsOn}`,
    ),
    check('finance_recurring_vat', sql`${table.vatRate} in (0, 7, 19)`),
  ],
);

/**
 * A booking: the ground truth of every figure. Net and VAT are derived from the gross once, when
 * it is written (money.ts), and stored, so sums are plain SQL sums of exact cents.
 */
export const financeTransactions = pgTable(
  'finance_transactions',
  {
    id: id(),
    customerId: tenantColumn(),
    bookedOn: day('booked_on').notNull(),
    kind: bookingKindEnum('kind').notNull(),
    grossCents: money('gross_cents'),
    vatRate: smallint('vat_rate').notNull(),
    netCents: money('net_cents'),
    vatCents: money('vat_cents'),
    categoryId: uuid('category_id').references((): AnyPgColumn => financeCategories.id, {
      onDelete: 'set null',
    }),
    counterparty: text('counterparty'),
    description: text('description'),
    projectId: uuid('project_id').references((): AnyPgColumn => financeProjects.id, {
      onDelete: 'set null',
    }),
    /** A completed upload of purpose 'receipt' (storage path) and its file name. */
    receiptPath: text('receipt_path'),
    receiptName: text('receipt_name'),
    /** Set for rows from a bank statement: the same row imported again is recognised by it. */
    importFingerprint: text('import_fingerprint'),
    /** Set when a recurring item's occurrence was booked ('Als gebucht markieren'). */
    recurringId: uuid('recurring_id').references((): AnyPgColumn => financeRecurring.id, {
      onDelete: 'set null',
    }),
    recurringDue: day('recurring_due'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('finance_transactions_customer_day').on(table.customerId, table.bookedOn, table.id),
    index('finance_transactions_customer_project').on(table.customerId, table.projectId),
    uniqueIndex('finance_transactions_fingerprint')
      .on(table.customerId, table.importFingerprint)
      .where(sql`${table.importFingerprint} is not null`),
    uniqueIndex('finance_transactions_occurrence')
      .on(table.recurringId, table.recurringDue)
      .where(sql`${table.recurringId} is not null`),
    check('finance_transactions_vat', sql`${table.vatRate} in (0, 7, 19)`),
    check(
      'finance_transactions_split',
      sql`${table.netCents} + ${table.vatCents} = ${table.grossCents}`,
    ),
  ],
);

/** 'Bereits zurückgelegt': money moved aside or prepaid to the tax office, entered by hand. */
export const financeReserveEntries = pgTable(
  'finance_reserve_entries',
  {
    id: id(),
    customerId: tenantColumn(),
    enteredOn: day('entered_on').notNull(),
    amountCents: money('amount_cents'),
    note: text('note'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (table) => [index('finance_reserve_entries_customer').on(table.customerId, table.enteredOn)],
);

export type FinanceSettings = typeof financeSettings.$inferSelect;
export type FinanceCategory = typeof financeCategories.$inferSelect;
export type FinanceProject = typeof financeProjects.$inferSelect;
export type FinanceRecurring = typeof financeRecurring.$inferSelect;
export type FinanceTransaction = typeof financeTransactions.$inferSelect;
export type FinanceReserveEntry = typeof financeReserveEntries.$inferSelect;

/**
 * What was deleted, for 'Rückgängig': the record as it was, and the bookings that pointed at a
 * deleted recurring item or project (their link is cleared by the foreign key and put back on
 * restore). A deleted imported booking's fingerprint stays known here, so importing the same
 * statement again does not bring back what someone deleted on purpose.
 */
export const financeTrash = pgTable(
  'finance_trash',
  {
    /** The deleted record's own id. */
    id: uuid('id').primaryKey(),
    customerId: tenantColumn(),
    kind: text('kind', { enum: ['transaction', 'recurring', 'project'] }).notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    linkedTransactionIds: jsonb('linked_transaction_ids').$type<string[]>().notNull().default([]),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('finance_trash_customer').on(table.customerId, table.kind),
    index('finance_trash_fingerprint')
      .on(table.customerId, sql`(${table.record} ->> 'importFingerprint')`)
      .where(sql`${table.kind} = 'transaction'`),
  ],
);
