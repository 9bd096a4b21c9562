import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Circle, SearchX, Upload, Video } from 'lucide-react';
import { Button, EmptyState, Grid, PageHeader, QueryState, Stack } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
import { usePageSearchParams } from '../../router/usePageSearchParams';
import { ClipCard } from './components/ClipCard';
import {
  hasActiveFilter,
  parseClipsSearchParams,
  serializeClipsSearchParams,
  toListFilter,
  type ClipsSearchState,
} from './components/clipSearchParams';
import { ClipsToolbar } from './components/ClipsToolbar';
import { PAGE_SIZE } from './queries';
import { RecorderDialog } from './components/RecorderDialog';
import { UploadClipDialog } from './components/UploadClipDialog';

const TITLE = 'Clips';
const DESCRIPTION = 'Kurze Videos aus dem Vertriebsalltag: aufnehmen, teilen, voneinander lernen.';

/** The clips grid of a filter, page by page ('Weitere Clips laden'). */
function ClipGrid({
  state,
  onReset,
  onRecord,
  onUpload,
}: {
  state: ClipsSearchState;
  onReset: () => void;
  onRecord: () => void;
  onUpload: () => void;
}) {
  const trpc = useTRPC();
  const clips = useInfiniteQuery(
    trpc.clips.list.infiniteQueryOptions(
      { ...toListFilter(state), limit: PAGE_SIZE },
      {
        getNextPageParam: (page) => page.nextCursor ?? undefined,
        // A new search keeps the old clips (busy) until the new ones are there.
        placeholderData: keepPreviousData,
      },
    ),
  );
  const filtered = hasActiveFilter(state);

  return (
    <QueryState
      query={clips}
      loadingLabel="Clips werden geladen"
      errorTitle="Clips konnten nicht geladen werden"
      icon={<Video aria-hidden />}
      isEmpty={(data) => (data.pages[0]?.items.length ?? 0) === 0}
      empty={
        filtered ? (
          <EmptyState
            icon={<SearchX aria-hidden />}
            title="Keine Clips gefunden"
            action={
              <Button variant="outline" onClick={onReset}>
                Filter zurücksetzen
              </Button>
            }
          >
            Kein Clip passt zu deiner Suche. Versuche einen anderen Begriff oder ein anderes Tag.
          </EmptyState>
        ) : (
          <EmptyState
            icon={<Video aria-hidden />}
            title="Noch keine Clips"
            action={
              <Stack direction="row" gap="2" wrap justify="center">
                <Button onClick={onRecord}>
                  <Circle aria-hidden />
                  Ersten Clip aufnehmen
                </Button>
                <Button variant="outline" onClick={onUpload}>
                  <Upload aria-hidden />
                  Video hochladen
                </Button>
              </Stack>
            }
          >
            Nimm deinen Bildschirm oder dich selbst auf und teile dein Wissen mit deinem Team.
          </EmptyState>
        )
      }
    >
      {(data) => (
        <Stack gap="4" aria-busy={clips.isPlaceholderData || undefined}>
          <Grid as="ul" minItemWidth="15rem" gap="4" aria-label="Clips">
            {data.pages.flatMap((page) =>
              page.items.map((clip) => (
                <li key={clip.id}>
                  <ClipCard clip={clip} />
                </li>
              )),
            )}
          </Grid>
          {clips.hasNextPage ? (
            <Stack direction="row" justify="center">
              <Button
                variant="outline"
                aria-busy={clips.isFetchingNextPage || undefined}
                aria-disabled={clips.isFetchingNextPage || undefined}
                onClick={() => {
                  if (!clips.isFetchingNextPage) void clips.fetchNextPage();
                }}
              >
                {clips.isFetchingNextPage ? 'Clips werden geladen…' : 'Weitere Clips laden'}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * `/app/clips`: the company's and Sprint's clips, newest first, with search and tag filter in
 * the address; 'Video aufnehmen' (also `?aufnahme=1`, where the header's 'Record Video' leads)
 * and 'Video hochladen'.
 */
export function Component() {
  const trpc = useTRPC();
  // Every member may use the clips (the server's rule); should it refuse all the same (no longer
  // a member), the page says why instead.
  const access = usePageAccess(null, [trpc.clips.pathKey()]);
  if (!access.allowed) {
    return (
      <NoAccessPage
        title={TITLE}
        description={DESCRIPTION}
        subject="die Clips"
        reason={access.reason}
      />
    );
  }
  return <ClipsContent />;
}

function ClipsContent() {
  const [params, setParams] = usePageSearchParams();
  const state = useMemo(() => parseClipsSearchParams(params), [params]);
  const [uploading, setUploading] = useState(false);

  const update = useCallback(
    (changes: Partial<ClipsSearchState>, replace = false) =>
      // From the address as it is now: a debounced search must not undo a filter set meanwhile.
      setParams(
        (current) =>
          serializeClipsSearchParams({ ...parseClipsSearchParams(current), ...changes }, current),
        { replace },
      ),
    [setParams],
  );
  const reset = useCallback(() => update({ search: '', tag: null }), [update]);
  const record = useCallback(() => update({ recording: true }), [update]);

  return (
    <Stack gap="6">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <>
            <Button variant="outline" onClick={() => setUploading(true)}>
              <Upload aria-hidden />
              Video hochladen
            </Button>
            <Button onClick={record}>
              <Circle aria-hidden />
              Video aufnehmen
            </Button>
          </>
        }
      />
      <ClipsToolbar state={state} onChange={update} onReset={reset} />
      <ClipGrid
        state={state}
        onReset={reset}
        onRecord={record}
        onUpload={() => setUploading(true)}
      />
      <RecorderDialog
        open={state.recording}
        onOpenChange={(open) => update({ recording: open }, !open)}
      />
      <UploadClipDialog open={uploading} onOpenChange={setUploading} />
    </Stack>
  );
}
