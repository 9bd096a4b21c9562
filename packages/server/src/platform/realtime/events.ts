/**
 * The domain events on a company's channel, by name. Each area adds its own in its `events.ts`
 * by declaration merging (`declare module '…/platform/realtime/events' { interface
 * RealtimeEventMap { 'lead.changed': CrmEvent } }`): publishing an event nobody declared does
 * not compile, and the app's live updates know every name, while the platform names none.
 */
export interface RealtimeEventMap {}

export type RealtimeEventName = keyof RealtimeEventMap;
export type RealtimeEvent = RealtimeEventMap[RealtimeEventName];
