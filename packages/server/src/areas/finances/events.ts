/**
 * Something of the company's finances changed: open finance pages and the dashboard card refetch.
 * It names only what kind of record changed, never an amount: every member of the company hears
 * the channel, while only those allowed to see the finances may read them.
 */
export type FinanceEvent = {
  name: 'finance.changed';
  data: { what: 'transaction' | 'recurring' | 'project' | 'settings' | 'category' | 'reserve' };
};

declare module '../../platform/realtime/events' {
  interface RealtimeEventMap {
    'finance.changed': FinanceEvent;
  }
}
