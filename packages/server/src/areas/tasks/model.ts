import { z } from 'zod';

/**
 * A task's statuses and priorities with the German labels people read. Pure: the app imports it
 * through `@sprint/server/tasks`.
 */
/** The board's columns, in their order. */
export const TASK_STATUSES = ['open', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Most pressing first: the enum's order is what `order by priority` sorts by. */
export const TASK_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  open: 'Offen',
  in_progress: 'In Arbeit',
  done: 'Erledigt',
};

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  urgent: 'Dringend',
  high: 'Hoch',
  medium: 'Mittel',
  low: 'Niedrig',
};

/**
 * The lists of the tasks page: due today, overdue (due on a day before today), due after today,
 * and everything. Days are Berlin days.
 */
export const TASK_VIEWS = ['today', 'overdue', 'upcoming', 'all'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export const TASK_NOT_FOUND = 'Aufgabe nicht gefunden.';
export const ASSIGNEE_NOT_MEMBER = 'Die zugewiesene Person ist kein Mitglied dieses Unternehmens.';
export const TASK_DELETE_FORBIDDEN =
  'Nur wer die Aufgabe angelegt hat, wem sie zugewiesen ist oder ein Administrator kann sie löschen.';
export const DUE_TIME_WITHOUT_DATE = 'Eine Uhrzeit braucht ein Fälligkeitsdatum.';

/**
 * A task's fields as the API takes them, with the German messages people read. The server's
 * procedures and the app's task forms use these same schemas (ADR 017). Pure zod, no database.
 */
export const MAX_TASK_TITLE = 300;
export const MAX_TASK_DESCRIPTION = 5000;

/** A calendar day as 'YYYY-MM-DD': a real one (no 30 February), between 2000 and 2100. */
export const dueDate = z.iso
  .date({ error: 'Bitte gib ein gültiges Datum ein.' })
  .refine(
    (value) => value >= '2000-01-01' && value <= '2100-12-31',
    'Das Datum muss zwischen 2000 und 2100 liegen.',
  );

/** A time of day as 'HH:MM' (24 hours). */
export const dueTime = z.iso.time({
  precision: -1,
  error: 'Bitte gib eine gültige Uhrzeit ein (HH:MM).',
});

export const taskFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Bitte gib einen Titel ein.')
    .max(MAX_TASK_TITLE, `Der Titel darf höchstens ${MAX_TASK_TITLE} Zeichen lang sein.`),
  description: z
    .string()
    .trim()
    .max(
      MAX_TASK_DESCRIPTION,
      `Die Beschreibung darf höchstens ${MAX_TASK_DESCRIPTION} Zeichen lang sein.`,
    )
    .nullable()
    .optional(),
  dueDate: dueDate.nullable().optional(),
  dueTime: dueTime.nullable().optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  status: z.enum(TASK_STATUSES).optional(),
  /** A member of the company, or null for nobody. */
  assigneeId: z.uuid().nullable().optional(),
  leadId: z.uuid().nullable().optional(),
};

const timeNeedsDate = (value: { dueDate?: string | null; dueTime?: string | null }) =>
  !value.dueTime || Boolean(value.dueDate);

/** `tasks.create`. */
export const createTaskInput = z
  .strictObject(taskFields)
  .refine(timeNeedsDate, { message: DUE_TIME_WITHOUT_DATE, path: ['dueTime'] });
export type CreateTaskInput = z.input<typeof createTaskInput>;

/**
 * `tasks.update`: only the fields sent change. A time sent without a date keeps the task's date
 * (the service refuses it when the task has none).
 */
export const updateTaskInput = z.strictObject({
  taskId: z.uuid(),
  ...taskFields,
  title: taskFields.title.optional(),
});
export type UpdateTaskInput = z.input<typeof updateTaskInput>;

/** Who the lists show: the caller's tasks, one member's, nobody's, or everyone's. */
export const assigneeFilter = z
  .union([z.literal('me'), z.literal('none'), z.literal('all'), z.uuid()])
  .default('me');

export const taskFilterInput = {
  assignee: assigneeFilter,
  priority: z.array(z.enum(TASK_PRIORITIES)).max(4).optional(),
  leadId: z.uuid().optional(),
};

export const listTasksInput = z.strictObject({
  view: z.enum(TASK_VIEWS).default('all'),
  ...taskFilterInput,
  status: z.array(z.enum(TASK_STATUSES)).max(3).optional(),
  cursor: z.number().int().min(0).max(1_000_000).nullish(),
  // Sent by tRPC's infinite queries along with the cursor; pages only go forward.
  direction: z.enum(['forward', 'backward']).optional(),
  limit: z.number().int().min(1).max(200).default(100),
});
