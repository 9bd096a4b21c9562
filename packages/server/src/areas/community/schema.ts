import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../platform/db/columns';
import { tenantColumn } from '../../platform/db/tenantColumn';
import { users } from '../../platform/identity/schema';

/** PostgreSQL's text search document: written by the database from title and text. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** German stemming ('Kündigungen' finds 'Kündigung'), the same on PGlite and PostgreSQL. */
const germanDocument = (...parts: SQL[]) =>
  sql`to_tsvector('german'::regconfig, ${sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  )})`;

/**
 * The community's categories: one per post, shown as tabs. Not a company's: the community is
 * one space for the provider and every admitted company (docs/adr/034).
 */
export const communityCategories = pgTable('community_categories', {
  id: id(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  /** 'Nur Mitarbeiter schreiben': announcements; everyone reads and comments. */
  staffOnly: boolean('staff_only').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A post, visible to every member of the community. `customer_id` is the company its author
 * wrote it in (shown next to the name; its content is erased with the company).
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: id(),
    customerId: tenantColumn(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => communityCategories.id),
    title: text('title').notNull(),
    /** Sanitised HTML of the editor (with mention spans). */
    bodyHtml: text('body_html').notNull(),
    /** The same as plain text: excerpts and notifications. */
    bodyText: text('body_text').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Deleted by its author or a moderator: gone from every list, its text cleared. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector('search').generatedAlwaysAs((): SQL =>
      germanDocument(sql`title`, sql`body_text`),
    ),
  },
  // Plain ascending keys: a btree read backwards gives `order by … desc` (nulls first, as
  // PostgreSQL's `desc` has it). Drizzle's `.desc()` writes `desc nulls last`, which such an
  // order cannot use, so the feed would sort every post.
  (table) => [
    // Newest first over every post: the feed (skipping the few pinned and deleted ones) and the
    // search, which reads its newest posts one by one (docs/adr/035).
    index('community_posts_new').on(table.createdAt, table.id),
    // The same within a category: its feed, and the search with a category filter.
    index('community_posts_category_new').on(table.categoryId, table.createdAt, table.id),
    index('community_posts_top')
      .on(table.likeCount, table.createdAt, table.id)
      .where(sql`deleted_at is null and pinned_at is null`),
    index('community_posts_category_top')
      .on(table.categoryId, table.likeCount, table.createdAt, table.id)
      .where(sql`deleted_at is null and pinned_at is null`),
    // 'Angeheftet' above the feed: the few pinned posts, newest pin first.
    index('community_posts_pinned')
      .on(table.pinnedAt)
      .where(sql`deleted_at is null and pinned_at is not null`),
    index('community_posts_author').on(table.authorId),
    index('community_posts_search').using('gin', table.search),
  ],
);

/** A comment on a post, or a reply to one (one level: a reply's parent is a top comment). */
export const communityComments = pgTable(
  'community_comments',
  {
    id: id(),
    customerId: tenantColumn(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => communityComments.id, {
      onDelete: 'cascade',
    }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Its post's category, kept alongside (moved with the post): the search filters comments by
     * category without reading every match's post first (docs/adr/035).
     */
    categoryId: uuid('category_id')
      .notNull()
      .references(() => communityCategories.id),
    body: text('body').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector('search').generatedAlwaysAs((): SQL => germanDocument(sql`body`)),
  },
  (table) => [
    index('community_comments_post').on(table.postId, table.createdAt, table.id),
    // The search reads the newest comments one by one (docs/adr/035).
    index('community_comments_new').on(table.createdAt, table.id),
    index('community_comments_category_new').on(table.categoryId, table.createdAt, table.id),
    index('community_comments_author').on(table.authorId),
    index('community_comments_search').using('gin', table.search),
  ],
);

/** 'Gefällt mir': one per person and post or comment. */
export const communityLikes = pgTable(
  'community_likes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => communityComments.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('community_likes_post').on(table.userId, table.postId),
    uniqueIndex('community_likes_comment').on(table.userId, table.commentId),
  ],
);

/** Who follows a post (its author, everyone who commented): new comments reach their bell. */
export const communityFollows = pgTable(
  'community_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] })],
);

/** What moderators and authors did to a post: its history. */
export const communityPostHistory = pgTable(
  'community_post_history',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', {
      enum: ['edited', 'pinned', 'unpinned', 'closed', 'reopened', 'hidden', 'shown', 'deleted'],
    }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('community_post_history_post').on(table.postId, table.createdAt)],
);

/**
 * A post's pictures in order: uploads (purpose `postImage`) of the author's company by their
 * storage path, each with its description. A path belongs to one post; the storage clean-up
 * deletes a file no row holds any more.
 */
export const communityPostImages = pgTable(
  'community_post_images',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull(),
  },
  (table) => [
    index('community_post_images_post').on(table.postId, table.position),
    uniqueIndex('community_post_images_path').on(table.path),
  ],
);

/** A person's visits: 'Neu seit deinem letzten Besuch' marks what came after the previous one. */
export const communityVisits = pgTable('community_visits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull(),
  previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
});

export type CommunityPost = typeof communityPosts.$inferSelect;
export type CommunityComment = typeof communityComments.$inferSelect;
