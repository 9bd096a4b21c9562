/** An item of the company was added or deleted: open __Area__ pages and the card refetch. */
export type __Area__Event = { name: '__area__.changed'; data: { itemId: string } };

declare module '../../platform/realtime/events' {
  interface RealtimeEventMap {
    '__area__.changed': __Area__Event;
  }
}
