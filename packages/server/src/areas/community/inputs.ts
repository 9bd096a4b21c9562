/** The community's input schemas (server only: zod stays out of the app's first paint). */
import { z } from 'zod';
import {
  COMMENT_MAX_CHARS,
  COMMENT_TOO_LONG,
  FEED_SORTS,
  POST_MAX_CHARS,
  POST_IMAGES_MAX,
  POST_TOO_LONG,
  TITLE_MAX_CHARS,
  TOO_MANY_IMAGES,
} from './model';

const title = z
  .string()
  .trim()
  .min(1, 'Bitte gib einen Titel ein.')
  .max(TITLE_MAX_CHARS, `Der Titel darf höchstens ${TITLE_MAX_CHARS} Zeichen lang sein.`);

/** The editor's HTML; what is left after sanitising must hold some text. */
const bodyHtml = z
  .string()
  .max(POST_MAX_CHARS, POST_TOO_LONG)
  .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, 'Bitte schreib etwas.');

const commentBody = z
  .string()
  .trim()
  .min(1, 'Bitte schreib einen Kommentar.')
  .max(COMMENT_MAX_CHARS, COMMENT_TOO_LONG);

const categoryName = z
  .string()
  .trim()
  .min(1, 'Bitte gib einen Namen ein.')
  .max(60, 'Der Name darf höchstens 60 Zeichen lang sein.');

export const postRef = z.strictObject({ postId: z.uuid() });
export const commentRef = z.strictObject({ commentId: z.uuid() });
export const categoryRef = z.strictObject({ categoryId: z.uuid() });

/**
 * The post's pictures in their order: uploads of purpose `postImage` by their storage path,
 * each with a description for people who cannot see it (empty: decorative).
 */
const images = z
  .array(
    z.strictObject({
      path: z.string().min(1).max(512),
      alt: z.string().trim().max(200, 'Die Bildbeschreibung darf höchstens 200 Zeichen lang sein.'),
    }),
  )
  .max(POST_IMAGES_MAX, TOO_MANY_IMAGES);

export const createPostInput = z.strictObject({
  categoryId: z.uuid(),
  title,
  bodyHtml,
  images: images.optional(),
});
export const updatePostInput = z.strictObject({
  postId: z.uuid(),
  categoryId: z.uuid().optional(),
  title: title.optional(),
  bodyHtml: bodyHtml.optional(),
  images: images.optional(),
});

export const listPostsInput = z.strictObject({
  categoryId: z.uuid().optional(),
  sort: z.enum(FEED_SORTS).default('new'),
  cursor: z.string().max(300).optional(),
  // What TanStack's infinite queries add; pages only go forward.
  direction: z.enum(['forward', 'backward']).optional(),
});

export const createCommentInput = z.strictObject({
  postId: z.uuid(),
  parentId: z.uuid().optional(),
  body: commentBody,
});
export const updateCommentInput = z.strictObject({ commentId: z.uuid(), body: commentBody });

export const likeInput = z.union([
  z.strictObject({ postId: z.uuid() }),
  z.strictObject({ commentId: z.uuid() }),
]);

export const createCategoryInput = z.strictObject({
  name: categoryName,
  staffOnly: z.boolean().default(false),
});
export const updateCategoryInput = z.strictObject({
  categoryId: z.uuid(),
  name: categoryName.optional(),
  staffOnly: z.boolean().optional(),
});
export const reorderCategoriesInput = z.strictObject({
  categoryIds: z.array(z.uuid()).min(1).max(50),
});

export const moderationInput = z.strictObject({ postId: z.uuid(), on: z.boolean() });

export const searchInput = z.strictObject({
  query: z.string().trim().min(1, 'Bitte gib einen Suchbegriff ein.').max(200),
  categoryId: z.uuid().optional(),
  authorId: z.uuid().optional(),
});

export const mentionCandidatesInput = z.strictObject({
  query: z.string().trim().max(60),
});

export const leaderboardInput = z.strictObject({
  period: z.enum(['7d', '30d', 'all']).default('7d'),
  scope: z.enum(['company', 'community']).default('company'),
});
