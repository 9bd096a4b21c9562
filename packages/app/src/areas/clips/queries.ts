import type { RouterInputs, RouterOutputs } from '../../api/types';
import { isUuid } from '../../lib/uuid';
import { defineLookup, type LiveInvalidations } from '../area';

/** Spec §2: the clip page's breadcrumb until its title is known. */
export const CLIP_LOADING = 'Loading...';

/** The clip page's breadcrumb: Clips › title (the page's own query, one request). */
export const clipLookup = defineLookup({
  query: ({ id }, trpc) => (isUuid(id) ? trpc.clips.byId.queryOptions({ clipId: id }) : null),
  label: (clip) => clip.title,
  loading: CLIP_LOADING,
});

/**
 * A clip of the company was added, changed or deleted: the grid, the tag filter, open clip pages
 * and the dashboard card refetch.
 */
export const clipsLive: LiveInvalidations = {
  'clip.changed': (trpc) => [trpc.clips.pathKey()],
};

/** The shapes the clips' screens work with, as the server answers them. */
export type ClipListInput = Extract<RouterInputs['clips']['list'], object>;
export type ClipPage = RouterOutputs['clips']['list'];
export type ClipItem = ClipPage['items'][number];
export type ClipDetail = RouterOutputs['clips']['byId'];
export type ClipTag = RouterOutputs['clips']['tags'][number];

/** Clips per page of the grid. */
export const PAGE_SIZE = 24;
