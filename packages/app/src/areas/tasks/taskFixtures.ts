import { http, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs, RouterOutputs } from '../../api/types';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  trpcQueries,
  type TrpcFailure,
  trpcReply,
  type TrpcCallAnswer,
} from '../../testing/storyProviders';
import type {
  CreateTaskInput,
  TaskBoardColumns,
  TaskCounts,
  TaskListInput,
  TaskRow,
  TaskSummary,
  UpdateTaskInput,
} from './queries';
import { berlinToday, TASK_PRIORITIES, TASK_STATUSES } from './components/taskLabels';

/*
 * The tasks area's story data: a sales team's tasks around the stories' fixed "now" (Friday,
 * 20 November 2026, 10:30 in Berlin, set by .storybook/preview.tsx), and a small in-memory
 * stand-in for the server's task procedures that answers in the real tRPC shape (batched GET for
 * queries, batched POST for mutations, superjson). Lists, counts, the board and the dashboard's
 * summary are worked out from the same tasks as the server does, so a story that ticks a task
 * sees the tab counts follow.
 */

type CompanyMember = RouterOutputs['crm']['members'][number];
type TaskList = RouterOutputs['tasks']['list'];
type TaskFilters = NonNullable<RouterInputs['tasks']['counts']>;
type DeleteTaskInput = RouterInputs['tasks']['delete'];

/** The Berlin day of the stories' "now". */
export const TODAY = '2026-11-20';

