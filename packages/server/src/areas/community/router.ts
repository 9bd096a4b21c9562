import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { appError } from '../../platform/errors';
import { customers } from '../../platform/identity/schema';
import { noInput } from '../../platform/inputs';
import { notify, type NotificationInput } from '../../platform/notifications/service';
import { setHiddenFromLeaderboard } from '../../platform/points/service';
import { readSettings, writeSettings } from '../../platform/settings/settings';
import { assertEmployee, router, tenantProcedure, type TenantContext } from '../../platform/trpc';
import { customerChanged } from '../team';
import { assertModerator, communityAccess, COMMUNITY_CHANNEL, takesPart } from './access';
import type { CommunityEvent } from './events';
import { leaderboard, myStanding } from './leaderboard';
import { COMMUNITY_NOT_OPEN } from './model';
import {
  categoryRef,
  commentRef,
  createCategoryInput,
  createCommentInput,
  createPostInput,
  leaderboardInput,
  likeInput,
  listPostsInput,
  mentionCandidatesInput,
  moderationInput,
  postRef,
  reorderCategoriesInput,
  searchInput,
  updateCategoryInput,
  updateCommentInput,
  updatePostInput,
} from './inputs';
import { communityFollows } from './schema';
import { searchCommunity } from './search';
import {
  createCategory,
  createComment,
  createPost,
  deleteCategory,
  deleteComment,
  deletePost,
  findPost,
  listCategories,
  listComments,
  listPosts,
  mentionCandidates,
  moderatePost,
  reorderCategories,
  toggleLike,
  updateCategory,
  updateComment,
  updatePost,
  type Viewer,
} from './service';

/**
 * The caller as a member of the community, or 403 for a company that was not admitted. Called
 * first in each resolver, after the input: bad input gets its own answer first, whoever sends it.
 */
async function joined(ctx: TenantContext): Promise<Viewer> {
  const viewer = viewerOf(ctx);
  if (!(await takesPart(ctx.db, { ourEmployee: viewer.ourEmployee, tenant: ctx.tenant }))) {
    throw appError('FORBIDDEN', COMMUNITY_NOT_OPEN);
  }
  return viewer;
}

function viewerOf(ctx: TenantContext): Viewer {
  return {
    userId: ctx.user.id,
    ourEmployee: ctx.user.ourEmployee,
    customerId: ctx.tenant.customerId,
  };
}

/** Best effort, after the write: every open feed, post and board of the community refetches. */
function announce(ctx: TenantContext, postId: string | null) {
  const event: CommunityEvent = { name: 'community.changed', data: { postId } };
  void ctx.realtime.publishTo(COMMUNITY_CHANNEL, event);
}

export const postHref = (postId: string) => `/app/community/posts/${postId}`;

/** Tells people after a write; never fails the write (notify logs its own failures). */
function tell(ctx: TenantContext, notices: Omit<NotificationInput, 'actorId' | 'customerId'>[]) {
  const told = new Set<string>();
  return Promise.all(
    notices
      .filter((notice) => {
        // One notice per person and write: a mention wins over a reply, a reply over a follow.
        if (told.has(notice.userId)) return false;
        told.add(notice.userId);
        return true;
      })
      .map((notice) => notify(ctx, { ...notice, actorId: ctx.user.id, customerId: null })),
  );
}

const categoriesRouter = router({
  list: tenantProcedure.input(noInput).query(async ({ ctx }) => {
    await joined(ctx);
    return listCategories(ctx.db);
  }),
  create: tenantProcedure.input(createCategoryInput).mutation(async ({ ctx, input }) => {
    assertModerator(await joined(ctx));
    const category = await createCategory(ctx.db, input);
    announce(ctx, null);
    return category;
  }),
  update: tenantProcedure.input(updateCategoryInput).mutation(async ({ ctx, input }) => {
    assertModerator(await joined(ctx));
    const category = await updateCategory(ctx.db, input);
    announce(ctx, null);
    return category;
  }),
  delete: tenantProcedure.input(categoryRef).mutation(async ({ ctx, input }) => {
    assertModerator(await joined(ctx));
    const deleted = await deleteCategory(ctx.db, input.categoryId);
    announce(ctx, null);
    return deleted;
  }),
  reorder: tenantProcedure.input(reorderCategoriesInput).mutation(async ({ ctx, input }) => {
    assertModerator(await joined(ctx));
    const categories = await reorderCategories(ctx.db, input.categoryIds);
    announce(ctx, null);
    return categories;
  }),
});

