import { z } from 'zod';
import { taskFields, TASK_PRIORITIES, TASK_STATUSES } from '@sprint/server/tasks';
import type { CreateTaskInput, TaskRow } from './types';

/** The Select's value for "nobody" / "no lead" (Radix refuses an empty value). */
export const NONE = 'none';

/**
 * The dialog's fields as people fill them: text inputs give '' for nothing, which becomes null.
 * Title and description are the server's own rules (ADR 017).
 */
export const taskFormSchema = z
  .object({
    title: taskFields.title,
    description: z.string().max(5000, 'Die Beschreibung darf höchstens 5000 Zeichen lang sein.'),
    dueDate: z.string().nullable(),
    dueTime: z
      .string()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'Bitte gib eine gültige Uhrzeit ein (HH:MM).'),
    priority: z.enum(TASK_PRIORITIES),
    status: z.enum(TASK_STATUSES),
    assigneeId: z.string(),
  })
  .refine((values) => !values.dueTime || values.dueDate, {
    message: 'Eine Uhrzeit braucht ein Fälligkeitsdatum.',
    path: ['dueTime'],
  });

export type TaskFormValues = z.input<typeof taskFormSchema>;
export type TaskFormOutput = z.output<typeof taskFormSchema>;

/** A new task's fields: due on the day given (or none), assigned to the person creating it. */
export function emptyTaskValues(
  userId: string | undefined,
  dueDate: string | null = null,
): TaskFormValues {
  return {
    title: '',
    description: '',
    dueDate,
    dueTime: '',
    priority: 'medium',
    status: 'open',
    assigneeId: userId ?? NONE,
  };
}

export function taskToValues(task: TaskRow): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    dueDate: task.dueDate,
    dueTime: task.dueTime ?? '',
    priority: task.priority,
    status: task.status,
    assigneeId: task.assigneeId ?? NONE,
  };
}

/** The form's values as the API takes them. */
export function toTaskInput(values: TaskFormOutput): Omit<CreateTaskInput, 'leadId'> {
  return {
    title: values.title,
    description: values.description.trim() || null,
    dueDate: values.dueDate,
    dueTime: values.dueDate && values.dueTime ? values.dueTime : null,
    priority: values.priority,
    status: values.status,
    assigneeId: values.assigneeId === NONE ? null : values.assigneeId,
  };
}
