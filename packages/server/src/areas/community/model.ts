/**
 * The community's words, limits and inputs: what the app's forms and the server refuse alike
 * (`@sprint/server/community`). No drizzle, no Node modules.
 */

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

/** Pictures in a post: uploaded first (purpose `postImage`), then attached by their path. */
export const POST_IMAGES_MAX = 4;
export const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const POST_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const TOO_MANY_IMAGES = 'Ein Beitrag kann höchstens 4 Bilder haben.';
export const IMAGE_WRONG_TYPE = 'Bitte wähle ein Bild als PNG, JPEG, WebP oder GIF.';
export const IMAGE_TOO_LARGE = 'Ein Bild darf höchstens 10 MB groß sein.';
export const IMAGE_NOT_MATCHING = 'Die Datei ist kein Bild in dem Format, das ihr Name angibt.';
export const IMAGE_NOT_FOUND = 'Das Bild wurde nicht gefunden. Bitte lade es noch einmal hoch.';
export const COMMENT_TOO_LONG = 'Der Kommentar ist zu lang (höchstens 10.000 Zeichen).';

export const FEED_SORTS = ['new', 'top'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
export const FEED_SORT_LABELS = { new: 'Neueste', top: 'Beliebt' } as const satisfies Record<
  FeedSort,
  string
>;

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
