/** A company's clip was added, changed or deleted: open clip pages refetch. */
export type ClipEvent = { name: 'clip.changed'; data: { clipId: string } };

declare module '../../platform/realtime/events' {
  interface RealtimeEventMap {
    'clip.changed': ClipEvent;
  }
}
