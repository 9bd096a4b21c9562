/**
 * The community's words, limits and inputs: what the app's forms and the server refuse alike
 * (`@sprint/server/community`). No drizzle, no Node modules.
 */
import { z } from 'zod';

export const COMMUNITY_NOT_OPEN =
  'Die Community ist für dein Unternehmen noch nicht freigeschaltet.';
export const MODERATORS_ONLY = 'Nur Mitarbeiter von Sprint können die Community moderieren.';
export const STAFF_ONLY_CATEGORY = 'In dieser Kategorie schreiben nur Mitarbeiter von Sprint.';
export const POST_NOT_FOUND = 'Beitrag nicht gefunden.';
export const COMMENT_NOT_FOUND = 'Kommentar nicht gefunden.';
export const CATEGORY_NOT_FOUND = 'Kategorie nicht gefunden.';
export const POST_CLOSED = 'Dieser Beitrag ist für Kommentare geschlossen.';
export const OWN_LIKE =
  'Eigene Beiträge und Kommentare kannst du nicht mit „Gefällt mir“ markieren.';
export const NOT_AUTHOR = 'Nur wer es geschrieben hat, kann es ändern.';
export const REPLY_TOO_DEEP = 'Auf eine Antwort kann nicht weiter geantwortet werden.';
export const MENTION_OUTSIDE = 'Erwähnen kannst du nur Mitglieder der Community.';
export const LAST_CATEGORY = 'Die letzte Kategorie kann nicht gelöscht werden.';
export const CATEGORY_ORDER = 'Bitte nenne jede Kategorie genau einmal.';

/** The realtime channel every member of the community listens on (posts, comments, likes). */
export const COMMUNITY_CHANNEL = 'community';

export const POST_MAX_CHARS = 50_000;
export const COMMENT_MAX_CHARS = 10_000;
export const TITLE_MAX_CHARS = 200;
export const POST_TOO_LONG = 'Der Beitrag ist zu lang (höchstens 50.000 Zeichen).';
export const COMMENT_TOO_LONG = 'Der Kommentar ist zu lang (höchstens 10.000 Zeichen).';

export const FEED_SORTS = ['new', 'top'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
export const FEED_SORT_LABELS = { new: 'Neueste', top: 'Beliebt' } as const satisfies Record<
  FeedSort,
  string
>;

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

export const createPostInput = z.strictObject({ categoryId: z.uuid(), title, bodyHtml });
export const updatePostInput = z.strictObject({
  postId: z.uuid(),
  categoryId: z.uuid().optional(),
  title: title.optional(),
  bodyHtml: bodyHtml.optional(),
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

export const LEADERBOARD_SCOPE_LABELS = {
  company: 'Mein Unternehmen',
  community: 'Community',
} as const;

export const POST_HISTORY_LABELS = {
  edited: 'bearbeitet',
  pinned: 'angeheftet',
  unpinned: 'nicht mehr angeheftet',
  closed: 'für Kommentare geschlossen',
  reopened: 'wieder für Kommentare geöffnet',
  hidden: 'ausgeblendet',
  shown: 'wieder eingeblendet',
  deleted: 'gelöscht',
} as const;
