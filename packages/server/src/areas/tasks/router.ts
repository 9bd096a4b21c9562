import type { TenantContext } from '../../platform/trpc';
import { actorOf } from '../../platform/tenancy/actor';
import { z } from 'zod';
import { appError } from '../../platform/errors';
import { noInput } from '../../platform/inputs';
import { router, tenantProcedure } from '../../platform/trpc';
import type { TaskEvent } from './events';
import { createTaskInput, listTasksInput, taskFilterInput, updateTaskInput } from './model';
import { TASK_NOT_FOUND } from './model';
import {
  createTask,
  deleteTask,
  findTask,
  listTasks,
  taskBoard,
  taskCounts,
  taskSummary,
  updateTask,
} from './service';

/** Best effort, after the write: the company's open task lists, boards and cards refetch. */
function announce(ctx: TenantContext, taskId: string) {
  const event: TaskEvent = { name: 'task.changed', data: { taskId } };
  void ctx.realtime.publish(ctx.tenant.customerId, event);
}

const taskRef = z.strictObject({ taskId: z.uuid() });
/** No input: the caller's tasks, all of them, first page. */
const DEFAULT_LIST = listTasksInput.parse({});
const filters = z.strictObject(taskFilterInput).optional();

export const tasksRouter = router({
  /** A page of one tab ('Heute', 'Überfällig', 'Demnächst', 'Alle') under the filters. */
  list: tenantProcedure
    .input(listTasksInput.optional())
    .query(({ ctx, input }) =>
      listTasks(ctx.db, ctx.tenant, ctx.user.id, new Date(), input ?? DEFAULT_LIST),
    ),

  /** The tabs' counts of unfinished tasks under the filters. */
  counts: tenantProcedure
    .input(filters)
    .query(({ ctx, input }) =>
      taskCounts(ctx.db, ctx.tenant, ctx.user.id, new Date(), input ?? { assignee: 'me' }),
    ),

  /** The board: per status its count and first tasks. */
  board: tenantProcedure
    .input(filters)
    .query(({ ctx, input }) =>
      taskBoard(ctx.db, ctx.tenant, ctx.user.id, input ?? { assignee: 'me' }),
    ),

  /** The dashboard's card: the caller's tasks due today and overdue. */
  summary: tenantProcedure
    .input(noInput)
    .query(({ ctx }) => taskSummary(ctx.db, ctx.tenant, ctx.user.id, new Date())),

  /** One task; another company's task is as missing as a missing one. */
  byId: tenantProcedure.input(taskRef).query(async ({ ctx, input }) => {
    const task = await findTask(ctx.db, ctx.tenant, input.taskId);
    if (!task) throw appError('NOT_FOUND', TASK_NOT_FOUND);
    return task;
  }),

  create: tenantProcedure.input(createTaskInput).mutation(async ({ ctx, input }) => {
    const task = await createTask(ctx.db, ctx.tenant, actorOf(ctx), input);
    announce(ctx, task.id);
    return task;
  }),

  /** Any member may change any of the company's tasks (as on a shared board). */
  update: tenantProcedure.input(updateTaskInput).mutation(async ({ ctx, input }) => {
    const { taskId, ...fields } = input;
    const task = await updateTask(ctx.db, ctx.tenant, taskId, fields);
    announce(ctx, task.id);
    return task;
  }),

  delete: tenantProcedure.input(taskRef).mutation(async ({ ctx, input }) => {
    const task = await deleteTask(ctx.db, ctx.tenant, actorOf(ctx), input.taskId);
    announce(ctx, task.id);
    return { id: task.id };
  }),
});
