import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import {
  createCustomer,
  createUser,
  identity,
  memberOf,
  useTestWorld,
  type TestWorld,
} from '../../../test/fixtures';
import type { RealtimeEvent } from '../../platform/realtime/events';
import { addDays, berlinDay } from '../../platform/berlin';
import { createLead } from '../crm/fixtures';
import { seedCrm } from '../crm/seed';
import { DEMO_CUSTOMER_IDS, seedIdentity } from '../../platform/identity/seed';
import { silentPublisher } from '../../platform/realtime/publisher';
import type { SeedContext } from '../../platform/seed';
import { seedTeam } from '../team/seed';
import { createTask } from './fixtures';
import { tasks } from './schema';
import { DEMO_TASKS, seedTasks } from './seed';
import { listTasks, taskCounts } from './service';

const MISSING = '00000000-0000-4000-8000-000000000000';

async function taskCount(world: TestWorld, customerId?: string) {
  const [row] = await world.db
    .select({ value: count() })
    .from(tasks)
    .where(customerId ? eq(tasks.customerId, customerId) : undefined);
  return Number(row?.value ?? 0);
}

describe('berlin calendar days', () => {
  it('adds calendar days, not 24-hour steps, across the change of the clocks', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe.each(databaseKinds())('tasks on %s', (kind) => {
  const world = useTestWorld(kind);

  async function company() {
    const customer = await createCustomer(world.db);
    const member = await memberOf(world, customer);
    return { customer, ...member };
  }

  it('creates a task for the caller with its due day, time, lead and names', async () => {
    const { customer, caller, user } = await company();
    const lead = await createLead(world.db, customer.id, { companyName: 'Alpenblick GmbH' });
    const task = await caller.tasks.create({
      title: '  Angebot nachfassen ',
      description: 'Preis nennen',
      dueDate: '2026-11-24',
      dueTime: '10:00',
      priority: 'high',
      leadId: lead.id,
    });
    expect(task).toMatchObject({
      customerId: customer.id,
      title: 'Angebot nachfassen',
      description: 'Preis nennen',
      dueDate: '2026-11-24',
      dueTime: '10:00',
      priority: 'high',
      status: 'open',
      assigneeId: user.id,
      assigneeName: user.displayName ?? user.email,
      leadId: lead.id,
      leadName: 'Alpenblick GmbH',
      createdBy: user.id,
      completedAt: null,
    });
    expect(await caller.tasks.byId({ taskId: task.id })).toEqual(task);
  });

  it('records when a task is done and forgets it when it is reopened', async () => {
    const { caller } = await company();
    const task = await caller.tasks.create({ title: 'Rückruf' });
    const done = await caller.tasks.update({ taskId: task.id, status: 'done' });
    expect(done.status).toBe('done');
    expect(done.completedAt).toBeInstanceOf(Date);
    // Changing something else keeps the completion time.
    const renamed = await caller.tasks.update({ taskId: task.id, title: 'Rückruf erledigt' });
    expect(renamed.completedAt).toEqual(done.completedAt);
    const reopened = await caller.tasks.update({ taskId: task.id, status: 'open' });
    expect(reopened).toMatchObject({ status: 'open', completedAt: null });
  });

  it('drops the time when the date is taken away, and refuses a time without a date', async () => {
    const { caller } = await company();
    const task = await caller.tasks.create({
      title: 'Termin',
      dueDate: '2026-12-01',
      dueTime: '09:30',
    });
    const undated = await caller.tasks.update({ taskId: task.id, dueDate: null });
    expect(undated).toMatchObject({ dueDate: null, dueTime: null });
    await expect(caller.tasks.update({ taskId: task.id, dueTime: '08:00' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Eine Uhrzeit braucht ein Fälligkeitsdatum.',
    });
    await expect(
      caller.tasks.create({ title: 'Ohne Tag', dueTime: '08:00' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses bad tasks in German and stores none of them', async () => {
    const { customer, caller } = await company();
    const other = await createCustomer(world.db);
    const outsider = await createUser(world.db, identity(), {
      memberships: [{ customer: other, role: 'admin' }],
    });
    const foreignLead = await createLead(world.db, other.id);
    const refusals: [Parameters<typeof caller.tasks.create>[0], string][] = [
      [{ title: '   ' }, 'Bitte gib einen Titel ein.'],
      [{ title: 'x'.repeat(301) }, 'Der Titel darf höchstens 300 Zeichen lang sein.'],
      [{ title: 'A', dueDate: '2026-02-30' }, 'Bitte gib ein gültiges Datum ein.'],
      [{ title: 'A', dueDate: '24.12.2026' }, 'Bitte gib ein gültiges Datum ein.'],
      [
        { title: 'A', dueDate: '2026-12-24', dueTime: '25:00' },
        'Bitte gib eine gültige Uhrzeit ein (HH:MM).',
      ],
      [
        { title: 'A', assigneeId: outsider.id },
        'Die zugewiesene Person ist kein Mitglied dieses Unternehmens.',
      ],
      [{ title: 'A', leadId: foreignLead.id }, 'Lead nicht gefunden.'],
      [{ title: 'A', leadId: MISSING }, 'Lead nicht gefunden.'],
    ];
    for (const [input, message] of refusals) {
      await expect(caller.tasks.create(input)).rejects.toMatchObject({
        message: expect.stringContaining(message) as string,
      });
    }
    await expect(
      caller.tasks.create({ title: 'A', priority: 'sofort' as 'high' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await taskCount(world, customer.id)).toBe(0);

    const task = await caller.tasks.create({ title: 'Bleibt' });
    await expect(
      caller.tasks.update({ taskId: task.id, title: 'Neu', assigneeId: outsider.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.tasks.byId({ taskId: task.id })).title).toBe('Bleibt');
    await expect(caller.tasks.update({ taskId: MISSING, title: 'X' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Aufgabe nicht gefunden.',
    });
  });

  it('assigns to a colleague or to nobody; a removed assignee stays readable', async () => {
    const { customer, caller } = await company();
    const colleague = await memberOf(world, customer);
    const theirs = await caller.tasks.create({ title: 'Für dich', assigneeId: colleague.user.id });
    const nobodys = await caller.tasks.create({ title: 'Offen', assigneeId: null });
    expect(theirs.assigneeId).toBe(colleague.user.id);
    expect(nobodys.assigneeId).toBeNull();
    const titles = async (assignee: string) =>
      (await caller.tasks.list({ assignee })).items.map((task) => task.title);
    expect(await titles('me')).toEqual([]);
    expect(await titles(colleague.user.id)).toEqual(['Für dich']);
    expect(await titles('none')).toEqual(['Offen']);
    expect((await titles('all')).sort()).toEqual(['Für dich', 'Offen']);
    // Someone who is neither a member nor assigned anything here is refused, as in the CRM.
    const stranger = await createUser(world.db, identity());
    await expect(caller.tasks.list({ assignee: stranger.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Die zugewiesene Person ist kein Mitglied dieses Unternehmens.',
    });
    await expect(caller.tasks.counts({ assignee: 'all', leadId: MISSING })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Lead nicht gefunden.',
    });
  });

  it('lets the creator, the assignee and administrators delete, nobody else', async () => {
    const { customer, caller } = await company();
    const bystander = await memberOf(world, customer);
    const admin = await memberOf(world, customer, 'admin');
    const assignee = await memberOf(world, customer);
    const task = await caller.tasks.create({ title: 'Löschen?', assigneeId: assignee.user.id });
    await expect(bystander.caller.tasks.delete({ taskId: task.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message:
        'Nur wer die Aufgabe angelegt hat, wem sie zugewiesen ist oder ein Administrator kann sie löschen.',
    });
    // Everyone in the company may change it, though (a shared board).
    await bystander.caller.tasks.update({ taskId: task.id, status: 'in_progress' });
    await assignee.caller.tasks.delete({ taskId: task.id });
    const second = await caller.tasks.create({ title: 'Zweite' });
    await admin.caller.tasks.delete({ taskId: second.id });
    const third = await caller.tasks.create({ title: 'Dritte' });
    await caller.tasks.delete({ taskId: third.id });
    expect(await taskCount(world, customer.id)).toBe(0);
  });

  it('sorts a view soonest first, all-day before timed, then the most pressing', async () => {
    const { customer, caller, user } = await company();
    const today = berlinDay(new Date());
    const tomorrow = addDays(today, 1);
    const mine = { assigneeId: user.id };
    await createTask(world.db, customer.id, {
      ...mine,
      title: 'D',
      dueDate: tomorrow,
      dueTime: '09:00',
    });
    await createTask(world.db, customer.id, {
      ...mine,
      title: 'C',
      dueDate: tomorrow,
      priority: 'low',
    });
    await createTask(world.db, customer.id, {
      ...mine,
      title: 'B',
      dueDate: tomorrow,
      priority: 'urgent',
    });
    await createTask(world.db, customer.id, { ...mine, title: 'A', dueDate: today });
    await createTask(world.db, customer.id, { ...mine, title: 'E' });
    await createTask(world.db, customer.id, {
      ...mine,
      title: 'F',
      status: 'done',
      dueDate: today,
    });
    const titles = async (view: 'all' | 'upcoming') =>
      (await caller.tasks.list({ view })).items.map((task) => task.title);
    expect(await titles('upcoming')).toEqual(['B', 'C', 'D']);
    // Unfinished first, undated after dated, finished last.
    expect(await titles('all')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    const page = await caller.tasks.list({ view: 'all', limit: 4 });
    expect(page.nextCursor).toBe(4);
    const rest = await caller.tasks.list({ view: 'all', limit: 4, cursor: page.nextCursor });
    expect(rest.items.map((task) => task.title)).toEqual(['E', 'F']);
    expect(rest.nextCursor).toBeNull();
  });

  it('counts overdue by the Berlin day, whatever the server’s clock zone', async () => {
    const customer = await createCustomer(world.db);
    const { user } = await memberOf(world, customer);
    const mine = { assigneeId: user.id };
    await createTask(world.db, customer.id, { ...mine, title: 'Montag', dueDate: '2026-11-23' });
    await createTask(world.db, customer.id, {
      ...mine,
      title: 'Dienstag früh',
      dueDate: '2026-11-24',
      dueTime: '00:15',
    });
    await createTask(world.db, customer.id, { ...mine, title: 'Mittwoch', dueDate: '2026-11-25' });
    await createTask(world.db, customer.id, {
      ...mine,
      title: 'Erledigt',
      dueDate: '2026-11-20',
      status: 'done',
    });
    const scope = { customerId: customer.id };
    const filters = { assignee: 'me' as const };
    const view = async (now: Date, which: 'today' | 'overdue' | 'upcoming') =>
      (
        await listTasks(world.db, scope, user.id, now, { ...filters, view: which, limit: 50 })
      ).items.map((task) => task.title);

    // 23:30 UTC on Monday is already Tuesday 00:30 in Berlin: Monday's task is overdue.
    const tuesdayNight = new Date('2026-11-23T23:30:00Z');
    expect(await view(tuesdayNight, 'overdue')).toEqual(['Montag']);
    expect(await view(tuesdayNight, 'today')).toEqual(['Dienstag früh']);
    expect(await view(tuesdayNight, 'upcoming')).toEqual(['Mittwoch']);
    expect(await taskCounts(world.db, scope, user.id, tuesdayNight, filters)).toEqual({
      today: 1,
      overdue: 1,
      upcoming: 1,
      all: 3,
    });
    // Half an hour earlier it is still Monday in Berlin.
    const mondayNight = new Date('2026-11-23T22:59:00Z');
    expect(await view(mondayNight, 'overdue')).toEqual([]);
    expect(await view(mondayNight, 'today')).toEqual(['Montag']);
    // Summer time: Berlin is two hours ahead, so 22:30 UTC is already the next day.
    await createTask(world.db, customer.id, { ...mine, title: 'Sommer', dueDate: '2026-07-01' });
    expect(await view(new Date('2026-07-01T21:59:00Z'), 'today')).toEqual(['Sommer']);
    expect(await view(new Date('2026-07-01T22:30:00Z'), 'overdue')).toContain('Sommer');
  });

  it('filters by priority and by lead, and builds the board by status', async () => {
    const { customer, caller } = await company();
    const lead = await createLead(world.db, customer.id);
    await caller.tasks.create({ title: 'Dringend', priority: 'urgent', leadId: lead.id });
    await caller.tasks.create({ title: 'Niedrig', priority: 'low', status: 'in_progress' });
    await caller.tasks.create({ title: 'Fertig', priority: 'low', status: 'done' });
    const titles = async (input: Parameters<typeof caller.tasks.list>[0]) =>
      (await caller.tasks.list(input)).items.map((task) => task.title);
    expect(await titles({ priority: ['urgent', 'high'] })).toEqual(['Dringend']);
    expect(await titles({ leadId: lead.id, assignee: 'all' })).toEqual(['Dringend']);
    expect(await titles({ status: ['done'] })).toEqual(['Fertig']);
    const board = await caller.tasks.board();
    expect(
      board.map((column) => [column.status, column.count, column.items.map((t) => t.title)]),
    ).toEqual([
      ['open', 1, ['Dringend']],
      ['in_progress', 1, ['Niedrig']],
      ['done', 1, ['Fertig']],
    ]);
    const filtered = await caller.tasks.board({ assignee: 'me', priority: ['low'] });
    expect(filtered.map((column) => column.count)).toEqual([0, 1, 1]);
  });

  it('sums up the caller’s day for the dashboard', async () => {
    const { customer, caller, user } = await company();
    const today = berlinDay(new Date());
    const mine = { assigneeId: user.id };
    await createTask(world.db, customer.id, { ...mine, title: 'Heute 1', dueDate: today });
    await createTask(world.db, customer.id, {
      ...mine,
      title: 'Heute 2',
      dueDate: today,
      dueTime: '08:00',
    });
    await createTask(world.db, customer.id, {
      ...mine,
      title: 'Gestern',
      dueDate: addDays(today, -1),
    });
    await createTask(world.db, customer.id, { title: 'Nicht meins', dueDate: today });
    const summary = await caller.tasks.summary();
    expect(summary.today).toBe(2);
    expect(summary.overdue).toBe(1);
    expect(summary.dueToday.map((task) => task.title)).toEqual(['Heute 1', 'Heute 2']);
    expect(summary.overdueTasks.map((task) => task.title)).toEqual(['Gestern']);
  });

  it('announces every change on the company’s channel', async () => {
    const customer = await createCustomer(world.db);
    const events: { customerId: string; event: RealtimeEvent }[] = [];
    world.realtime = {
      ...silentPublisher,
      publish: (customerId, event) => {
        events.push({ customerId, event });
        return Promise.resolve();
      },
    };
    try {
      const { caller } = await memberOf(world, customer);
      const task = await caller.tasks.create({ title: 'Live' });
      await caller.tasks.update({ taskId: task.id, status: 'done' });
      await caller.tasks.delete({ taskId: task.id });
      expect(events).toEqual(
        Array.from({ length: 3 }, () => ({
          customerId: customer.id,
          event: { name: 'task.changed', data: { taskId: task.id } },
        })),
      );
    } finally {
      world.realtime = undefined;
    }
  });

  it('seeds a believable week once, linked to the demo company’s leads', async () => {
    const context: SeedContext = {
      db: world.db,
      storage: world.storage,
      ensureAuthUser: ({ email }) => Promise.resolve(`seed-${email}`),
      now: new Date('2026-11-23T09:30:00Z'),
      secret: 'seed-secret',
    };
    await seedIdentity(context);
    await seedTeam(context);
    await seedCrm(context);
    await seedTasks(context);
    await seedTasks(context);
    const customerId = DEMO_CUSTOMER_IDS.sprintDemo;
    expect(await taskCount(world, customerId)).toBe(DEMO_TASKS.length);
    const rows = await world.db.select().from(tasks).where(eq(tasks.customerId, customerId));
    expect(rows.filter((row) => row.dueDate === '2026-11-23').length).toBeGreaterThan(1);
    expect(
      rows.filter((row) => row.dueDate && row.dueDate < '2026-11-23' && row.status !== 'done')
        .length,
    ).toBeGreaterThan(1);
    expect(rows.filter((row) => row.leadId).length).toBeGreaterThan(3);
    expect(rows.filter((row) => row.status === 'done').every((row) => row.completedAt)).toBe(true);
  });
});
