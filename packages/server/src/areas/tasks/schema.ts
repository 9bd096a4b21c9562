import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgEnum,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../platform/db/columns';
import { tenantColumn } from '../../platform/db/tenantColumn';
import { leads } from '../crm/schema';
import { users } from '../../platform/identity/schema';
import { TASK_PRIORITIES, TASK_STATUSES } from './model';

export const taskStatusEnum = pgEnum('task_status', TASK_STATUSES);
export const taskPriorityEnum = pgEnum('task_priority', TASK_PRIORITIES);

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    customerId: tenantColumn(),
    title: text('title').notNull(),
    description: text('description'),
    /**
     * The Berlin calendar day it is due, and optionally the Berlin wall-clock time: stored as
     * people set them, so a task due "24.12." stays on the 24th whatever the clocks do.
     */
    dueDate: date('due_date', { mode: 'string' }),
    dueTime: time('due_time'),
    priority: taskPriorityEnum('priority').notNull().default('medium'),
    status: taskStatusEnum('status').notNull().default('open'),
    /** A member of the company; kept when they leave it, so the list stays readable. */
    assigneeId: uuid('assignee_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    leadId: uuid('lead_id').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Set when the status becomes `done`, cleared when it leaves `done`. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => {
    const unfinished = sql`${table.status} <> 'done'`;
    return [
      index('tasks_customer_due')
        .on(table.customerId, table.dueDate, table.dueTime)
        .where(unfinished),
      index('tasks_customer_assignee_due').on(table.customerId, table.assigneeId, table.dueDate),
      index('tasks_customer_lead').on(table.customerId, table.leadId),
      index('tasks_customer_status').on(table.customerId, table.status, table.updatedAt),
    ];
  },
);

export type Task = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