/** The calendar day `offset` days from TODAY, as 'YYYY-MM-DD'. */
export function dayFromToday(offset: number): string {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

export const taskMembers: CompanyMember[] = [
  { id: sessionUserFixture.id, name: 'Anna Berger', email: 'anna.berger@nordlicht-vertrieb.de' },
  {
    id: '6c1d4e9f-3e5b-4d2f-8a4c-8b7e3f2d1c0a',
    name: 'Jonas Keller',
    email: 'jonas.keller@nordlicht-vertrieb.de',
  },
  {
    id: '7d2e5f0a-4f6c-4e3a-9b5d-9c8f4a3e2d1b',
    name: 'Mira Yilmaz',
    email: 'mira.yilmaz@nordlicht-vertrieb.de',
  },
];

const [anna, jonas, mira] = taskMembers as [CompanyMember, CompanyMember, CompanyMember];

/** The leads the tasks are about (the CRM stories' companies, with the same ids). */
const LEADS = {
  alpenblick: { id: '3a6f2b1c-8d4e-4f5a-9b6c-000000000001', name: 'Alpenblick Logistik GmbH' },
  hansewerft: { id: '3a6f2b1c-8d4e-4f5a-9b6c-000000000002', name: 'Hansewerft Technik AG' },
  rheinland: { id: '3a6f2b1c-8d4e-4f5a-9b6c-000000000003', name: 'Rheinland Solar GmbH' },
  mueller: { id: '3a6f2b1c-8d4e-4f5a-9b6c-000000000004', name: 'Müller & Söhne Bau KG' },
  schneider: { id: '3a6f2b1c-8d4e-4f5a-9b6c-000000000005', name: 'Bäckerei Schneider' },
  kaiser: { id: '3a6f2b1c-8d4e-4f5a-9b6c-000000000006', name: 'Kaiser Medizintechnik GmbH' },
} as const;

type LeadRef = (typeof LEADS)[keyof typeof LEADS];

/** A task id that reads as one in a test: ...-0000000000NN. */
export const taskId = (n: number) =>
  `9e1b7c4d-2f3a-4b5c-8d6e-${String(n).padStart(12, '0')}` as const;

type TaskSeed = Pick<TaskRow, 'title'> &
  Partial<Omit<TaskRow, 'assigneeId' | 'assigneeName' | 'leadId' | 'leadName'>> & {
    assignee?: CompanyMember | null;
    lead?: LeadRef;
  };

function task(n: number, { assignee = anna, lead, ...seed }: TaskSeed): TaskRow {
  return {
    id: taskId(n),
    customerId: sessionCustomerFixture.id,
    description: null,
    dueDate: null,
    dueTime: null,
    priority: 'medium',
    status: 'open',
    assigneeId: assignee?.id ?? null,
    assigneeName: assignee?.name ?? null,
    leadId: lead?.id ?? null,
    leadName: lead?.name ?? null,
    createdBy: anna.id,
    createdByName: anna.name,
    completedAt: null,
    createdAt: new Date(2026, 10, 2 + (n % 14), 9, n),
    updatedAt: new Date(2026, 10, 16, 8, n),
    ...seed,
  };
}

/**
 * Anna Berger's week (the signed-in person): three tasks due today, two overdue, three coming up,
 * two done; and a few of her colleagues' and nobody's, seen under 'Alle im Team'.
 */
export function taskFixtures(): TaskRow[] {
  return [
    task(1, {
      title: 'Rückruf wegen Rahmenvertrag',
      description: 'Herr Petersen möchte die Staffelpreise für 2027 besprechen.',
      lead: LEADS.hansewerft,
      dueDate: TODAY,
      dueTime: '11:00',
      priority: 'urgent',
    }),
    task(2, {
      title: 'Angebot nachfassen',
      description: 'Frau Dr. Wolff hatte um eine Rückmeldung bis Freitag gebeten.',
      lead: LEADS.rheinland,
      dueDate: TODAY,
      dueTime: '14:00',
      priority: 'high',
      status: 'in_progress',
    }),
    task(3, {
      title: 'Präsentation für die Geschäftsführung vorbereiten',
      lead: LEADS.kaiser,
      dueDate: TODAY,
    }),
    task(4, {
      title: 'Unterlagen zur Bonitätsprüfung anfordern',
      lead: LEADS.mueller,
      dueDate: dayFromToday(-1),
      dueTime: '16:00',
      priority: 'high',
    }),
    task(5, {
      title: 'Follow-up-Mails nach der Messe schreiben',
      dueDate: dayFromToday(-3),
    }),
    task(6, {
      title: 'Demo-Termin bestätigen',
      lead: LEADS.alpenblick,
      dueDate: dayFromToday(3),
      dueTime: '10:00',
    }),
    task(7, {
      title: 'Pipeline-Bericht für das Quartal erstellen',
      dueDate: dayFromToday(7),
      priority: 'low',
      status: 'in_progress',
    }),
    task(8, {
      title: 'Weihnachtsaktion besprechen',
      lead: LEADS.schneider,
      dueDate: dayFromToday(11),
      priority: 'low',
    }),
    task(9, {
      title: 'Erstgespräch protokollieren',
      lead: LEADS.alpenblick,
      dueDate: dayFromToday(-1),
      status: 'done',
      completedAt: new Date(2026, 10, 19, 17, 10),
    }),
    task(10, {
      title: 'Preisliste 2027 schicken',
      lead: LEADS.hansewerft,
      dueDate: dayFromToday(-2),
      priority: 'high',
      status: 'done',
      completedAt: new Date(2026, 10, 18, 15, 45),
    }),
    task(11, {
      title: 'Messeeinladungen an Bestandskunden verschicken',
      assignee: jonas,
      dueDate: TODAY,
    }),
    task(12, {
      title: 'Rückfrage zu Lieferzeiten beantworten',
      assignee: mira,
      lead: LEADS.rheinland,
      dueDate: dayFromToday(-2),
      priority: 'high',
    }),
    task(13, {
      title: 'Kontakte nach dem CSV-Import prüfen',
      assignee: null,
      dueDate: dayFromToday(4),
      priority: 'low',
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// The server's reads, over an array of tasks

const isDone = (row: TaskRow) => row.status === 'done';

/** Whose tasks: 'me' is the signed-in Anna Berger. */
function matchesFilters(row: TaskRow, filters: TaskFilters | undefined): boolean {
  const assignee = filters?.assignee ?? 'me';
  if (assignee === 'me' && row.assigneeId !== sessionUserFixture.id) return false;
  if (assignee === 'none' && row.assigneeId !== null) return false;
  if (!['me', 'none', 'all'].includes(assignee) && row.assigneeId !== assignee) return false;
  if (filters?.priority?.length && !filters.priority.includes(row.priority)) return false;
  if (filters?.leadId && row.leadId !== filters.leadId) return false;
  return true;
}

type View = NonNullable<TaskListInput['view']>;

function inView(row: TaskRow, view: View, today: string): boolean {
  if (view === 'all') return true;
  if (isDone(row) || !row.dueDate) return false;
  if (view === 'today') return row.dueDate === today;
  if (view === 'overdue') return row.dueDate < today;
  return row.dueDate > today;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Soonest first; a day's all-day tasks before its timed ones; then the most pressing. */
function byDue(a: TaskRow, b: TaskRow): number {
  if (a.dueDate !== b.dueDate) {
    if (!a.dueDate) return 1;
    if (!b.dueDate) return -1;
    return compare(a.dueDate, b.dueDate);
  }
  if (a.dueTime !== b.dueTime) {
    if (!a.dueTime) return -1;
    if (!b.dueTime) return 1;
    return compare(a.dueTime, b.dueTime);
  }
  return (
    TASK_PRIORITIES.indexOf(a.priority) - TASK_PRIORITIES.indexOf(b.priority) ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    compare(a.id, b.id)
  );
}

/** `tasks.list`: a page of a view, soonest first, finished tasks last. */
export function listTasks(rows: TaskRow[], input: TaskListInput | undefined, today = TODAY) {
  const view = input?.view ?? 'all';
  const matching = rows
    .filter((row) => matchesFilters(row, input) && inView(row, view, today))
    .filter((row) => !input?.status?.length || input.status.includes(row.status))
    .sort((a, b) => Number(isDone(a)) - Number(isDone(b)) || byDue(a, b));
  const offset = input?.cursor ?? 0;
  const limit = input?.limit ?? 100;
  const more = matching.length > offset + limit;
  return {
    items: matching.slice(offset, offset + limit),
    nextCursor: more ? offset + limit : null,
  } satisfies TaskList;
}

/** `tasks.counts`: the unfinished tasks of each tab. */
export function countTasks(
  rows: TaskRow[],
  filters: TaskFilters | undefined,
  today = TODAY,
): TaskCounts {
  const open = rows.filter((row) => !isDone(row) && matchesFilters(row, filters));
  const dated = (test: (day: string) => boolean) =>
    open.filter((row) => row.dueDate !== null && test(row.dueDate)).length;
  return {
    today: dated((day) => day === today),
    overdue: dated((day) => day < today),
    upcoming: dated((day) => day > today),
    all: open.length,
  };
}

/** `tasks.board`: per status its count and tasks; the finished ones latest first. */
export function taskBoard(rows: TaskRow[], filters: TaskFilters | undefined): TaskBoardColumns {
  return TASK_STATUSES.map((status) => {
    const items = rows
      .filter((row) => row.status === status && matchesFilters(row, filters))
      .sort(
        (a, b) =>
          (status === 'done'
            ? (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0)
            : 0) || byDue(a, b),
      );
    return { status, count: items.length, items };
  });
}

/** `tasks.summary`: the signed-in person's counts for today and overdue, and the first three. */
export function summarizeTasks(rows: TaskRow[], today = TODAY): TaskSummary {
  const counts = countTasks(rows, { assignee: 'me' }, today);
  const first = (view: View) => listTasks(rows, { view, assignee: 'me', limit: 3 }, today).items;
  return {
    today: counts.today,
    overdue: counts.overdue,
    dueToday: first('today'),
    overdueTasks: first('overdue'),
  };
}

/** The dashboard card's answer for Anna Berger's week. */
export const taskSummaryFixture: TaskSummary = summarizeTasks(taskFixtures());

/** Nothing due today and nothing overdue. */
export const emptyTaskSummaryFixture: TaskSummary = {
  today: 0,
  overdue: 0,
  dueToday: [],
  overdueTasks: [],
};

// ---------------------------------------------------------------------------------------------
// The server

export const TASK_NOT_FOUND: TrpcFailure = {
  status: 404,
  code: 'NOT_FOUND',
  message: 'Aufgabe nicht gefunden.',
};

type QueryPath = 'tasks.list' | 'tasks.counts' | 'tasks.board' | 'tasks.summary' | 'crm.members';
type MutationPath = 'tasks.create' | 'tasks.update' | 'tasks.delete';

export type TasksServerOptions = {
  /** The company's tasks; `taskFixtures()` when not given. */
  tasks?: TaskRow[];
  /** Procedures that fail, e.g. `{ 'tasks.list': NO_COMPANY_ACCESS }`. */
  fail?: Partial<Record<QueryPath | MutationPath, TrpcFailure>>;
  /** Sees every mutation with its input (spies in play functions). */
  onMutation?: (path: string, input: unknown) => void;
};

type MutationAnswer = TrpcCallAnswer;

const memberName = (id: string | null | undefined) =>
  taskMembers.find((member) => member.id === id)?.name ?? null;

const leadName = (id: string | null | undefined) =>
  Object.values(LEADS).find((lead) => lead.id === id)?.name ?? null;

/**
 * The task procedures over the company's tasks, and `crm.members` for the assignee choices.
 * Writes change the tasks as the server does (a status change sets or clears `completedAt`),
 * so the lists, counts and board refetch what changed. `reset()` brings back the first tasks.
 */
export function tasksServer(options: TasksServerOptions = {}): HttpHandler[] & {
  reset: () => void;
} {
  let rows: TaskRow[] = [];
  let created = 0;
  const reset = () => {
    rows = (options.tasks ?? taskFixtures()).map((row) => ({ ...row }));
    created = 0;
  };
  reset();
  const fail = options.fail ?? {};
  // The server's today: the Berlin day of the (story's fixed) clock.
  const today = () => berlinToday(new Date());

  // A failing procedure answers with its failure, whatever it was asked.
  const answer = <Input>(path: QueryPath, reply: (input: Input) => unknown) => {
    const failure = fail[path];
    return failure ? { fail: failure } : reply;
  };

  const mutations: Record<MutationPath, (input: never) => MutationAnswer> = {
    'tasks.create': (input: CreateTaskInput) => {
      created += 1;
      const assigneeId = input.assigneeId === undefined ? anna.id : input.assigneeId;
      const status = input.status ?? 'open';
      const now = new Date();
      const row: TaskRow = {
        id: taskId(100 + created),
        customerId: sessionCustomerFixture.id,
        title: input.title.trim(),
        description: input.description?.trim() || null,
        dueDate: input.dueDate ?? null,
        dueTime: input.dueDate ? (input.dueTime ?? null) : null,
        priority: input.priority ?? 'medium',
        status,
        assigneeId,
        assigneeName: memberName(assigneeId),
        leadId: input.leadId ?? null,
        leadName: leadName(input.leadId),
        createdBy: anna.id,
        createdByName: anna.name,
        completedAt: status === 'done' ? now : null,
        createdAt: now,
        updatedAt: now,
      };
      rows = [...rows, row];
      return { value: row };
    },
    'tasks.update': ({ taskId: id, ...fields }: UpdateTaskInput) => {
      const current = rows.find((row) => row.id === id);
      if (!current) return { fail: TASK_NOT_FOUND };
      const now = new Date();
      const dueDate = fields.dueDate === undefined ? current.dueDate : fields.dueDate;
      const dueTime = fields.dueTime === undefined ? current.dueTime : fields.dueTime;
      const assigneeId = fields.assigneeId === undefined ? current.assigneeId : fields.assigneeId;
      const leadId = fields.leadId === undefined ? current.leadId : fields.leadId;
      const status = fields.status ?? current.status;
      const next: TaskRow = {
        ...current,
        title: fields.title?.trim() ?? current.title,
        description:
          fields.description === undefined ? current.description : fields.description || null,
        dueDate,
        // Taking the date away takes its time with it.
        dueTime: dueDate ? dueTime : null,
        priority: fields.priority ?? current.priority,
        status,
        assigneeId,
        assigneeName: memberName(assigneeId) ?? (assigneeId ? current.assigneeName : null),
        leadId,
        leadName: leadName(leadId) ?? (leadId ? current.leadName : null),
        completedAt:
          status === current.status ? current.completedAt : status === 'done' ? now : null,
        updatedAt: now,
      };
      rows = rows.map((row) => (row.id === id ? next : row));
      return { value: next };
    },
    'tasks.delete': ({ taskId: id }: DeleteTaskInput) => {
      if (!rows.some((row) => row.id === id)) return { fail: TASK_NOT_FOUND };
      rows = rows.filter((row) => row.id !== id);
      return { value: { id } };
    },
  };

  const handlers = [
    trpcQueries({
      'tasks.list': answer('tasks.list', (input: TaskListInput | undefined) =>
        listTasks(rows, input, today()),
      ),
      'tasks.counts': answer('tasks.counts', (input: TaskFilters | undefined) =>
        countTasks(rows, input, today()),
      ),
      'tasks.board': answer('tasks.board', (input: TaskFilters | undefined) =>
        taskBoard(rows, input),
      ),
      'tasks.summary': answer('tasks.summary', () => summarizeTasks(rows, today())),
      'crm.members': answer('crm.members', () => taskMembers),
    }),
    http.post(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in mutations)) return undefined;
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      return trpcReply(
        paths,
        paths.map((path, index) => {
          const call = raw[String(index)];
          const input = call ? superjson.deserialize(call) : undefined;
          options.onMutation?.(path, input);
          const failure = fail[path as MutationPath];
          return failure ? { fail: failure } : mutations[path as MutationPath](input as never);
        }),
      );
    }),
  ];
  return Object.assign(handlers, { reset });
}
