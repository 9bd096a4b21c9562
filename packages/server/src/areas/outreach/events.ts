/** A batch from the extension created or changed conversations (inbox and tracking refetch). */
export type LinkedinEvent = {
  name: 'linkedin.conversations.synced';
  data: { linkedinUserId: string; created: number; updated: number };
};

declare module '../../platform/realtime/events' {
  interface RealtimeEventMap {
    'linkedin.conversations.synced': LinkedinEvent;
  }
}
