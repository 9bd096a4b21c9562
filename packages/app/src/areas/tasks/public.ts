/** What other areas may use of the tasks: a lead's tasks, the task dialog, the task shapes. */
export { LeadTasks, type LeadTasksProps } from './components/LeadTasks';
export { TaskDialog, type TaskDialogProps } from './components/TaskDialog';
export type { TaskRow } from './components/types';

export const TASKS_HREF = '/app/tasks';
