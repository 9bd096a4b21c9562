import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@sprint/server';
import { COMMUNITY_NOT_OPEN } from '@sprint/server/community';
import { EMPLOYEES_ONLY_MESSAGE } from '@sprint/server/platform/identity';
import { defineLookup, type LiveInvalidations } from '../area';
import { ALLOWED, type AccessRule } from '../../components/access';
import { isUuid } from '../../lib/uuid';

type Outputs = inferRouterOutputs<AppRouter>;
export type FeedPage = Outputs['community']['posts']['list'];
export type PostSummary = FeedPage['items'][number];
export type PostDetail = Outputs['community']['posts']['byId'];
export type CommentNode = Outputs['community']['comments']['list'][number];
export type CommunityHit = Outputs['community']['search'][number];
export type Category = Outputs['community']['categories']['list'][number];
export type Leaderboard = Outputs['leaderboard']['board'];
export type Standing = Outputs['leaderboard']['me'];

/** The community's rule, as the server's: employees, and members of a company it was opened for. */
export const forCommunity: AccessRule = (viewer) =>
  viewer.ourEmployee || viewer.communityOpen
    ? ALLOWED
    : { allowed: false, reason: viewer.ourEmployee ? EMPLOYEES_ONLY_MESSAGE : COMMUNITY_NOT_OPEN };

export const POST_CRUMB = 'Beitrag wird geladen...';

/** The post page's breadcrumb: Community › the post's title, from the page's own query. */
export const postLookup = defineLookup({
  query: ({ postId }, trpc) =>
    isUuid(postId) ? trpc.community.posts.byId.queryOptions({ postId }) : null,
  label: (post) => post.title,
  loading: POST_CRUMB,
  access: forCommunity,
});

/** Anything in the community changed: feeds, posts, comments, search and boards refetch. */
export const communityLive: LiveInvalidations = {
  'community.changed': (trpc) => [trpc.community.pathKey(), trpc.leaderboard.pathKey()],
};

export const postHref = (postId: string, commentId?: string | null) =>
  `/app/community/posts/${postId}${commentId ? `#kommentar-${commentId}` : ''}`;
