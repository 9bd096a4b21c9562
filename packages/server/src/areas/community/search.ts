import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import type { SearchProvider } from '../../platform/search';
import { users } from '../../platform/identity/schema';
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
  /** Who wrote it, as the community shows people ('Gelöschter Benutzer' once erased). */
  authorName: string;
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

/** The columns a filter reads, of the table or of its newest rows (`recent_posts`). */
type PostColumns = Record<
  'deletedAt' | 'hiddenAt' | 'authorId' | 'categoryId' | 'search',
  AnyPgColumn
>;
type CommentColumns = Record<
  'deletedAt' | 'authorId' | 'postId' | 'categoryId' | 'search',
  AnyPgColumn
>;
type Posts = typeof communityPosts;
type Comments = typeof communityComments;

function readableFor(viewer: Viewer, posts: PostColumns): SQL | undefined {
  return viewer.ourEmployee
    ? isNull(posts.deletedAt)
    : and(isNull(posts.deletedAt), or(isNull(posts.hiddenAt), eq(posts.authorId, viewer.userId)));
}

/** How many of a list's newest matches are ranked (docs/adr/035-community-search-ranking.md). */
export const RANKED_NEWEST = 1_000;

/**
 * How many of a list's newest rows are read one by one, newest first, before the older matches
 * come from the GIN index: a word in more than one row in 20 (posts) or 50 (comments) has its
 * newest 1,000 matches among them, and the rest of the table is left alone.
 */
const RECENT_ROWS = { posts: 20_000, comments: 50_000 } as const;

type HitRow = {
  id: string;
  post_id: string;
  title: string;
  category: string;
  author_id: string | null;
  author_name: string;
  created_at: string;
  rank: number;
  headline: string;
};

/** The rows of a hand-written query: both drivers answer `{ rows }`, timestamps as text. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

const hitAuthor = alias(users, 'hit_author');
/** The author's name as the community shows it (display name, else the mail's local part). */
const authorName = sql`coalesce(${hitAuthor.displayName}, split_part(${hitAuthor.email}, '@', 1), 'Gelöschter Benutzer')`;

/**
 * The ids of a list's newest matches, at most `RANKED_NEWEST`, newest first, in two steps over
 * one boundary: the `rows`-th newest row of the list (or of its `scope`, a category's comments).
 * `recent` takes the matches at or after it, newest first, and stops at enough: a common word is
 * found in the newest rows (an index read backwards, or within a category its own index). Only
 * when it found fewer do the matches before the boundary come from the GIN index, in a
 * `materialized` step: the planner cannot then walk the whole table newest first hoping for
 * matches that a filter or a second word makes rare. Either way the same rows: the newest
 * matches are the newest matches. A list shorter than `rows` has the oldest possible boundary.
 */
function newestMatches(
  table: Posts | Comments,
  list: { source: SQL; where: SQL | undefined },
  rows: number,
  scope?: SQL,
): SQL {
  const boundary = sql`(
    select created_at, id from (
      (select ${table.createdAt} as created_at, ${table.id} as id, 0 as fallback from ${table}
        ${scope ? sql`where ${scope}` : sql``}
        order by ${table.createdAt} desc, ${table.id} desc
        offset ${rows - 1} limit 1)
      union all
      select '-infinity'::timestamptz, '00000000-0000-0000-0000-000000000000'::uuid, 1
    ) as boundary order by fallback limit 1)`;
  return sql`
    recent as materialized (
      select ${table.id} as id, ${table.createdAt} as created_at
      from ${list.source}
      where ${list.where} and (${table.createdAt}, ${table.id}) >= ${boundary}
      order by ${table.createdAt} desc, ${table.id} desc
      limit ${RANKED_NEWEST}
    ),
    older as materialized (
      select ${table.id} as id, ${table.createdAt} as created_at
      from ${list.source}
      where (select count(*) from recent) < ${RANKED_NEWEST}
        and ${list.where}
        and (${table.createdAt}, ${table.id}) < ${boundary}
    ),
    newest as (
      select id, created_at from recent
      union all
      select id, created_at from older
      order by created_at desc, id desc
      limit ${RANKED_NEWEST}
    )`;
}

/**
 * Posts and comments matching the words (German stemming, both databases), best first, each with
 * the passage that matched. Filters: a category, an author. Only what the viewer may read.
 *
 * Each list ranks its newest `RANKED_NEWEST` matches (`newestMatches`) and cuts passages for its
 * best 20 only.
 */
