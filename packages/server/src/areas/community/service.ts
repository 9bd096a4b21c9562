import { and, asc, desc, eq, inArray, isNull, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import {
  decodeCursor,
  encodeCursor,
  isTimeKey,
  isUuid,
  INVALID_CURSOR,
  timeKey,
} from '../../platform/db/keyset';
import { transaction } from '../../platform/db/transaction';
import { customers, users } from '../../platform/identity/schema';
import { levelOf } from '../../platform/points/model';
import { pointBalances } from '../../platform/points/schema';
import { awardPoints, revokePoints } from '../../platform/points/service';
import { mentionedIds, plainTextOf, sanitizeRichText } from '../../platform/richText';
import { ServiceError } from '../../platform/serviceError';
import type { FileStorage } from '../../platform/storage/fileStorage';
import { avatarUrl, stableDownloadUrl } from '../../platform/storage/service';
import { uploadedFile } from '../../platform/storage/uploads';
import { isParticipant } from './access';
import {
  CATEGORY_NOT_FOUND,
  CATEGORY_ORDER,
  COMMENT_NOT_FOUND,
  IMAGE_NOT_FOUND,
  LAST_CATEGORY,
  MENTION_OUTSIDE,
  MODERATORS_ONLY,
  NOT_AUTHOR,
  OWN_LIKE,
  POST_CLOSED,
  POST_MAX_CHARS,
  POST_NOT_FOUND,
  POST_TOO_LONG,
  REPLY_TOO_DEEP,
  STAFF_ONLY_CATEGORY,
  type FeedSort,
} from './model';
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
import { postImageUpload } from './uploads';

/** Who reads or writes: the person, whether they are one of the provider's employees, and the company they work in. */
export type Viewer = { userId: string; ourEmployee: boolean; customerId: string };

export type CommunityDeps = { db: Database; storage: FileStorage };

export type Author = {
  id: string | null;
  name: string;
  avatarUrl: string | null;
  level: number;
  company: string;
  staff: boolean;
};

// ---------------------------------------------------------------------------------------------
// Authors, as every list shows them: name, avatar, level and company

const author = alias(users, 'author');
const authorPoints = alias(pointBalances, 'author_points');
const authorCompany = alias(customers, 'author_company');

const authorFields = {
  authorId: author.id,
  authorName: sql<
    string | null
  >`coalesce(${author.displayName}, split_part(${author.email}, '@', 1))`,
  authorAvatar: author.avatar,
  authorStaff: sql<boolean>`coalesce(${author.ourEmployee}, false)`,
  authorPoints: sql<number>`coalesce(${authorPoints.points}, 0)`,
  company: authorCompany.name,
};

type AuthorRow = {
  authorId: string | null;
  authorName: string | null;
  authorAvatar: string | null;
  authorStaff: boolean;
  authorPoints: number;
  company: string | null;
};

function authorOf(storage: FileStorage, row: AuthorRow): Author {
  return {
    id: row.authorId,
    name: row.authorName ?? 'Gelöschter Benutzer',
    avatarUrl: avatarUrl(storage, row.authorAvatar),
    level: levelOf(row.authorPoints),
    company: row.company ?? '',
    staff: row.authorStaff,
  };
}

// ---------------------------------------------------------------------------------------------
// Posts

/** What a viewer may read: not deleted; hidden ones only for moderators and their author. */
function readable(viewer: Viewer): SQL {
  const condition = viewer.ourEmployee
    ? isNull(communityPosts.deletedAt)
    : and(
        isNull(communityPosts.deletedAt),
        or(isNull(communityPosts.hiddenAt), eq(communityPosts.authorId, viewer.userId)),
      );
  if (!condition) throw new Error('no condition');
  return condition;
}

const EXCERPT_CHARS = 280;

const postFields = (viewer: Viewer) => ({
  id: communityPosts.id,
  title: communityPosts.title,
  excerpt: sql<string>`left(${communityPosts.bodyText}, ${EXCERPT_CHARS})`,
  categoryId: communityPosts.categoryId,
  categoryName: communityCategories.name,
  likeCount: communityPosts.likeCount,
  commentCount: communityPosts.commentCount,
  pinnedAt: communityPosts.pinnedAt,
  closedAt: communityPosts.closedAt,
  hiddenAt: communityPosts.hiddenAt,
  editedAt: communityPosts.editedAt,
  createdAt: communityPosts.createdAt,
  createdKey: timeKey(communityPosts.createdAt),
  likedByMe: sql<boolean>`exists (select 1 from ${communityLikes} where ${communityLikes.userId} = ${viewer.userId} and ${communityLikes.postId} = ${communityPosts.id})`,
  ...authorFields,
});

function postsQuery(db: Database, viewer: Viewer) {
  return db
    .select(postFields(viewer))
    .from(communityPosts)
    .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
    .leftJoin(author, eq(author.id, communityPosts.authorId))
    .leftJoin(authorPoints, eq(authorPoints.userId, communityPosts.authorId))
    .leftJoin(authorCompany, eq(authorCompany.id, communityPosts.customerId));
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postsQuery>['execute']>>[number];

export type PostSummary = {
  id: string;
  title: string;
  excerpt: string;
  category: { id: string; name: string };
  author: Author;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  pinned: boolean;
  closed: boolean;
  hidden: boolean;
  /** Written after the viewer's previous visit by someone else ('Neu'). */
  isNew: boolean;
  editedAt: Date | null;
  createdAt: Date;
  /** Whether the viewer wrote it (edit, delete) or moderates (pin, close, hide, delete). */
  mine: boolean;
  /** Its pictures in order, as signed URLs with their descriptions. */
  images: PostImage[];
};

export type PostImage = { path: string; url: string; alt: string };

/** The pictures of these posts, by post, in their order. */
async function imagesOf(
  db: Database,
  storage: FileStorage,
  postIds: string[],
): Promise<Map<string, PostImage[]>> {
  const byPost = new Map<string, PostImage[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({
      postId: communityPostImages.postId,
      path: communityPostImages.path,
      alt: communityPostImages.alt,
    })
    .from(communityPostImages)
    .where(inArray(communityPostImages.postId, postIds))
    .orderBy(asc(communityPostImages.postId), asc(communityPostImages.position));
  for (const row of rows) {
    const image = { path: row.path, url: stableDownloadUrl(storage, row.path), alt: row.alt };
    byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), image]);
  }
  return byPost;
}

