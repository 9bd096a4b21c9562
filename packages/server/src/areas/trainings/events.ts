/**
 * A person's own training progress changed (their other tabs and the dashboard card refetch).
 * Published on the company the person worked in.
 */
export type TrainingEvent = { name: 'training.progress'; data: { userId: string } };

export const trainingProgress = (userId: string): TrainingEvent => ({
  name: 'training.progress',
  data: { userId },
});

declare module '../../platform/realtime/events' {
  interface RealtimeEventMap {
    'training.progress': TrainingEvent;
  }
}