export async function searchCommunity(
  db: Database,
  viewer: Viewer,
  input: { query: string; categoryId?: string | undefined; authorId?: string | undefined },
  /** The walks' windows; tests shrink them to reach the GIN step with a few rows. */
  windows: { posts: number; comments: number } = RECENT_ROWS,
): Promise<CommunityHit[]> {
  const query = germanQuery(input.query);
  const inCategory = (posts: PostColumns) =>
    input.categoryId ? eq(posts.categoryId, input.categoryId) : undefined;
  const byAuthor = (author: AnyPgColumn) =>
    input.authorId ? eq(author, input.authorId) : undefined;
  const headline = (text: SQL) =>
    sql`ts_headline('german', ${text}, ${query}, 'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=30, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "')`;

  const postMatch = (posts: PostColumns) =>
    and(
      sql`${posts.search} @@ ${query}`,
      readableFor(viewer, posts),
      inCategory(posts),
      byAuthor(posts.authorId),
    );
  const postHits = sql`
    with ${newestMatches(
      communityPosts,
      { source: sql`${communityPosts}`, where: postMatch(communityPosts) },
      windows.posts,
      input.categoryId ? eq(communityPosts.categoryId, input.categoryId) : undefined,
    )},
    best as (
      select ${communityPosts.id} as id, ${communityPosts.title} as title,
        ${communityPosts.bodyText} as text, ${communityPosts.categoryId} as category_id,
        ${communityPosts.authorId} as author_id, ${communityPosts.createdAt} as created_at,
        ts_rank(${communityPosts.search}, ${query}) as rank
      from newest join ${communityPosts} on ${communityPosts.id} = newest.id
      order by rank desc, created_at desc
      limit ${HITS}
    )
    select best.id, best.id as post_id, best.title, ${communityCategories.name} as category,
      best.author_id, ${authorName} as author_name, best.created_at, best.rank,
      ${headline(sql`best.text`)} as headline
    from best join ${communityCategories} on ${communityCategories.id} = best.category_id
      left join ${users} as ${hitAuthor} on ${hitAuthor.id} = best.author_id`;

  // A comment's post decides whether the viewer may read it; its category is kept on it, so a
  // category's comments are walked through their own index.
  const commentScope = input.categoryId
    ? eq(communityComments.categoryId, input.categoryId)
    : undefined;
  const commentMatch = (comments: CommentColumns) =>
    and(
      sql`${comments.search} @@ ${query}`,
      isNull(comments.deletedAt),
      byAuthor(comments.authorId),
      input.categoryId ? eq(comments.categoryId, input.categoryId) : undefined,
      readableFor(viewer, communityPosts),
    );
  const withPost = (comments: SQL, postId: AnyPgColumn) =>
    sql`${comments} join ${communityPosts} on ${communityPosts.id} = ${postId}`;
  const commentHits = sql`
    with ${newestMatches(
      communityComments,
      {
        source: withPost(sql`${communityComments}`, communityComments.postId),
        where: commentMatch(communityComments),
      },
      windows.comments,
      commentScope,
    )},
    best as (
      select ${communityComments.id} as id, ${communityComments.postId} as post_id,
        ${communityComments.body} as text, ${communityComments.authorId} as author_id,
        ${communityComments.createdAt} as created_at,
        ts_rank(${communityComments.search}, ${query}) as rank
      from newest join ${communityComments} on ${communityComments.id} = newest.id
      order by rank desc, created_at desc
      limit ${HITS}
    )
    select best.id, best.post_id, ${communityPosts.title} as title,
      ${communityCategories.name} as category, best.author_id, ${authorName} as author_name,
      best.created_at, best.rank, ${headline(sql`best.text`)} as headline
    from best
      join ${communityPosts} on ${communityPosts.id} = best.post_id
      join ${communityCategories} on ${communityCategories.id} = ${communityPosts.categoryId}
      left join ${users} as ${hitAuthor} on ${hitAuthor.id} = best.author_id`;

  const [posts, comments] = await Promise.all([
    rowsOf<HitRow>(db, postHits),
    rowsOf<HitRow>(db, commentHits),
  ]);
  // A post's title weighs like its text: both lists' ranks are of the same kind.
  const hits = [
    ...posts.map((row) => ({ row, kind: 'post' as const, commentId: null })),
    ...comments.map((row) => ({ row, kind: 'comment' as const, commentId: row.id })),
  ].map((hit) => ({
    ...hit,
    rank: Number(hit.row.rank),
    // Text from both drivers in hand-written queries; Drizzle reads its timestamps the same way.
    createdAt: new Date(hit.row.created_at),
  }));
  hits.sort((a, b) => b.rank - a.rank || b.createdAt.getTime() - a.createdAt.getTime());
  return hits.slice(0, HITS).map((hit) => ({
    kind: hit.kind,
    postId: hit.row.post_id,
    commentId: hit.commentId,
    title: hit.row.title,
    category: hit.row.category,
    authorId: hit.row.author_id,
    authorName: hit.row.author_name,
    passage: passageOf(hit.row.headline),
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