function summaryOf(
  storage: FileStorage,
  viewer: Viewer,
  row: PostRow,
  newSince: Date | null,
  images: ReadonlyMap<string, PostImage[]>,
): PostSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    category: { id: row.categoryId, name: row.categoryName },
    author: authorOf(storage, row),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    likedByMe: row.likedByMe,
    pinned: row.pinnedAt !== null,
    closed: row.closedAt !== null,
    hidden: row.hiddenAt !== null,
    isNew: newSince !== null && row.createdAt > newSince && row.authorId !== viewer.userId,
    editedAt: row.editedAt,
    createdAt: row.createdAt,
    mine: row.authorId === viewer.userId,
    images: images.get(row.id) ?? [],
  };
}

export type FeedPage = {
  /** Pinned posts ('Angeheftet'), on the first page only. */
  pinned: PostSummary[];
  items: PostSummary[];
  nextCursor: string | null;
  /** The viewer's previous visit: what came after it is 'Neu'. */
  newSince: Date | null;
};

const FEED_PAGE = 20;
/** A visit starts after this long away: within it the 'Neu' markers stay as they were. */
const VISIT_GAP_MS = 30 * 60 * 1000;

/**
 * Records a visit to the feed and gives the previous one. A new visit starts after half an
 * hour away, so the markers of a visit stay while the person scrolls and reloads.
 */
async function visit(db: Database, userId: string, now: Date): Promise<Date | null> {
  const [current] = await db
    .select()
    .from(communityVisits)
    .where(eq(communityVisits.userId, userId));
  if (!current) {
    await db.insert(communityVisits).values({ userId, lastVisitAt: now }).onConflictDoNothing();
    return null;
  }
  if (now.getTime() - current.lastVisitAt.getTime() < VISIT_GAP_MS) {
    await db
      .update(communityVisits)
      .set({ lastVisitAt: now })
      .where(eq(communityVisits.userId, userId));
    return current.previousVisitAt;
  }
  await db
    .update(communityVisits)
    .set({ lastVisitAt: now, previousVisitAt: current.lastVisitAt })
    .where(eq(communityVisits.userId, userId));
  return current.lastVisitAt;
}

