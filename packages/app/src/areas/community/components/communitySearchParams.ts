import type { FeedSort } from '@sprint/server/community';

/** What the feed shows, from the address: `?kategorie=<id>&sortierung=beliebt&search=…`. */
export type FeedState = { categoryId: string | null; sort: FeedSort; search: string };

export function parseFeedParams(params: URLSearchParams): FeedState {
  return {
    categoryId: params.get('kategorie'),
    sort: params.get('sortierung') === 'beliebt' ? 'top' : 'new',
    search: params.get('search')?.trim() ?? '',
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
  return next;
}
