import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProbeContext, TenantProbes } from '../../../test/tenantProbe';
import { berlinDay } from '../../platform/berlin';
import { createLead } from '../crm/fixtures';
import { createTask } from './fixtures';
import { tasks } from './schema';

const notFound = { code: 'NOT_FOUND', message: 'Aufgabe nicht gefunden.' };

/** The owner's task, due today, as the intruder must never see or change it. */
async function ownersTask({ world, owner }: ProbeContext) {
  const lead = await createLead(world.db, owner.customer.id, { companyName: 'Geheim GmbH' });
  return createTask(world.db, owner.customer.id, {
    title: 'Geheime Aufgabe',
    dueDate: berlinDay(new Date()),
    assigneeId: owner.user.id,
    createdBy: owner.user.id,
    leadId: lead.id,
  });
}

async function unchanged({ world }: ProbeContext, taskId: string) {
  const [row] = await world.db.select().from(tasks).where(eq(tasks.id, taskId));
  expect(row).toMatchObject({ title: 'Geheime Aufgabe', status: 'open' });
}

export const tasksTenantProbe: TenantProbes = {
  'tasks.list': async (context) => {
    const task = await ownersTask(context);
    const { caller } = context.intruder;
    for (const assignee of ['me', 'all', 'none']) {
      for (const view of ['today', 'all'] as const) {
        const { items } = await caller.tasks.list({ view, assignee });
        expect(items.map((item) => item.id)).not.toContain(task.id);
      }
    }
    // The owner's people and leads are as unknown to the intruder as missing ones.
    await expect(caller.tasks.list({ assignee: context.owner.user.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      caller.tasks.list({ assignee: 'all', leadId: task.leadId ?? undefined }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Lead nicht gefunden.' });
  },

  'tasks.counts': async (context) => {
    await ownersTask(context);
    const { caller } = context.intruder;
    const counts = await caller.tasks.counts({ assignee: 'all' });
    expect(counts).toEqual({ today: 0, overdue: 0, upcoming: 0, all: 0 });
    await expect(caller.tasks.counts({ assignee: context.owner.user.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  },

  'tasks.board': async (context) => {
    const task = await ownersTask(context);
    const { caller } = context.intruder;
    const board = await caller.tasks.board({ assignee: 'all' });
    expect(board.map((column) => column.count)).toEqual([0, 0, 0]);
    await expect(
      caller.tasks.board({ assignee: 'all', leadId: task.leadId ?? undefined }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  },

  'tasks.summary': async (context) => {
    await ownersTask(context);
    const summary = await context.intruder.caller.tasks.summary();
    expect(summary).toMatchObject({ today: 0, overdue: 0, dueToday: [], overdueTasks: [] });
  },

  'tasks.byId': async (context) => {
    const task = await ownersTask(context);
    await expect(context.intruder.caller.tasks.byId({ taskId: task.id })).rejects.toMatchObject(
      notFound,
    );
  },

  'tasks.create': async (context) => {
    const task = await ownersTask(context);
    const { caller } = context.intruder;
    // Neither the owner's people nor the owner's leads can be named in the intruder's task.
    await expect(
      caller.tasks.create({ title: 'Fremd', assigneeId: context.owner.user.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      caller.tasks.create({ title: 'Fremd', leadId: task.leadId ?? undefined }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Lead nicht gefunden.' });
    const [row] = await context.world.db.select().from(tasks).where(eq(tasks.title, 'Fremd'));
    expect(row).toBeUndefined();
  },

  'tasks.update': async (context) => {
    const task = await ownersTask(context);
    await expect(
      context.intruder.caller.tasks.update({
        taskId: task.id,
        title: 'Übernommen',
        status: 'done',
      }),
    ).rejects.toMatchObject(notFound);
    await unchanged(context, task.id);
  },

  'tasks.delete': async (context) => {
    const task = await ownersTask(context);
    await expect(context.intruder.caller.tasks.delete({ taskId: task.id })).rejects.toMatchObject(
      notFound,
    );
    await unchanged(context, task.id);
  },
};