/** The feed: pinned first, then 'Neueste' or 'Beliebt', a page at a time (keyset). */
export async function listPosts(
  { db, storage }: CommunityDeps,
  viewer: Viewer,
  input: { categoryId?: string | undefined; sort: FeedSort; cursor?: string | undefined },
  now = new Date(),
): Promise<FeedPage> {
  const inCategory = input.categoryId ? eq(communityPosts.categoryId, input.categoryId) : undefined;
  let after: SQL | undefined;
  if (input.cursor) {
    if (input.sort === 'new') {
      const [at, id] = decodeCursor(input.cursor, 2) as [string, string];
      if (!isTimeKey(at) || !isUuid(id)) throw new ServiceError('BAD_REQUEST', INVALID_CURSOR);
      after = sql`(${communityPosts.createdAt}, ${communityPosts.id}) < (${at}::timestamptz, ${id}::uuid)`;
    } else {
      const [likes, at, id] = decodeCursor(input.cursor, 3) as [string, string, string];
      if (!/^\d{1,9}$/.test(likes) || !isTimeKey(at) || !isUuid(id)) {
        throw new ServiceError('BAD_REQUEST', INVALID_CURSOR);
      }
      after = sql`(${communityPosts.likeCount}, ${communityPosts.createdAt}, ${communityPosts.id}) < (${Number(likes)}, ${at}::timestamptz, ${id}::uuid)`;
    }
  }
  const order =
    input.sort === 'new'
      ? [desc(communityPosts.createdAt), desc(communityPosts.id)]
      : [desc(communityPosts.likeCount), desc(communityPosts.createdAt), desc(communityPosts.id)];
  const [newSince, pinnedRows, rows] = await Promise.all([
    input.cursor ? Promise.resolve(null) : visit(db, viewer.userId, now),
    input.cursor
      ? Promise.resolve([])
      : postsQuery(db, viewer)
          .where(and(readable(viewer), inCategory, sql`${communityPosts.pinnedAt} is not null`))
          .orderBy(desc(communityPosts.pinnedAt))
          .limit(10),
    postsQuery(db, viewer)
      .where(and(readable(viewer), inCategory, isNull(communityPosts.pinnedAt), after))
      .orderBy(...order)
      .limit(FEED_PAGE + 1),
  ]);
  const page = rows.slice(0, FEED_PAGE);
  const last = page.at(-1);
  const images = await imagesOf(
    db,
    storage,
    [...pinnedRows, ...page].map((row) => row.id),
  );
  return {
    pinned: pinnedRows.map((row) => summaryOf(storage, viewer, row, newSince, images)),
    items: page.map((row) => summaryOf(storage, viewer, row, newSince, images)),
    nextCursor:
      rows.length > FEED_PAGE && last
        ? encodeCursor(
            input.sort === 'new'
              ? [last.createdKey, last.id]
              : [String(last.likeCount), last.createdKey, last.id],
          )
        : null,
    newSince,
  };
}

export type PostDetail = PostSummary & {
  bodyHtml: string;
  history: { action: string; actorName: string; createdAt: Date }[];
};

const historyActor = alias(users, 'history_actor');

/** One post with its text; its history for moderators and its author. */
export async function findPost(
  { db, storage }: CommunityDeps,
  viewer: Viewer,
  postId: string,
): Promise<PostDetail> {
  const [row] = await db
    .select({ ...postFields(viewer), bodyHtml: communityPosts.bodyHtml })
    .from(communityPosts)
    .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
    .leftJoin(author, eq(author.id, communityPosts.authorId))
    .leftJoin(authorPoints, eq(authorPoints.userId, communityPosts.authorId))
    .leftJoin(authorCompany, eq(authorCompany.id, communityPosts.customerId))
    .where(and(eq(communityPosts.id, postId), readable(viewer)));
  if (!row) throw new ServiceError('NOT_FOUND', POST_NOT_FOUND);
  const history =
    viewer.ourEmployee || row.authorId === viewer.userId
      ? await db
          .select({
            action: communityPostHistory.action,
            actorName: sql<string>`coalesce(${historyActor.displayName}, split_part(${historyActor.email}, '@', 1), 'Gelöschter Benutzer')`,
            createdAt: communityPostHistory.createdAt,
          })
          .from(communityPostHistory)
          .leftJoin(historyActor, eq(historyActor.id, communityPostHistory.actorId))
          .where(eq(communityPostHistory.postId, postId))
          .orderBy(asc(communityPostHistory.createdAt))
      : [];
  const images = await imagesOf(db, storage, [row.id]);
  return { ...summaryOf(storage, viewer, row, null, images), bodyHtml: row.bodyHtml, history };
}

