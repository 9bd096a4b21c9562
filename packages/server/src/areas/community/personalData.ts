import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { definePersonalData } from '../../platform/personalData';
import {
  communityCategories,
  communityComments,
  communityFollows,
  communityLikes,
  communityPostHistory,
  communityPostImages,
  communityPosts,
  communityVisits,
} from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    communityPosts: { title: string; text: string; images: string[]; createdAt: string }[];
    communityComments: { post: string; text: string; createdAt: string }[];
    communityLikes: number;
  }
}

/**
 * What the person wrote in the community, and their likes. Deleting the account deletes their
 * posts and comments the way their author would (text cleared, threads keep their shape, other
 * people's replies stay), and their likes, follows and visits go.
 */
export const communityData = definePersonalData<
  'communityPosts' | 'communityComments' | 'communityLikes'
>({
  tables: [
    communityPosts,
    communityComments,
    communityLikes,
    communityFollows,
    communityVisits,
    communityPostHistory,
    communityPostImages,
  ],
  async export(db, person) {
    const posts = await db
      .select({
        id: communityPosts.id,
        title: communityPosts.title,
        text: communityPosts.bodyText,
        createdAt: communityPosts.createdAt,
      })
      .from(communityPosts)
      .where(and(eq(communityPosts.authorId, person.userId), isNull(communityPosts.deletedAt)))
      .orderBy(asc(communityPosts.createdAt));
    const comments = await db
      .select({
        post: communityPosts.title,
        text: communityComments.body,
        createdAt: communityComments.createdAt,
      })
      .from(communityComments)
      .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
      .where(
        and(eq(communityComments.authorId, person.userId), isNull(communityComments.deletedAt)),
      )
      .orderBy(asc(communityComments.createdAt));
    const likes = await db
      .select({ id: communityLikes.id })
      .from(communityLikes)
      .where(eq(communityLikes.userId, person.userId));
    const images =
      posts.length === 0
        ? []
        : await db
            .select({ postId: communityPostImages.postId, path: communityPostImages.path })
            .from(communityPostImages)
            .where(
              inArray(
                communityPostImages.postId,
                posts.map((post) => post.id),
              ),
            )
            .orderBy(asc(communityPostImages.position));
    return {
      communityPosts: posts.map(({ id, ...post }) => ({
        ...post,
        // The pictures by their storage path (the files are in the export's file list).
        images: images.filter((image) => image.postId === id).map((image) => image.path),
        createdAt: post.createdAt.toISOString(),
      })),
      communityComments: comments.map((comment) => ({
        ...comment,
        createdAt: comment.createdAt.toISOString(),
      })),
      communityLikes: likes.length,
    };
  },
  async erase(tx, person, { now }) {
    const erased = await tx
      .update(communityPosts)
      .set({ deletedAt: now, title: 'Gelöschter Beitrag', bodyHtml: '', bodyText: '' })
      .where(and(eq(communityPosts.authorId, person.userId), isNull(communityPosts.deletedAt)))
      .returning({ id: communityPosts.id });
    // Their pictures go with the text; the storage clean-up deletes the files.
    if (erased.length > 0) {
      await tx.delete(communityPostImages).where(
        inArray(
          communityPostImages.postId,
          erased.map((post) => post.id),
        ),
      );
    }
    const comments = await tx
      .update(communityComments)
      .set({ deletedAt: now, body: '' })
      .where(
        and(eq(communityComments.authorId, person.userId), isNull(communityComments.deletedAt)),
      )
      .returning({ postId: communityComments.postId });
    for (const postId of new Set(comments.map((comment) => comment.postId))) {
      const count = comments.filter((comment) => comment.postId === postId).length;
      const [post] = await tx
        .select({ commentCount: communityPosts.commentCount })
        .from(communityPosts)
        .where(eq(communityPosts.id, postId));
      await tx
        .update(communityPosts)
        .set({ commentCount: Math.max((post?.commentCount ?? 0) - count, 0) })
        .where(eq(communityPosts.id, postId));
    }
    // Their likes go, and with them the counts they added to.
    const likes = await tx
      .delete(communityLikes)
      .where(eq(communityLikes.userId, person.userId))
      .returning({ postId: communityLikes.postId, commentId: communityLikes.commentId });
    const likedPosts = likes.flatMap((like) => (like.postId ? [like.postId] : []));
    const likedComments = likes.flatMap((like) => (like.commentId ? [like.commentId] : []));
    if (likedPosts.length > 0) await recount(tx, 'posts', likedPosts);
    if (likedComments.length > 0) await recount(tx, 'comments', likedComments);
    await tx.delete(communityFollows).where(eq(communityFollows.userId, person.userId));
    await tx.delete(communityVisits).where(eq(communityVisits.userId, person.userId));
    await tx
      .update(communityPostHistory)
      .set({ actorId: null })
      .where(eq(communityPostHistory.actorId, person.userId));
  },
});

async function recount(
  tx: Parameters<NonNullable<typeof communityData.erase>>[0],
  kind: 'posts' | 'comments',
  ids: string[],
) {
  const table = kind === 'posts' ? communityPosts : communityComments;
  const column = kind === 'posts' ? communityLikes.postId : communityLikes.commentId;
  await tx
    .update(table)
    .set({
      likeCount: sql`(select count(*)::int from ${communityLikes} where ${column} = ${table.id})`,
    })
    .where(inArray(table.id, ids));
}

/** Categories name no one. */
export const categoryData = definePersonalData({
  tables: [communityCategories],
  reason: 'Kategorien der Community nennen keine Person.',
});
