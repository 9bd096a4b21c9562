/** The address's parameter that opens the recorder ('Record Video' in the header sets it). */
export const RECORD_PARAM = 'aufnahme';
/** Where 'Record Video' and 'Clip aufnehmen' lead: the clips with the recorder open. */
export const RECORD_HREF = `/app/clips?${RECORD_PARAM}=1`;

const MAX_SEARCH = 200;
const MAX_TAG = 50;

/** Everything the clips page keeps in its address. */
export type ClipsSearchState = {
  search: string;
  /** One tag the clips must carry, or null for all. */
  tag: string | null;
  /** The recorder is open (`?aufnahme=1`). */
  recording: boolean;
};

/** Reads the address leniently: an overlong value is cut to what the server takes. */
export function parseClipsSearchParams(params: URLSearchParams): ClipsSearchState {
  const tag = (params.get('tag') ?? '').trim().slice(0, MAX_TAG);
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH),
    tag: tag || null,
    recording: params.get(RECORD_PARAM) === '1',
  };
}

/** Writes the state into a copy of `params`; empty values leave the address. */
export function serializeClipsSearchParams(
  state: ClipsSearchState,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('search', state.search.trim() || null);
  set('tag', state.tag);
  set(RECORD_PARAM, state.recording ? '1' : null);
  return next;
}

export function hasActiveFilter(state: ClipsSearchState): boolean {
  return state.search.trim() !== '' || state.tag !== null;
}

/** The filter as `clips.list` takes it. */
export function toListFilter(state: ClipsSearchState): { search?: string; tag?: string } {
  const search = state.search.trim();
  return { ...(search ? { search } : {}), ...(state.tag ? { tag: state.tag } : {}) };
}

/** A tag's own address: the clips that carry it. */
export function tagHref(tag: string): string {
  return `/app/clips?${new URLSearchParams({ tag }).toString()}`;
}
