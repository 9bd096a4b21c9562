import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, updatedAt } from '../../db/columns';
import { tenantColumn } from '../../db/tenantColumn';

export const leadStatusEnum = pgEnum('lead_status', [
  'new',
  'contacted',
  'qualified',
  'proposal',
  'won',
  'lost',
]);

export const leads = pgTable(
  'leads',
  {
    id: id(),
    customerId: tenantColumn(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    status: leadStatusEnum('status').notNull().default('new'),
    valueCents: cents('value_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('leads_customer').on(table.customerId)],
);

export type Lead = typeof leads.$inferSelect;
export type LeadStatus = (typeof leadStatusEnum.enumValues)[number];
