/**
 * Something changed in the person's notifications: the bell refetches its count and list. Sent
 * on the person's own channel (`user:<id>`), which only their token may subscribe to.
 */
export type NotificationEvent = { name: 'notification.changed'; data: Record<string, never> };

declare module '../realtime/events' {
  interface RealtimeEventMap {
    'notification.changed': NotificationEvent;
  }
}
