import { defineLookup } from '../area';
import { findClip } from './sampleClips';

/** Spec §2: the clip page's breadcrumb until its title is known. */
export const CLIP_LOADING = 'Loading...';

/** Clips are sample data (spec §3): the lookup reads them locally, through the same cache. */
export const clipLookup = defineLookup({
  query: ({ id }) => ({
    queryKey: ['clips', 'sample', id ?? ''],
    queryFn: () => findClip(id) ?? null,
    // Known at once: the breadcrumb never shows the loading text for sample data.
    initialData: () => findClip(id) ?? null,
    staleTime: Infinity,
  }),
  label: (clip) => clip?.title,
  loading: CLIP_LOADING,
});
