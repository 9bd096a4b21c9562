import type { Actor } from '../../platform/tenancy/actor';
import { and, asc, count, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { berlinDay } from '../../platform/berlin';
import type { Database } from '../../platform/db/database';
import { hasRole } from '../../platform/identity/roles';
import { ServiceError } from '../../platform/serviceError';
import { ownedBy, ownedValues, type TenantScope } from '../../platform/tenancy/tenant';
import { LEAD_NOT_FOUND } from '../crm/model';
import { leads } from '../crm/schema';
import { memberships, users } from '../../platform/identity/schema';
import {
  ASSIGNEE_NOT_MEMBER,
  DUE_TIME_WITHOUT_DATE,
  TASK_DELETE_FORBIDDEN,
  TASK_NOT_FOUND,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
  type TaskView,
} from './model';
import { tasks } from './schema';

/** Whose tasks a list shows: the caller's, nobody's, everyone's, or one member's. */
export type AssigneeFilter = 'me' | 'none' | 'all' | (string & {});

export type TaskFilters = {
  assignee: AssigneeFilter;
  priority?: TaskPriority[] | undefined;
  leadId?: string | undefined;
};

export type TaskFieldsInput = {
  title?: string | undefined;
  description?: string | null | undefined;
  dueDate?: string | null | undefined;
  dueTime?: string | null | undefined;
  priority?: TaskPriority | undefined;
  status?: TaskStatus | undefined;
  assigneeId?: string | null | undefined;
  leadId?: string | null | undefined;
};

// ---------------------------------------------------------------------------------------------
// What a task looks like to callers

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

const taskRow = {
  id: tasks.id,
  customerId: tasks.customerId,
  title: tasks.title,
  description: tasks.description,
  dueDate: tasks.dueDate,
  /** 'HH:MM': seconds are never set. */
  dueTime: sql<string | null>`to_char(${tasks.dueTime}, 'HH24:MI')`,
  priority: tasks.priority,
  status: tasks.status,
  assigneeId: tasks.assigneeId,
  assigneeName: sql<string | null>`coalesce(${assignee.displayName}, ${assignee.email})`,
  leadId: tasks.leadId,
  leadName: leads.companyName,
  createdBy: tasks.createdBy,
  createdByName: sql<string | null>`coalesce(${creator.displayName}, ${creator.email})`,
  completedAt: tasks.completedAt,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

/** A task as every procedure returns it, with the names of the people and the lead it names. */
export type TaskRow = {
  id: string;
  customerId: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  dueTime: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  assigneeId: string | null;
  assigneeName: string | null;
  leadId: string | null;
  leadName: string | null;
  createdBy: string | null;
  createdByName: string | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

function selectTasks(db: Database) {
  return db
    .select(taskRow)
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .leftJoin(leads, and(eq(leads.id, tasks.leadId), isNull(leads.deletedAt)));
}

/** Soonest first; a day's all-day tasks before its timed ones; then the most pressing. */
const byDue = [
  sql`${tasks.dueDate} asc nulls last`,
  sql`${tasks.dueTime} asc nulls first`,
  asc(tasks.priority),
  asc(tasks.createdAt),
  asc(tasks.id),
];

// ---------------------------------------------------------------------------------------------
// Filters

function filterConditions(filters: TaskFilters, userId: string): SQL[] {
  const conditions: SQL[] = [];
  if (filters.assignee === 'me') conditions.push(eq(tasks.assigneeId, userId));
  else if (filters.assignee === 'none') conditions.push(isNull(tasks.assigneeId));
  else if (filters.assignee !== 'all') conditions.push(eq(tasks.assigneeId, filters.assignee));
  if (filters.priority?.length) conditions.push(inArray(tasks.priority, filters.priority));
  if (filters.leadId) conditions.push(eq(tasks.leadId, filters.leadId));
  return conditions;
}

const unfinished = ne(tasks.status, 'done');

/** The condition of a view; `today` is the Berlin day (YYYY-MM-DD) the request happens on. */
function viewCondition(view: TaskView, today: string): SQL | undefined {
  switch (view) {
    case 'today':
      return and(unfinished, eq(tasks.dueDate, today));
    case 'overdue':
      return and(unfinished, lt(tasks.dueDate, today));
    case 'upcoming':
      return and(unfinished, gt(tasks.dueDate, today));
    case 'all':
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Reads

/**
 * A filter names the company's own: a lead of another company is answered like a missing one,
 * and an assignee must be a member or someone who still has one of the company's tasks.
 */
async function checkFilters(db: Database, tenant: TenantScope, filters: TaskFilters) {
  if (filters.leadId) await requireLead(db, tenant, filters.leadId);
  const { assignee } = filters;
  if (assignee !== 'me' && assignee !== 'none' && assignee !== 'all') {
    const [assigned] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(ownedBy(tasks, tenant, eq(tasks.assigneeId, assignee)))
      .limit(1);
    if (!assigned) await requireMember(db, tenant, assignee);
  }
}

export async function findTask(
  db: Database,
  tenant: TenantScope,
  taskId: string,
): Promise<TaskRow | null> {
  const [task] = await selectTasks(db)
    .where(ownedBy(tasks, tenant, eq(tasks.id, taskId)))
    .limit(1);
  return task ?? null;
}

/** A page of a view, soonest first; `all` lists unfinished tasks before finished ones. */
export async function listTasks(
  db: Database,
  tenant: TenantScope,
  userId: string,
  now: Date,
  input: TaskFilters & {
    view: TaskView;
    status?: TaskStatus[] | undefined;
    cursor?: number | null | undefined;
    limit: number;
  },
): Promise<{ items: TaskRow[]; nextCursor: number | null }> {
  await checkFilters(db, tenant, input);
  const offset = input.cursor ?? 0;
  const conditions = [
    ...filterConditions(input, userId),
    viewCondition(input.view, berlinDay(now)),
    input.status?.length ? inArray(tasks.status, input.status) : undefined,
  ];
  const rows = await selectTasks(db)
    .where(ownedBy(tasks, tenant, ...conditions))
    .orderBy(sql`${tasks.status} = 'done'`, ...byDue)
    .limit(input.limit + 1)
    .offset(offset);
  const more = rows.length > input.limit;
  return {
    items: more ? rows.slice(0, input.limit) : rows,
    nextCursor: more ? offset + input.limit : null,
  };
}

/** How many tasks each tab holds under the filters (`all` counts the unfinished ones). */
export async function taskCounts(
  db: Database,
  tenant: TenantScope,
  userId: string,
  now: Date,
  filters: TaskFilters,
): Promise<Record<TaskView, number>> {
  await checkFilters(db, tenant, filters);
  const today = berlinDay(now);
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${tasks.dueDate} = ${today})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${tasks.dueDate} < ${today})`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${tasks.dueDate} > ${today})`.mapWith(Number),
      all: count().mapWith(Number),
    })
    .from(tasks)
    .where(ownedBy(tasks, tenant, unfinished, ...filterConditions(filters, userId)));
  return row ?? { today: 0, overdue: 0, upcoming: 0, all: 0 };
}

/** At most this many cards per column; the column's count says how many there are. */
export const BOARD_COLUMN_LIMIT = 100;

/** The board: per status its count and its first tasks, soonest first. */
export async function taskBoard(
  db: Database,
  tenant: TenantScope,
  userId: string,
  filters: TaskFilters,
): Promise<{ status: TaskStatus; count: number; items: TaskRow[] }[]> {
  await checkFilters(db, tenant, filters);
  const conditions = filterConditions(filters, userId);
  return Promise.all(
    TASK_STATUSES.map(async (status) => {
      const where = ownedBy(tasks, tenant, eq(tasks.status, status), ...conditions);
      const [items, [total]] = await Promise.all([
        selectTasks(db)
          .where(where)
          .orderBy(
            ...(status === 'done' ? [sql`${tasks.completedAt} desc nulls last`] : []),
            ...byDue,
          )
          .limit(BOARD_COLUMN_LIMIT),
        db.select({ value: count() }).from(tasks).where(where),
      ]);
      return { status, count: Number(total?.value ?? 0), items };
    }),
  );
}

/** The dashboard's card: the caller's tasks due today and overdue, counts and the first few. */
export async function taskSummary(
  db: Database,
  tenant: TenantScope,
  userId: string,
  now: Date,
): Promise<{ today: number; overdue: number; dueToday: TaskRow[]; overdueTasks: TaskRow[] }> {
  const filters: TaskFilters = { assignee: 'me' };
  const [counts, dueToday, overdueTasks] = await Promise.all([
    taskCounts(db, tenant, userId, now, filters),
    listTasks(db, tenant, userId, now, { ...filters, view: 'today', limit: 3 }),
    listTasks(db, tenant, userId, now, { ...filters, view: 'overdue', limit: 3 }),
  ]);
  return {
    today: counts.today,
    overdue: counts.overdue,
    dueToday: dueToday.items,
    overdueTasks: overdueTasks.items,
  };
}

// ---------------------------------------------------------------------------------------------
// Writes

async function requireMember(db: Database, tenant: TenantScope, userId: string) {
  const [member] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(ownedBy(memberships, tenant, eq(memberships.userId, userId)))
    .limit(1);
  if (!member) throw new ServiceError('NOT_FOUND', ASSIGNEE_NOT_MEMBER);
}

async function requireLead(db: Database, tenant: TenantScope, leadId: string) {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(ownedBy(leads, tenant, eq(leads.id, leadId), isNull(leads.deletedAt)))
    .limit(1);
  if (!lead) throw new ServiceError('NOT_FOUND', LEAD_NOT_FOUND);
}

/** The references a write names must be the company's own: checked before anything is stored. */
async function checkReferences(db: Database, tenant: TenantScope, fields: TaskFieldsInput) {
  if (fields.assigneeId) await requireMember(db, tenant, fields.assigneeId);
  if (fields.leadId) await requireLead(db, tenant, fields.leadId);
}

/** A new task; it goes to the caller unless it names someone else (or nobody, with null). */
export async function createTask(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  fields: TaskFieldsInput & { title: string },
  now = new Date(),
): Promise<TaskRow> {
  if (fields.dueTime && !fields.dueDate) {
    throw new ServiceError('BAD_REQUEST', DUE_TIME_WITHOUT_DATE);
  }
  const assigneeId = fields.assigneeId === undefined ? actor.userId : fields.assigneeId;
  await checkReferences(db, tenant, { ...fields, assigneeId });
  const status = fields.status ?? 'open';
  const [created] = await db
    .insert(tasks)
    .values(
      ownedValues(tenant, {
        title: fields.title,
        description: fields.description ?? null,
        dueDate: fields.dueDate ?? null,
        dueTime: fields.dueDate ? (fields.dueTime ?? null) : null,
        priority: fields.priority ?? 'medium',
        status,
        assigneeId,
        leadId: fields.leadId ?? null,
        createdBy: actor.userId,
        completedAt: status === 'done' ? now : null,
      }),
    )
    .returning({ id: tasks.id });
  const task = created && (await findTask(db, tenant, created.id));
  if (!task) throw new Error('task not stored');
  return task;
}

/** Changes the fields sent; a status change sets or clears the completion time. */
export async function updateTask(
  db: Database,
  tenant: TenantScope,
  taskId: string,
  fields: TaskFieldsInput,
  now = new Date(),
): Promise<TaskRow> {
  const current = await findTask(db, tenant, taskId);
  if (!current) throw new ServiceError('NOT_FOUND', TASK_NOT_FOUND);
  await checkReferences(db, tenant, fields);

  const dueDate = fields.dueDate === undefined ? current.dueDate : fields.dueDate;
  let dueTime = fields.dueTime === undefined ? current.dueTime : fields.dueTime;
  if (fields.dueTime && !dueDate) throw new ServiceError('BAD_REQUEST', DUE_TIME_WITHOUT_DATE);
  // Taking the date away takes its time with it.
  if (!dueDate) dueTime = null;

  const changes: Partial<typeof tasks.$inferInsert> = { dueDate, dueTime };
  if (fields.title !== undefined) changes.title = fields.title;
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.priority !== undefined) changes.priority = fields.priority;
  if (fields.assigneeId !== undefined) changes.assigneeId = fields.assigneeId;
  if (fields.leadId !== undefined) changes.leadId = fields.leadId;
  if (fields.status !== undefined && fields.status !== current.status) {
    changes.status = fields.status;
    changes.completedAt = fields.status === 'done' ? now : null;
  }
  await db
    .update(tasks)
    .set(changes)
    .where(ownedBy(tasks, tenant, eq(tasks.id, taskId)));
  const task = await findTask(db, tenant, taskId);
  if (!task) throw new ServiceError('NOT_FOUND', TASK_NOT_FOUND);
  return task;
}

/** Whoever created it, whoever it is assigned to, or an administrator may delete a task. */
export async function deleteTask(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  taskId: string,
): Promise<TaskRow> {
  const task = await findTask(db, tenant, taskId);
  if (!task) throw new ServiceError('NOT_FOUND', TASK_NOT_FOUND);
  const allowed =
    task.createdBy === actor.userId ||
    task.assigneeId === actor.userId ||
    hasRole(actor.role, 'admin');
  if (!allowed) throw new ServiceError('FORBIDDEN', TASK_DELETE_FORBIDDEN);
  await db.delete(tasks).where(ownedBy(tasks, tenant, eq(tasks.id, taskId)));
  return task;
}