/** A readable post's row, or NOT_FOUND (also for what the viewer may not read). */
async function readablePost(db: Database, viewer: Viewer, postId: string) {
  const [post] = await db
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), readable(viewer)));
  if (!post) throw new ServiceError('NOT_FOUND', POST_NOT_FOUND);
  return post;
}

async function category(db: Database, categoryId: string) {
  const [row] = await db
    .select()
    .from(communityCategories)
    .where(eq(communityCategories.id, categoryId));
  if (!row) throw new ServiceError('NOT_FOUND', CATEGORY_NOT_FOUND);
  return row;
}

async function writableCategory(db: Database, viewer: Viewer, categoryId: string) {
  const row = await category(db, categoryId);
  if (row.staffOnly && !viewer.ourEmployee)
    throw new ServiceError('FORBIDDEN', STAFF_ONLY_CATEGORY);
  return row;
}

/**
 * The editor's HTML as it is stored: sanitised (scripts and styles go, mentions stay), within
 * the limit, and mentioning only people of the community.
 */
async function checkedBody(db: Database, html: string) {
  const bodyHtml = sanitizeRichText(html, { mentions: true });
  if (bodyHtml.length > POST_MAX_CHARS) throw new ServiceError('BAD_REQUEST', POST_TOO_LONG);
  const bodyText = plainTextOf(bodyHtml);
  if (!bodyText) throw new ServiceError('BAD_REQUEST', 'Bitte schreib etwas.');
  const mentions = mentionedIds(bodyHtml);
  if (mentions.length > 0) {
    if (mentions.length > 50 || !mentions.every(isUuid)) {
      throw new ServiceError('BAD_REQUEST', MENTION_OUTSIDE);
    }
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, mentions), isNull(users.deletedAt), isParticipant(users)));
    if (found.length !== mentions.length) throw new ServiceError('BAD_REQUEST', MENTION_OUTSIDE);
  }
  return { bodyHtml, bodyText, mentions };
}

export type ImageInput = { path: string; alt: string };

/**
 * The pictures as the author sent them, each an upload of post images in the author's company
 * (someone else's path, or one of another purpose, is not found). A path given twice counts once.
 */
async function checkedImages(
  db: Database,
  viewer: Viewer,
  images: readonly ImageInput[] | undefined,
): Promise<ImageInput[] | undefined> {
  if (images === undefined) return undefined;
  const unique = [...new Map(images.map((image) => [image.path, image])).values()];
  for (const image of unique) {
    await uploadedFile(db, { customerId: viewer.customerId }, image.path, postImageUpload).catch(
      () => {
        throw new ServiceError('BAD_REQUEST', IMAGE_NOT_FOUND);
      },
    );
  }
  return unique;
}

/** Replaces the post's pictures (same transaction); a picture left out is cleaned up later. */
async function setImages(db: Database, postId: string, images: readonly ImageInput[]) {
  await db.delete(communityPostImages).where(eq(communityPostImages.postId, postId));
  if (images.length === 0) return;
  await db
    .insert(communityPostImages)
    .values(images.map((image, position) => ({ postId, ...image, position })));
}

export type WrittenPost = { id: string; title: string; mentions: string[] };

export async function createPost(
  db: Database,
  viewer: Viewer,
  input: { categoryId: string; title: string; bodyHtml: string; images?: ImageInput[] | undefined },
): Promise<WrittenPost> {
  await writableCategory(db, viewer, input.categoryId);
  const body = await checkedBody(db, input.bodyHtml);
  const images = await checkedImages(db, viewer, input.images);
  return transaction(db, async (tx) => {
    const [post] = await tx
      .insert(communityPosts)
      .values({
        customerId: viewer.customerId,
        authorId: viewer.userId,
        categoryId: input.categoryId,
        title: input.title,
        bodyHtml: body.bodyHtml,
        bodyText: body.bodyText,
      })
      .returning({ id: communityPosts.id, title: communityPosts.title });
    if (!post) throw new Error('no post');
    await tx.insert(communityFollows).values({ userId: viewer.userId, postId: post.id });
    if (images) await setImages(tx, post.id, images);
    return { ...post, mentions: body.mentions };
  });
}

