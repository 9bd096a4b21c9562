import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Pencil, Trash2, Video } from 'lucide-react';
import { styled } from 'styled-components';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  Link,
  LoadingScreen,
  PageHeader,
  QueryState,
  Stack,
  Text,
  VideoPlayer,
  formatDate,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccess } from '../../components/NoAccess';
import { isUuid } from '../../lib/uuid';
import { errorMessage } from './components/clipForm';
import { tagHref } from './components/clipSearchParams';
import { EditClipDialog } from './components/EditClipDialog';
import { formatDuration, formatViews } from './components/format';
import type { ClipDetail } from './queries';

/** The player no wider than 60rem, the description in lines of a readable length. */
const Content = styled(Stack)`
  & > [data-slot='clip-player'] {
    width: 100%;
    max-width: 60rem;
  }

  & > [data-slot='clip-description'] {
    max-width: 65ch;
  }
`;

/** The description's line breaks, as its author typed them. */
function Lines({ text }: { text: string }) {
  return text
    .split(/\r?\n/)
    .flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]));
}

/** A clip that does not exist, or belongs to another company (the server answers both alike). */
function ClipNotFound() {
  return (
    <EmptyState
      icon={<Video aria-hidden />}
      title="Clip nicht gefunden"
      action={<Link href="/app/clips">Zu allen Clips</Link>}
    >
      Diesen Clip gibt es nicht (mehr), oder er gehört zu einem anderen Unternehmen.
    </EmptyState>
  );
}

/**
 * Counts a view once, when the video first starts playing: `play` does not bubble, so it is
 * caught on its way down to the player's `<video>`.
 */
function useViewCounter(clip: ClipDetail) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const counted = useRef(false);
  const recordView = useMutation(
    trpc.clips.recordView.mutationOptions({
      onSuccess: ({ views }) => {
        queryClient.setQueryData(trpc.clips.byId.queryKey({ clipId: clip.id }), (current) =>
          current ? { ...current, views } : current,
        );
        void queryClient.invalidateQueries({ queryKey: trpc.clips.list.pathKey() });
      },
    }),
  );
  const { mutate } = recordView;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const handlePlay = () => {
      if (counted.current) return;
      counted.current = true;
      mutate({ clipId: clip.id });
    };
    element.addEventListener('play', handlePlay, true);
    return () => element.removeEventListener('play', handlePlay, true);
  }, [clip.id, mutate]);

  return container;
}

function DeleteClip({ clip }: { clip: ClipDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useMutation(trpc.clips.delete.mutationOptions());
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <Trash2 aria-hidden />
          Löschen
        </Button>
      }
      title="Clip löschen?"
      description={`„${clip.title}“ und das Video werden endgültig gelöscht. Das lässt sich nicht rückgängig machen.`}
      confirmLabel="Endgültig löschen"
      destructive
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ clipId: clip.id });
        } catch (error) {
          toast({
            title: 'Clip nicht gelöscht',
            description: errorMessage(error),
            variant: 'destructive',
          });
          throw error;
        }
        void navigate('/app/clips');
        queryClient.removeQueries({ queryKey: trpc.clips.byId.queryKey({ clipId: clip.id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.clips.pathKey() });
        toast({ title: 'Clip gelöscht', description: clip.title });
      }}
    />
  );
}

function ClipView({ clip }: { clip: ClipDetail }) {
  const [editing, setEditing] = useState(false);
  const player = useViewCounter(clip);
  const owner = clip.scope === 'provider' ? 'Sprint' : clip.owner?.displayName;
  return (
    <Content gap="6">
      <PageHeader
        title={clip.title}
        description={
          <>
            {formatViews(clip.views)} ·{' '}
            <time dateTime={clip.createdAt.toISOString()}>{formatDate(clip.createdAt)}</time> ·{' '}
            {formatDuration(clip.durationSeconds)}
            {owner ? ` · von ${owner}` : null}
          </>
        }
        actions={
          clip.canEdit ? (
            <>
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                Bearbeiten
              </Button>
              <DeleteClip clip={clip} />
            </>
          ) : undefined
        }
      />
      <div ref={player} data-slot="clip-player">
        <VideoPlayer
          src={clip.videoUrl}
          title={clip.title}
          poster={clip.thumbnailUrl ?? undefined}
        />
      </div>
      {clip.description ? (
        <Text as="p" data-slot="clip-description">
          <Lines text={clip.description} />
        </Text>
      ) : null}
      {clip.tags.length > 0 ? (
        <Stack as="ul" direction="row" gap="2" wrap aria-label="Tags">
          {clip.tags.map((tag) => (
            <li key={tag}>
              <Link href={tagHref(tag)} aria-label={`Clips mit dem Tag ${tag}`}>
                <Badge variant="secondary">{tag}</Badge>
              </Link>
            </li>
          ))}
        </Stack>
      ) : null}
      {clip.canEdit ? (
        <EditClipDialog clip={clip} open={editing} onOpenChange={setEditing} />
      ) : null}
    </Content>
  );
}

/** `/app/clips/{id}`: a clip to watch, live (queries.ts `clipsLive`); its owner may change it. */
export function Component() {
  const { id } = useParams();
  const trpc = useTRPC();
  // Should the server refuse (no longer a member), the page says why instead of the clip.
  const access = usePageAccess(null, [trpc.clips.pathKey()]);
  const valid = isUuid(id);
  // The same query as the breadcrumb (queries.ts `clipLookup`): one request serves both.
  const clip = useQuery(trpc.clips.byId.queryOptions({ clipId: id ?? '' }, { enabled: valid }));

  if (!access.allowed) return <NoAccess subject="die Clips" reason={access.reason} />;
  if (!valid || clip.error?.data?.code === 'NOT_FOUND') return <ClipNotFound />;
  return (
    <QueryState
      query={clip}
      loadingLabel="Clip wird geladen"
      loading={<LoadingScreen message="Clip wird geladen..." />}
      errorTitle="Clip konnte nicht geladen werden"
      icon={<Video aria-hidden />}
    >
      {(data) => <ClipView key={data.id} clip={data} />}
    </QueryState>
  );
}
