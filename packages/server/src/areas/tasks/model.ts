/**
 * A task's statuses and priorities with the German labels people read. Pure: the app imports it
 * through `@sprint/server/tasks/inputs`.
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