/** The author changes their post; who is newly mentioned is returned (to be told). */
export async function updatePost(
  db: Database,
  viewer: Viewer,
  input: {
    postId: string;
    categoryId?: string | undefined;
    title?: string | undefined;
    bodyHtml?: string | undefined;
    images?: ImageInput[] | undefined;
  },
): Promise<WrittenPost> {
  const post = await readablePost(db, viewer, input.postId);
  if (post.authorId !== viewer.userId) throw new ServiceError('FORBIDDEN', NOT_AUTHOR);
  if (input.categoryId && input.categoryId !== post.categoryId) {
    await writableCategory(db, viewer, input.categoryId);
  }
  const body = input.bodyHtml === undefined ? null : await checkedBody(db, input.bodyHtml);
  const images = await checkedImages(db, viewer, input.images);
  const before = new Set(mentionedIds(post.bodyHtml));
  return transaction(db, async (tx) => {
    const [updated] = await tx
      .update(communityPosts)
      .set({
        ...(input.categoryId ? { categoryId: input.categoryId } : {}),
        ...(input.title ? { title: input.title } : {}),
        ...(body ? { bodyHtml: body.bodyHtml, bodyText: body.bodyText } : {}),
        editedAt: new Date(),
      })
      .where(eq(communityPosts.id, post.id))
      .returning({ id: communityPosts.id, title: communityPosts.title });
    if (!updated) throw new ServiceError('NOT_FOUND', POST_NOT_FOUND);
    if (input.categoryId && input.categoryId !== post.categoryId) {
      await tx
        .update(communityComments)
        .set({ categoryId: input.categoryId })
        .where(eq(communityComments.postId, post.id));
    }
    if (images) await setImages(tx, post.id, images);
    await tx
      .insert(communityPostHistory)
      .values({ postId: post.id, actorId: viewer.userId, action: 'edited' });
    return { ...updated, mentions: (body?.mentions ?? []).filter((id) => !before.has(id)) };
  });
}

/** Its author or a moderator deletes a post: gone from every list, its text cleared. */
export async function deletePost(
  db: Database,
  viewer: Viewer,
  postId: string,
): Promise<{ id: string }> {
  const post = await readablePost(db, viewer, postId);
  if (post.authorId !== viewer.userId && !viewer.ourEmployee) {
    throw new ServiceError('FORBIDDEN', NOT_AUTHOR);
  }
  await transaction(db, async (tx) => {
    await tx
      .update(communityPosts)
      .set({ deletedAt: new Date(), title: 'Gelöschter Beitrag', bodyHtml: '', bodyText: '' })
      .where(eq(communityPosts.id, post.id));
    // Its pictures go with its text; the storage clean-up deletes the files.
    await setImages(tx, post.id, []);
    await tx
      .insert(communityPostHistory)
      .values({ postId: post.id, actorId: viewer.userId, action: 'deleted' });
  });
  return { id: post.id };
}

const MODERATION = {
  pin: { column: 'pinnedAt', on: 'pinned', off: 'unpinned' },
  close: { column: 'closedAt', on: 'closed', off: 'reopened' },
  hide: { column: 'hiddenAt', on: 'hidden', off: 'shown' },
} as const;

/** Pin, close or hide a post (or undo it), with an entry in its history. Moderators only. */
export async function moderatePost(
  db: Database,
  viewer: Viewer,
  action: keyof typeof MODERATION,
  input: { postId: string; on: boolean },
): Promise<{ id: string }> {
  if (!viewer.ourEmployee) throw new ServiceError('FORBIDDEN', MODERATORS_ONLY);
  const post = await readablePost(db, viewer, input.postId);
  const { column, on, off } = MODERATION[action];
  if ((post[column] !== null) === input.on) return { id: post.id };
  await transaction(db, async (tx) => {
    await tx
      .update(communityPosts)
      .set({ [column]: input.on ? new Date() : null })
      .where(eq(communityPosts.id, post.id));
    await tx
      .insert(communityPostHistory)
      .values({ postId: post.id, actorId: viewer.userId, action: input.on ? on : off });
  });
  return { id: post.id };
}