const postsRouter = router({
  /** The feed: pinned first, then 'Neueste' or 'Beliebt'; the first page records the visit. */
  list: tenantProcedure
    .input(listPostsInput.optional())
    .query(async ({ ctx, input }) => listPosts(ctx, await joined(ctx), input ?? { sort: 'new' })),

  byId: tenantProcedure
    .input(postRef)
    .query(async ({ ctx, input }) => findPost(ctx, await joined(ctx), input.postId)),

  create: tenantProcedure.input(createPostInput).mutation(async ({ ctx, input }) => {
    const post = await createPost(ctx.db, await joined(ctx), input);
    announce(ctx, post.id);
    await tell(
      ctx,
      post.mentions.map((userId) => ({
        userId,
        kind: 'mention' as const,
        subjectKey: `post:${post.id}`,
        subject: post.title,
        href: postHref(post.id),
      })),
    );
    return { id: post.id };
  }),

  /** Only its author edits a post; the newly mentioned are told. */
  update: tenantProcedure.input(updatePostInput).mutation(async ({ ctx, input }) => {
    const post = await updatePost(ctx.db, await joined(ctx), input);
    announce(ctx, post.id);
    await tell(
      ctx,
      post.mentions.map((userId) => ({
        userId,
        kind: 'mention' as const,
        subjectKey: `post:${post.id}`,
        subject: post.title,
        href: postHref(post.id),
      })),
    );
    return { id: post.id };
  }),

  delete: tenantProcedure.input(postRef).mutation(async ({ ctx, input }) => {
    const deleted = await deletePost(ctx.db, await joined(ctx), input.postId);
    announce(ctx, deleted.id);
    return deleted;
  }),

  pin: tenantProcedure.input(moderationInput).mutation(async ({ ctx, input }) => {
    const post = await moderatePost(ctx.db, await joined(ctx), 'pin', input);
    announce(ctx, post.id);
    return post;
  }),

  close: tenantProcedure.input(moderationInput).mutation(async ({ ctx, input }) => {
    const post = await moderatePost(ctx.db, await joined(ctx), 'close', input);
    announce(ctx, post.id);
    return post;
  }),

  hide: tenantProcedure.input(moderationInput).mutation(async ({ ctx, input }) => {
    const post = await moderatePost(ctx.db, await joined(ctx), 'hide', input);
    announce(ctx, post.id);
    return post;
  }),
});

const commentsRouter = router({
  list: tenantProcedure
    .input(postRef)
    .query(async ({ ctx, input }) => listComments(ctx, await joined(ctx), input.postId)),

  /** A comment or a reply; the post's author, the replied-to and the followers are told. */
  create: tenantProcedure.input(createCommentInput).mutation(async ({ ctx, input }) => {
    const comment = await createComment(ctx.db, await joined(ctx), input);
    announce(ctx, comment.post.id);
    const about = {
      subjectKey: `post:${comment.post.id}`,
      subject: comment.post.title,
      href: `${postHref(comment.post.id)}#kommentar-${comment.id}`,
    };
    await tell(ctx, [
      ...(comment.parentAuthorId
        ? [{ ...about, userId: comment.parentAuthorId, kind: 'reply' as const, onComment: true }]
        : []),
      ...(comment.post.authorId
        ? [{ ...about, userId: comment.post.authorId, kind: 'reply' as const }]
        : []),
      ...(await followersOf(ctx, comment.post.id)).map((userId) => ({
        ...about,
        userId,
        kind: 'comment' as const,
      })),
    ]);
    return { id: comment.id };
  }),

  update: tenantProcedure.input(updateCommentInput).mutation(async ({ ctx, input }) => {
    const comment = await updateComment(ctx.db, await joined(ctx), input);
    announce(ctx, comment.postId);
    return { id: comment.id };
  }),

  delete: tenantProcedure.input(commentRef).mutation(async ({ ctx, input }) => {
    const comment = await deleteComment(ctx.db, await joined(ctx), input.commentId);
    announce(ctx, comment.postId);
    return { id: comment.id };
  }),
});

