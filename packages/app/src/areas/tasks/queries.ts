import type { LiveInvalidations } from '../area';

/**
 * A task changed anywhere in the company: lists, counts, the board, the dashboard card and the
 * lead pages' task lists refetch.
 */
export const tasksLive: LiveInvalidations = {
  'task.changed': (trpc) => [trpc.tasks.pathKey()],
};

export type * from './components/types';
