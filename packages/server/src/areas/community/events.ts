/**
 * Something in the community changed (a post, a comment, a like): open feeds, posts and
 * boards refetch. Sent on the community's channel, which only its members' tokens grant.
 */
export type CommunityEvent = { name: 'community.changed'; data: { postId: string | null } };

declare module '../../platform/realtime/events' {
  interface RealtimeEventMap {
    'community.changed': CommunityEvent;
  }
}
