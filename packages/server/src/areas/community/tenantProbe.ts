import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProbeContext, TenantProbes } from '../../../test/tenantProbe';
import { awardPoints } from '../../platform/points/service';
import { writeSettings } from '../../platform/settings/settings';
import { communityAccess } from './access';
import { createCategory, createPost } from './fixtures';
import { communityComments, communityPosts } from './schema';

const notOpen = {
  code: 'FORBIDDEN',
  message: 'Die Community ist für dein Unternehmen noch nicht freigeschaltet.',
};

/**
 * The owner's company takes part in the community and wrote a post with a comment; the
 * intruder's company was never admitted: every community procedure refuses it, and the
 * company boards never show the other company's people.
 */
async function ownersCommunity({ world, owner }: ProbeContext) {
  await writeSettings(world.db, { customerId: owner.customer.id }, communityAccess, { open: true });
  const category = await createCategory(world.db, { name: 'Geheimes' });
  const post = await createPost(world.db, owner.customer.id, {
    authorId: owner.user.id,
    categoryId: category.id,
    title: 'Geheimer Beitrag',
  });
  const [comment] = await world.db
    .insert(communityComments)
    .values({
      customerId: owner.customer.id,
      postId: post.id,
      categoryId: category.id,
      authorId: owner.user.id,
      body: 'Geheim',
    })
    .returning();
  if (!comment) throw new Error('no comment');
  return { category, post, comment };
}

async function postUnchanged({ world }: ProbeContext, postId: string) {
  const [row] = await world.db.select().from(communityPosts).where(eq(communityPosts.id, postId));
  expect(row).toMatchObject({
    title: 'Geheimer Beitrag',
    deletedAt: null,
    pinnedAt: null,
    likeCount: 0,
  });
}

/** A probe that the intruder is refused and nothing changed. */
function refused(
  call: (
    context: ProbeContext,
    ids: Awaited<ReturnType<typeof ownersCommunity>>,
  ) => Promise<unknown>,
): TenantProbes[string] {
  return async (context) => {
    const ids = await ownersCommunity(context);
    await expect(call(context, ids)).rejects.toMatchObject(notOpen);
    await postUnchanged(context, ids.post.id);
  };
}

export const communityTenantProbe: TenantProbes = {
  'community.categories.list': refused(({ intruder }) =>
    intruder.caller.community.categories.list(),
  ),
  'community.categories.create': refused(({ intruder }) =>
    intruder.caller.community.categories.create({ name: 'X' }),
  ),
  'community.categories.update': refused(({ intruder }, { category }) =>
    intruder.caller.community.categories.update({ categoryId: category.id, name: 'X' }),
  ),
  'community.categories.delete': refused(({ intruder }, { category }) =>
    intruder.caller.community.categories.delete({ categoryId: category.id }),
  ),
  'community.categories.reorder': refused(({ intruder }, { category }) =>
    intruder.caller.community.categories.reorder({ categoryIds: [category.id] }),
  ),
  'community.posts.list': refused(({ intruder }) => intruder.caller.community.posts.list()),
  'community.posts.byId': refused(({ intruder }, { post }) =>
    intruder.caller.community.posts.byId({ postId: post.id }),
  ),
  'community.posts.create': refused(({ intruder }, { category }) =>
    intruder.caller.community.posts.create({
      categoryId: category.id,
      title: 'X',
      bodyHtml: '<p>X</p>',
    }),
  ),
  'community.posts.update': refused(({ intruder }, { post }) =>
    intruder.caller.community.posts.update({ postId: post.id, title: 'X' }),
  ),
  'community.posts.delete': refused(({ intruder }, { post }) =>
    intruder.caller.community.posts.delete({ postId: post.id }),
  ),
  'community.posts.pin': refused(({ intruder }, { post }) =>
    intruder.caller.community.posts.pin({ postId: post.id, on: true }),
  ),
  'community.posts.close': refused(({ intruder }, { post }) =>
    intruder.caller.community.posts.close({ postId: post.id, on: true }),
  ),
  'community.posts.hide': refused(({ intruder }, { post }) =>
    intruder.caller.community.posts.hide({ postId: post.id, on: true }),
  ),
  'community.comments.list': refused(({ intruder }, { post }) =>
    intruder.caller.community.comments.list({ postId: post.id }),
  ),
  'community.comments.create': refused(({ intruder }, { post }) =>
    intruder.caller.community.comments.create({ postId: post.id, body: 'X' }),
  ),
  'community.comments.update': refused(({ intruder }, { comment }) =>
    intruder.caller.community.comments.update({ commentId: comment.id, body: 'X' }),
  ),
  'community.comments.delete': refused(({ intruder }, { comment }) =>
    intruder.caller.community.comments.delete({ commentId: comment.id }),
  ),
  'community.likes.toggle': refused(({ intruder }, { post }) =>
    intruder.caller.community.likes.toggle({ postId: post.id }),
  ),
  'community.search': refused(({ intruder }) =>
    intruder.caller.community.search({ query: 'Geheimer' }),
  ),
  'community.mentionCandidates': refused(({ intruder }) =>
    intruder.caller.community.mentionCandidates({ query: '' }),
  ),
  'community.access.get': async (context) => {
    await expect(
      context.intruder.caller.community.access.get({ customerId: context.owner.customer.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Nur für Mitarbeiter verfügbar.' });
  },
  'community.access.set': async (context) => {
    await expect(
      context.intruder.caller.community.access.set({
        customerId: context.owner.customer.id,
        open: true,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Nur für Mitarbeiter verfügbar.' });
  },
  'leaderboard.board': async (context) => {
    const { world, owner, intruder } = context;
    await awardPoints(world.db, {
      userId: owner.user.id,
      customerId: owner.customer.id,
      source: 'community.like',
      sourceId: 'probe',
    });
    for (const period of ['7d', '30d', 'all'] as const) {
      const board = await intruder.caller.leaderboard.board({ period, scope: 'company' });
      expect(board.entries.map((entry) => entry.userId)).not.toContain(owner.user.id);
    }
    await expect(
      intruder.caller.leaderboard.board({ period: '7d', scope: 'community' }),
    ).rejects.toMatchObject(notOpen);
  },
  'leaderboard.me': async ({ world, owner, intruder }) => {
    await awardPoints(world.db, {
      userId: owner.user.id,
      customerId: owner.customer.id,
      source: 'community.like',
      sourceId: 'probe',
    });
    expect(await intruder.caller.leaderboard.me()).toMatchObject({ points: 0, weekPoints: 0 });
  },
  'leaderboard.setHidden': async ({ owner, intruder }) => {
    await intruder.caller.leaderboard.setHidden({ hidden: true });
    expect(await owner.caller.leaderboard.me()).toMatchObject({ hiddenFromLeaderboard: false });
  },
};
