/** The shapes the task screens work with, as the server answers them. */
import type { RouterInputs, RouterOutputs } from '../../../api/types';

export type TaskListInput = Extract<RouterInputs['tasks']['list'], object>;
export type TaskRow = RouterOutputs['tasks']['list']['items'][number];
export type TaskBoardColumns = RouterOutputs['tasks']['board'];
export type TaskCounts = RouterOutputs['tasks']['counts'];
export type TaskSummary = RouterOutputs['tasks']['summary'];
export type TaskStatus = TaskRow['status'];
export type TaskPriority = TaskRow['priority'];
export type UpdateTaskInput = RouterInputs['tasks']['update'];
export type CreateTaskInput = RouterInputs['tasks']['create'];