// ---------------------------------------------------------------------------------------------
// Comments

export type CommentNode = {
  id: string;
  parentId: string | null;
  author: Author;
  body: string;
  deleted: boolean;
  likeCount: number;
  likedByMe: boolean;
  editedAt: Date | null;
  createdAt: Date;
  mine: boolean;
  replies: CommentNode[];
};

/** A post's comments, oldest first, each with its replies; a deleted one stays while it has replies. */
export async function listComments(
  { db, storage }: CommunityDeps,
  viewer: Viewer,
  postId: string,
): Promise<CommentNode[]> {
  await readablePost(db, viewer, postId);
  const rows = await db
    .select({
      id: communityComments.id,
      parentId: communityComments.parentId,
      body: communityComments.body,
      deletedAt: communityComments.deletedAt,
      likeCount: communityComments.likeCount,
      editedAt: communityComments.editedAt,
      createdAt: communityComments.createdAt,
      likedByMe: sql<boolean>`exists (select 1 from ${communityLikes} where ${communityLikes.userId} = ${viewer.userId} and ${communityLikes.commentId} = ${communityComments.id})`,
      ...authorFields,
    })
    .from(communityComments)
    .leftJoin(author, eq(author.id, communityComments.authorId))
    .leftJoin(authorPoints, eq(authorPoints.userId, communityComments.authorId))
    .leftJoin(authorCompany, eq(authorCompany.id, communityComments.customerId))
    .where(eq(communityComments.postId, postId))
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id))
    .limit(2000);
  const nodes = new Map<string, CommentNode>();
  const top: CommentNode[] = [];
  for (const row of rows) {
    const node: CommentNode = {
      id: row.id,
      parentId: row.parentId,
      author: authorOf(storage, row),
      body: row.deletedAt ? '' : row.body,
      deleted: row.deletedAt !== null,
      likeCount: row.likeCount,
      likedByMe: row.likedByMe,
      editedAt: row.editedAt,
      createdAt: row.createdAt,
      mine: row.authorId === viewer.userId,
      replies: [],
    };
    nodes.set(row.id, node);
    if (!row.parentId) top.push(node);
    else nodes.get(row.parentId)?.replies.push(node);
  }
  for (const node of top) node.replies = node.replies.filter((reply) => !reply.deleted);
  return top.filter((node) => !node.deleted || node.replies.length > 0);
}

export type WrittenComment = {
  id: string;
  post: { id: string; title: string; authorId: string | null };
  parentAuthorId: string | null;
};

export async function createComment(
  db: Database,
  viewer: Viewer,
  input: { postId: string; parentId?: string | undefined; body: string },
): Promise<WrittenComment> {
  const post = await readablePost(db, viewer, input.postId);
  if (post.closedAt) throw new ServiceError('PRECONDITION_FAILED', POST_CLOSED);
  let parentAuthorId: string | null = null;
  if (input.parentId) {
    const [parent] = await db
      .select()
      .from(communityComments)
      .where(
        and(
          eq(communityComments.id, input.parentId),
          eq(communityComments.postId, post.id),
          isNull(communityComments.deletedAt),
        ),
      );
    if (!parent) throw new ServiceError('NOT_FOUND', COMMENT_NOT_FOUND);
    if (parent.parentId) throw new ServiceError('BAD_REQUEST', REPLY_TOO_DEEP);
    parentAuthorId = parent.authorId;
  }
  return transaction(db, async (tx) => {
    const [comment] = await tx
      .insert(communityComments)
      .values({
        customerId: viewer.customerId,
        postId: post.id,
        categoryId: post.categoryId,
        parentId: input.parentId ?? null,
        authorId: viewer.userId,
        body: input.body,
      })
      .returning({ id: communityComments.id });
    if (!comment) throw new Error('no comment');
    await tx
      .update(communityPosts)
      .set({ commentCount: sql`${communityPosts.commentCount} + 1` })
      .where(eq(communityPosts.id, post.id));
    await tx
      .insert(communityFollows)
      .values({ userId: viewer.userId, postId: post.id })
      .onConflictDoNothing();
    return {
      id: comment.id,
      post: { id: post.id, title: post.title, authorId: post.authorId },
      parentAuthorId,
    };
  });
}

