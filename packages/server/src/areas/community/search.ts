import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import type { SearchProvider } from '../../platform/search';
import { communityComments, communityPosts, communityCategories } from './schema';
import type { Viewer } from './service';

/** A piece of a passage; the words the search matched are `match`. */
export type PassageSegment = { text: string; match: boolean };

export type CommunityHit = {
  kind: 'post' | 'comment';
  postId: string;
  commentId: string | null;
  title: string;
  category: string;
  authorId: string | null;
  passage: PassageSegment[];
  createdAt: Date;
};

const HITS = 20;
const START = '\u0001';
const STOP = '\u0002';

/** Splits ts_headline's output at its markers into plain and matched pieces. */
export function passageOf(headline: string): PassageSegment[] {
  const segments: PassageSegment[] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    if (piece) segments.push({ text: piece, match: index % 2 === 1 });
  }
  return segments;
}

/** German full-text query: 'Kündigungen' finds 'Kündigung'; quotes and `-wort` work as on the web. */
const germanQuery = (text: string) => sql`websearch_to_tsquery('german', ${text})`;

function readableFor(viewer: Viewer): SQL | undefined {
  return viewer.ourEmployee
    ? isNull(communityPosts.deletedAt)
    : and(
        isNull(communityPosts.deletedAt),
        or(isNull(communityPosts.hiddenAt), eq(communityPosts.authorId, viewer.userId)),
      );
}

/**
 * Posts and comments matching the words (German stemming, both databases), best first, each with
 * the passage that matched. Filters: a category, an author. Only what the viewer may read.
 */
export async function searchCommunity(
  db: Database,
  viewer: Viewer,
  input: { query: string; categoryId?: string | undefined; authorId?: string | undefined },
): Promise<CommunityHit[]> {
  const query = germanQuery(input.query);
  const inCategory = input.categoryId ? eq(communityPosts.categoryId, input.categoryId) : undefined;
  const headline = (text: SQL) =>
    sql<string>`ts_headline('german', ${text}, ${query}, 'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=30, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "')`;

  // Each list ranks its matches and keeps the best; the passages are cut for those only.
  const postHits = db
    .select({
      id: communityPosts.id,
      title: communityPosts.title,
      text: communityPosts.bodyText,
      category: communityCategories.name,
      authorId: communityPosts.authorId,
      createdAt: communityPosts.createdAt,
      rank: sql<number>`ts_rank(${communityPosts.search}, ${query})`.as('rank'),
    })
    .from(communityPosts)
    .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
    .where(
      and(
        sql`${communityPosts.search} @@ ${query}`,
        readableFor(viewer),
        inCategory,
        input.authorId ? eq(communityPosts.authorId, input.authorId) : undefined,
      ),
    )
    .orderBy(desc(sql`rank`), desc(communityPosts.createdAt))
    .limit(HITS)
    .as('post_hits');
  const commentHits = db
    .select({
      id: communityComments.id,
      postId: communityComments.postId,
      title: communityPosts.title,
      text: communityComments.body,
      category: communityCategories.name,
      authorId: communityComments.authorId,
      createdAt: communityComments.createdAt,
      rank: sql<number>`ts_rank(${communityComments.search}, ${query})`.as('rank'),
    })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
    .where(
      and(
        sql`${communityComments.search} @@ ${query}`,
        isNull(communityComments.deletedAt),
        readableFor(viewer),
        inCategory,
        input.authorId ? eq(communityComments.authorId, input.authorId) : undefined,
      ),
    )
    .orderBy(desc(sql`rank`), desc(communityComments.createdAt))
    .limit(HITS)
    .as('comment_hits');

  const [posts, comments] = await Promise.all([
    db
      .select({
        id: postHits.id,
        title: postHits.title,
        category: postHits.category,
        authorId: postHits.authorId,
        createdAt: postHits.createdAt,
        rank: postHits.rank,
        headline: headline(sql`${postHits.text}`),
      })
      .from(postHits),
    db
      .select({
        id: commentHits.id,
        postId: commentHits.postId,
        title: commentHits.title,
        category: commentHits.category,
        authorId: commentHits.authorId,
        createdAt: commentHits.createdAt,
        rank: commentHits.rank,
        headline: headline(sql`${commentHits.text}`),
      })
      .from(commentHits),
  ]);
  // A post's title weighs like its text: both lists' ranks are of the same kind.
  const hits = [
    ...posts.map((row) => ({ ...row, kind: 'post' as const, postId: row.id, commentId: null })),
    ...comments.map((row) => ({ ...row, kind: 'comment' as const, commentId: row.id })),
  ];
  hits.sort((a, b) => b.rank - a.rank || b.createdAt.getTime() - a.createdAt.getTime());
  return hits.slice(0, HITS).map((hit) => ({
    kind: hit.kind,
    postId: hit.postId,
    commentId: hit.commentId,
    title: hit.title,
    category: hit.category,
    authorId: hit.authorId,
    passage: passageOf(hit.headline),
    createdAt: hit.createdAt,
  }));
}

/**
 * The global search's community provider: posts and comments the actor may read, when their
 * company takes part (the provider is asked per company; others get nothing).
 */
export function communitySearchProvider(
  takesPart: (
    db: Database,
    who: { ourEmployee: boolean; tenant: { customerId: string } },
  ) => Promise<boolean>,
): SearchProvider {
  return async (db, { tenant, actor }, { words, limit }) => {
    if (!(await takesPart(db, { ourEmployee: actor.ourEmployee, tenant }))) return [];
    const viewer = {
      userId: actor.userId,
      ourEmployee: actor.ourEmployee,
      customerId: tenant.customerId,
    };
    const hits = await searchCommunity(db, viewer, { query: words.join(' ') });
    return hits.slice(0, limit).map((hit) => ({
      area: 'community',
      kind: hit.kind === 'post' ? 'Beitrag' : 'Kommentar',
      id: hit.commentId ?? hit.postId,
      title: hit.title,
      subtitle: hit.passage.map((segment) => segment.text).join(''),
      href: `/app/community/posts/${hit.postId}${hit.commentId ? `#kommentar-${hit.commentId}` : ''}`,
    }));
  };
}