async function followersOf(ctx: TenantContext, postId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ userId: communityFollows.userId })
    .from(communityFollows)
    .where(eq(communityFollows.postId, postId))
    .limit(500);
  return rows.map((row) => row.userId);
}

export const communityRouter = router({
  categories: categoriesRouter,
  posts: postsRouter,
  comments: commentsRouter,

  likes: router({
    /** 'Gefällt mir' on or off; the author earns (or loses) a point and is told, bundled. */
    toggle: tenantProcedure.input(likeInput).mutation(async ({ ctx, input }) => {
      const result = await toggleLike(ctx.db, await joined(ctx), input);
      announce(ctx, result.postId);
      if (result.liked && result.target.authorId) {
        const commentId = 'commentId' in input ? input.commentId : null;
        await tell(ctx, [
          {
            userId: result.target.authorId,
            kind: 'like',
            subjectKey: commentId ? `comment:${commentId}` : `post:${result.postId}`,
            subject: result.target.title,
            onComment: result.target.onComment,
            href: commentId
              ? `${postHref(result.postId)}#kommentar-${commentId}`
              : postHref(result.postId),
          },
        ]);
      }
      return { liked: result.liked, likeCount: result.likeCount };
    }),
  }),

  /** Posts and comments by German full-text search, ranked, with the matching passage. */
  search: tenantProcedure
    .input(searchInput)
    .query(async ({ ctx, input }) => searchCommunity(ctx.db, await joined(ctx), input)),

  /** The people the editor's @ list offers: members of the community. */
  mentionCandidates: tenantProcedure
    .input(mentionCandidatesInput)
    .query(async ({ ctx, input }) => mentionCandidates(ctx, await joined(ctx), input.query)),

  /** 'Community freischalten' in the customer console: employees only, for any company. */
  access: router({
    get: tenantProcedure
      .input(z.strictObject({ customerId: z.uuid() }))
      .query(async ({ ctx, input }) => {
        assertEmployee(ctx.user);
        return readSettings(ctx.db, { customerId: input.customerId }, communityAccess);
      }),
    set: tenantProcedure
      .input(z.strictObject({ customerId: z.uuid(), open: z.boolean() }))
      .mutation(async ({ ctx, input }) => {
        assertEmployee(ctx.user);
        const [customer] = await ctx.db
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.id, input.customerId));
        if (!customer) throw appError('NOT_FOUND', 'Diesen Kunden gibt es nicht.');
        const saved = await writeSettings(ctx.db, { customerId: customer.id }, communityAccess, {
          open: input.open,
        });
        // The company's members see the sidebar entry change at once.
        void ctx.realtime.publish(customer.id, customerChanged);
        return saved;
      }),
  }),
});

export const leaderboardRouter = router({
  /** Top 10 and the caller's place: '7 Tage', '30 Tage', 'Gesamt'; company or community. */
  board: tenantProcedure.input(leaderboardInput.optional()).query(async ({ ctx, input }) => {
    const board = input ?? { period: '7d' as const, scope: 'company' as const };
    if (
      board.scope === 'community' &&
      !(await takesPart(ctx.db, { ourEmployee: ctx.user.ourEmployee, tenant: ctx.tenant }))
    ) {
      throw appError('FORBIDDEN', COMMUNITY_NOT_OPEN);
    }
    return leaderboard(ctx.db, ctx.storage, viewerOf(ctx), board);
  }),

  /** Level, points to the next level and this week's rank (the dashboard card). */
  me: tenantProcedure
    .input(noInput)
    .query(({ ctx }) => myStanding(ctx.db, ctx.storage, viewerOf(ctx))),

  /** 'In der Rangliste ausblenden' (Konto). */
  setHidden: tenantProcedure
    .input(z.strictObject({ hidden: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await setHiddenFromLeaderboard(ctx.db, ctx.user.id, input.hidden);
      return myStanding(ctx.db, ctx.storage, viewerOf(ctx));
    }),
});
