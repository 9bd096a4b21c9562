/**
 * What the team area tells everyone else in the company: members, roles or invitations changed
 * (open 'Mein Team' pages refetch; a removed member's app notices it lost access), or the
 * company's own record (name, logo, plan) changed, which the sidebar shows.
 */
export type TeamEvent =
  | { name: 'team.changed'; data: { userId?: string } }
  | { name: 'customer.changed'; data: Record<string, never> };

export const teamChanged = (userId?: string): TeamEvent => ({
  name: 'team.changed',
  data: userId ? { userId } : {},
});

export const customerChanged: TeamEvent = { name: 'customer.changed', data: {} };

declare module '../../platform/realtime/events' {
  interface RealtimeEventMap {
    'team.changed': Extract<TeamEvent, { name: 'team.changed' }>;
    'customer.changed': Extract<TeamEvent, { name: 'customer.changed' }>;
  }
}
