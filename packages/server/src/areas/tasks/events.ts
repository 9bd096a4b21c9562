/** A task of the company was added, changed or deleted: open task lists, boards and cards refetch. */
export type TaskEvent = { name: 'task.changed'; data: { taskId: string } };

declare module '../../platform/realtime/events' {
  interface RealtimeEventMap {
    'task.changed': TaskEvent;
  }
}