/** A comment the viewer may read (its post readable, itself not deleted). */
async function readableComment(db: Database, viewer: Viewer, commentId: string) {
  const [row] = await db
    .select({ comment: communityComments, post: communityPosts })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .where(
      and(
        eq(communityComments.id, commentId),
        isNull(communityComments.deletedAt),
        readable(viewer),
      ),
    );
  if (!row) throw new ServiceError('NOT_FOUND', COMMENT_NOT_FOUND);
  return row;
}

export async function updateComment(
  db: Database,
  viewer: Viewer,
  input: { commentId: string; body: string },
): Promise<{ id: string; postId: string }> {
  const { comment } = await readableComment(db, viewer, input.commentId);
  if (comment.authorId !== viewer.userId) throw new ServiceError('FORBIDDEN', NOT_AUTHOR);
  await db
    .update(communityComments)
    .set({ body: input.body, editedAt: new Date() })
    .where(eq(communityComments.id, comment.id));
  return { id: comment.id, postId: comment.postId };
}

export async function deleteComment(
  db: Database,
  viewer: Viewer,
  commentId: string,
): Promise<{ id: string; postId: string }> {
  const { comment } = await readableComment(db, viewer, commentId);
  if (comment.authorId !== viewer.userId && !viewer.ourEmployee) {
    throw new ServiceError('FORBIDDEN', NOT_AUTHOR);
  }
  await transaction(db, async (tx) => {
    await tx
      .update(communityComments)
      .set({ deletedAt: new Date(), body: '' })
      .where(eq(communityComments.id, comment.id));
    await tx
      .update(communityPosts)
      .set({ commentCount: sql`greatest(${communityPosts.commentCount} - 1, 0)` })
      .where(eq(communityPosts.id, comment.postId));
  });
  return { id: comment.id, postId: comment.postId };
}

// ---------------------------------------------------------------------------------------------
// Likes

export type LikeResult = {
  liked: boolean;
  likeCount: number;
  postId: string;
  /** What was liked, for the author's notification. */
  target: { authorId: string | null; title: string; onComment: boolean; customerId: string };
};

/**
 * 'Gefällt mir' on or off. One per person; none on one's own (no points for it either). The
 * author earns a point (within the daily cap) and loses it when the like is withdrawn.
 */
