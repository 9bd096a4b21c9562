/**
 * What the CRM tells everyone else in the company (live updates): one lead, or several (bulk
 * changes, imports). An empty `leadIds` means "many": more than fit in one message.
 */
export type CrmEvent = {
  name: 'lead.changed';
  data: { leadId: string } | { leadIds: string[] };
};

/** Ably messages stay small (64 KB): past this many ids a bulk change says "many". */
export const MAX_IDS_PER_EVENT = 100;

export function leadChanged(leadIds: string[]): CrmEvent {
  if (leadIds.length === 1 && leadIds[0])
    return { name: 'lead.changed', data: { leadId: leadIds[0] } };
  return {
    name: 'lead.changed',
    data: { leadIds: leadIds.length > MAX_IDS_PER_EVENT ? [] : leadIds },
  };
}

declare module '../../platform/realtime/events' {
  interface RealtimeEventMap {
    'lead.changed': CrmEvent;
  }
}
