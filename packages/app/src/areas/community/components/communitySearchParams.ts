import type { FeedSort } from '@sprint/server/community';

/**
 * What the feed shows, from the address: `?kategorie=<id>&sortierung=beliebt&search=…`, and
 * with a search `&autor=<id>` (only what that person wrote).
 */
export type FeedState = {
  categoryId: string | null;
  sort: FeedSort;
  search: string;
  authorId: string | null;
};

export function parseFeedParams(params: URLSearchParams): FeedState {
  return {
    categoryId: params.get('kategorie'),
    sort: params.get('sortierung') === 'beliebt' ? 'top' : 'new',
    search: params.get('search')?.trim() ?? '',
    authorId: params.get('autor'),
  };
}

/** The address for a state; defaults are left out. */
export function feedParams(current: URLSearchParams, state: Partial<FeedState>): URLSearchParams {
  const next = new URLSearchParams(current);
  if (state.categoryId !== undefined) {
    if (state.categoryId) next.set('kategorie', state.categoryId);
    else next.delete('kategorie');
  }
  if (state.sort !== undefined) {
    if (state.sort === 'top') next.set('sortierung', 'beliebt');
    else next.delete('sortierung');
  }
  if (state.authorId !== undefined) {
    if (state.authorId) next.set('autor', state.authorId);
    else next.delete('autor');
  }
  return next;
}