export async function toggleLike(
  db: Database,
  viewer: Viewer,
  input: { postId: string } | { commentId: string },
): Promise<LikeResult> {
  const isPost = 'postId' in input;
  const target = isPost
    ? await readablePost(db, viewer, input.postId).then((post) => ({
        id: post.id,
        postId: post.id,
        authorId: post.authorId,
        customerId: post.customerId,
        title: post.title,
      }))
    : await readableComment(db, viewer, input.commentId).then(({ comment, post }) => ({
        id: comment.id,
        postId: post.id,
        authorId: comment.authorId,
        customerId: comment.customerId,
        title: post.title,
      }));
  if (target.authorId === viewer.userId) throw new ServiceError('BAD_REQUEST', OWN_LIKE);
  const table = isPost ? communityPosts : communityComments;
  const likeColumn = isPost ? communityLikes.postId : communityLikes.commentId;
  const sourceId = `${viewer.userId}:${target.id}`;
  return transaction(db, async (tx) => {
    const removed = await tx
      .delete(communityLikes)
      .where(and(eq(communityLikes.userId, viewer.userId), eq(likeColumn, target.id)))
      .returning({ id: communityLikes.id });
    const liked = removed.length === 0;
    if (liked) {
      await tx.insert(communityLikes).values({
        userId: viewer.userId,
        ...(isPost ? { postId: target.id } : { commentId: target.id }),
      });
    }
    const [counted] = await tx
      .update(table)
      .set({ likeCount: sql`greatest(${table.likeCount} + ${liked ? 1 : -1}, 0)` })
      .where(eq(table.id, target.id))
      .returning({ likeCount: table.likeCount });
    if (target.authorId) {
      const event = { userId: target.authorId, source: 'community.like' as const, sourceId };
      if (liked) await awardPoints(tx, { ...event, customerId: target.customerId });
      else await revokePoints(tx, event);
    }
    return {
      liked,
      likeCount: counted?.likeCount ?? 0,
      postId: target.postId,
      target: {
        authorId: target.authorId,
        title: target.title,
        onComment: !isPost,
        customerId: target.customerId,
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Categories

export type Category = { id: string; name: string; position: number; staffOnly: boolean };

const categoryFields = {
  id: communityCategories.id,
  name: communityCategories.name,
  position: communityCategories.position,
  staffOnly: communityCategories.staffOnly,
};

export function listCategories(db: Database): Promise<Category[]> {
  return db
    .select(categoryFields)
    .from(communityCategories)
    .orderBy(asc(communityCategories.position), asc(communityCategories.name));
}

export async function createCategory(
  db: Database,
  input: { name: string; staffOnly: boolean },
): Promise<Category> {
  const [last] = await db
    .select({ value: max(communityCategories.position) })
    .from(communityCategories);
  const [row] = await db
    .insert(communityCategories)
    .values({ ...input, position: (last?.value ?? -1) + 1 })
    .returning(categoryFields);
  if (!row) throw new Error('no category');
  return row;
}

export async function updateCategory(
  db: Database,
  input: { categoryId: string; name?: string | undefined; staffOnly?: boolean | undefined },
): Promise<Category> {
  const [row] = await db
    .update(communityCategories)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.staffOnly !== undefined ? { staffOnly: input.staffOnly } : {}),
    })
    .where(eq(communityCategories.id, input.categoryId))
    .returning(categoryFields);
  if (!row) throw new ServiceError('NOT_FOUND', CATEGORY_NOT_FOUND);
  return row;
}

/** Deletes a category; its posts move to the first of the others (the last one stays). */
export async function deleteCategory(db: Database, categoryId: string): Promise<{ id: string }> {
  await category(db, categoryId);
  return transaction(db, async (tx) => {
    const [first] = await tx
      .select({ id: communityCategories.id })
      .from(communityCategories)
      .where(ne(communityCategories.id, categoryId))
      .orderBy(asc(communityCategories.position), asc(communityCategories.name))
      .limit(1);
    if (!first) throw new ServiceError('PRECONDITION_FAILED', LAST_CATEGORY);
    await tx
      .update(communityPosts)
      .set({ categoryId: first.id })
      .where(eq(communityPosts.categoryId, categoryId));
    await tx
      .update(communityComments)
      .set({ categoryId: first.id })
      .where(eq(communityComments.categoryId, categoryId));
    await tx.delete(communityCategories).where(eq(communityCategories.id, categoryId));
    return { id: categoryId };
  });
}

/** The tabs' order: every category exactly once. */
export async function reorderCategories(db: Database, categoryIds: string[]): Promise<Category[]> {
  const all = await listCategories(db);
  const known = new Set(all.map((row) => row.id));
  if (
    new Set(categoryIds).size !== categoryIds.length ||
    categoryIds.length !== all.length ||
    !categoryIds.every((id) => known.has(id))
  ) {
    throw new ServiceError('BAD_REQUEST', CATEGORY_ORDER);
  }
  await transaction(db, async (tx) => {
    for (const [position, id] of categoryIds.entries()) {
      await tx.update(communityCategories).set({ position }).where(eq(communityCategories.id, id));
    }
  });
  return listCategories(db);
}

// ---------------------------------------------------------------------------------------------
// People to mention

export type MentionCandidate = {
  id: string;
  label: string;
  description: string;
  avatarUrl: string | null;
};

/** Members of the community whose name or address starts with the text (the editor's @ list). */
export async function mentionCandidates(
  { db, storage }: CommunityDeps,
  viewer: Viewer,
  query: string,
): Promise<MentionCandidate[]> {
  const pattern = `${query.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(${users.displayName}, split_part(${users.email}, '@', 1))`,
      avatar: users.avatar,
      staff: users.ourEmployee,
      company: sql<
        string | null
      >`(select ${customers.name} from ${customers} where ${customers.id} = ${users.activeCustomerId})`,
    })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        ne(users.id, viewer.userId),
        isParticipant(users),
        query
          ? or(
              sql`${users.displayName} ilike ${pattern}`,
              sql`${users.displayName} ilike ${`% ${pattern}`}`,
              sql`${users.email} ilike ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.displayName))
    .limit(8);
  return rows.map((row) => ({
    id: row.id,
    label: row.name,
    description: row.staff ? 'Sprint-Team' : (row.company ?? ''),
    avatarUrl: avatarUrl(storage, row.avatar),
  }));
}
