import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { EyeOff, Lock, MessageSquare, Pencil, Pin, Trash2, Ellipsis } from 'lucide-react';
import { OWN_LIKE, POST_HISTORY_LABELS, COMMENT_MAX_CHARS } from '@sprint/server/community';
import {
  Alert,
  Button,
  CommentThread,
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EmptyState,
  LikeButton,
  Link,
  PostByline,
  QueryState,
  RichTextContent,
  Stack,
  Text,
  TextArea,
  formatDateTime,
  toast,
  type CommentNode as ThreadNode,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageAccess, useViewer } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
import { errorMessage } from '../../lib/errorMessage';
import { TextDialog } from '../../components/TextDialog';
import { isUuid } from '../../lib/uuid';
import { forCommunity, type CommentNode, type PostDetail } from './queries';
import { refused, useCommunityRefresh, useToggleLike } from './components/communityMutations';
import { PostEditorDialog } from './components/PostEditorDialog';

const COMMUNITY_HREF = '/app/community';

/** The form under a post or a comment: a text and 'Kommentieren' / 'Antworten'. */
function CommentForm({
  postId,
  parentId,
  label,
  submitLabel,
  focusOnMount,
  onDone,
}: {
  postId: string;
  parentId?: string;
  label: string;
  submitLabel: string;
  /** A reply form opened by 'Antworten' takes the focus (the thread returns it on close). */
  focusOnMount?: boolean;
  onDone?: () => void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnMount) field.current?.focus();
  }, [focusOnMount]);
  const trpc = useTRPC();
  const refresh = useCommunityRefresh();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation(trpc.community.comments.create.mutationOptions());
  const submit = async () => {
    if (!body.trim()) return setError('Bitte schreib einen Kommentar.');
    if (create.isPending) return;
    try {
      await create.mutateAsync({ postId, parentId, body });
      setBody('');
      setError(null);
      void refresh();
      onDone?.();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <form
      noValidate
      aria-busy={create.isPending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="2">
        <TextArea
          label={label}
          value={body}
          maxLength={COMMENT_MAX_CHARS}
          rows={3}
          ref={field}
          error={error ?? undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        <Stack direction="row" gap="2" justify="end">
          {onDone ? (
            <Button variant="outline" onClick={onDone}>
              Abbrechen
            </Button>
          ) : null}
          <Button type="submit" aria-disabled={create.isPending || undefined}>
            {create.isPending ? 'Wird gesendet...' : submitLabel}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** 'Kommentar bearbeiten': the text in a dialog, saved with 'Speichern'. */
function EditCommentDialog({
  comment,
  onClose,
}: {
  comment: { id: string; body: string };
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useCommunityRefresh();
  const update = useMutation(trpc.community.comments.update.mutationOptions());
  return (
    <TextDialog
      title="Kommentar bearbeiten"
      description="Alle sehen danach, dass er bearbeitet wurde."
      label="Kommentar"
      initialValue={comment.body}
      maxLength={COMMENT_MAX_CHARS}
      rows={4}
      emptyMessage="Bitte schreib einen Kommentar."
      onSave={async (body) => {
        await update.mutateAsync({ commentId: comment.id, body });
        void refresh();
        toast({ title: 'Kommentar gespeichert', variant: 'success' });
      }}
      onClose={onClose}
    />
  );
}

/** The thread's nodes with their 'Gefällt mir' wired. */
function useThread(comments: readonly CommentNode[]): ThreadNode[] {
  const like = useToggleLike();
  const node = (comment: CommentNode): ThreadNode => ({
    id: comment.id,
    anchorId: `kommentar-${comment.id}`,
    author: comment.author,
    createdAt: comment.createdAt,
    editedAt: comment.editedAt,
    body: comment.body,
    deleted: comment.deleted,
    like: {
      liked: comment.likedByMe,
      count: comment.likeCount,
      busy: like.isPending,
      disabled: comment.mine,
      disabledReason: comment.mine ? OWN_LIKE : undefined,
      onToggle: () => like.mutate({ commentId: comment.id }),
    },
    replies: comment.replies.map(node),
  });
  return comments.map(node);
}

function Comments({ post, moderator }: { post: PostDetail; moderator: boolean }) {
  const trpc = useTRPC();
  const refresh = useCommunityRefresh();
  const comments = useQuery(trpc.community.comments.list.queryOptions({ postId: post.id }));
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [editing, setEditing] = useState<CommentNode | null>(null);
  const remove = useMutation(
    trpc.community.comments.delete.mutationOptions({
      onSuccess: () => {
        void refresh();
        toast({ title: 'Kommentar gelöscht', variant: 'success' });
      },
      onError: refused('Kommentar nicht gelöscht'),
    }),
  );
  const byId = new Map<string, CommentNode>();
  for (const comment of comments.data ?? []) {
    byId.set(comment.id, comment);
    for (const reply of comment.replies) byId.set(reply.id, reply);
  }
  const thread = useThread(comments.data ?? []);

  // A link to a comment (`#kommentar-<id>`, from the bell or the search) scrolls to it.
  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (comments.data && target)
      document.getElementById(target)?.scrollIntoView({ block: 'center' });
  }, [comments.data]);

  return (
    <Stack as="section" gap="4" aria-labelledby="kommentare">
      <h2 id="kommentare">Kommentare</h2>
      <QueryState
        query={comments}
        loadingLabel="Kommentare werden geladen"
        errorTitle="Kommentare konnten nicht geladen werden"
        icon={<MessageSquare aria-hidden />}
        headingLevel={3}
        size="compact"
        isEmpty={() => false}
      >
        {() => (
          <CommentThread
            comments={thread}
            onReply={post.closed ? undefined : (comment) => setReplyingTo(comment.id)}
            replyingTo={replyingTo}
            renderReplyForm={(comment) => (
              <CommentForm
                postId={post.id}
                parentId={comment.id}
                label={`Antwort an ${comment.author.name}`}
                submitLabel="Antworten"
                focusOnMount
                onDone={() => setReplyingTo(null)}
              />
            )}
            renderActions={(comment) =>
              byId.get(comment.id)?.mine || moderator ? (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Aktionen für den Kommentar von ${comment.author.name}`}
                    >
                      <Ellipsis aria-hidden />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    {byId.get(comment.id)?.mine ? (
                      <DropdownMenuItem
                        icon={<Pencil />}
                        onSelect={() => setEditing(byId.get(comment.id) ?? null)}
                      >
                        Kommentar bearbeiten
                      </DropdownMenuItem>
                    ) : null}
                    <DropdownMenuItem
                      variant="destructive"
                      icon={<Trash2 />}
                      onSelect={() => remove.mutate({ commentId: comment.id })}
                    >
                      Kommentar löschen
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              ) : null
            }
          />
        )}
      </QueryState>
      {editing ? <EditCommentDialog comment={editing} onClose={() => setEditing(null)} /> : null}
      {post.closed ? (
        <Alert variant="info" message="Dieser Beitrag ist für Kommentare geschlossen." />
      ) : (
        <CommentForm postId={post.id} label="Dein Kommentar" submitLabel="Kommentieren" />
      )}
    </Stack>
  );
}

/** Pin, close, hide, edit, delete: what the author and the moderators may do with the post. */
function PostMenu({
  post,
  moderator,
  onEdit,
}: {
  post: PostDetail;
  moderator: boolean;
  onEdit: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useCommunityRefresh();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const done = (title: string) => () => {
    void refresh();
    toast({ title, variant: 'success' });
  };
  const pin = useMutation(
    trpc.community.posts.pin.mutationOptions({
      onSuccess: done('Gespeichert'),
      onError: refused('Nicht gespeichert'),
    }),
  );
  const close = useMutation(
    trpc.community.posts.close.mutationOptions({
      onSuccess: done('Gespeichert'),
      onError: refused('Nicht gespeichert'),
    }),
  );
  const hide = useMutation(
    trpc.community.posts.hide.mutationOptions({
      onSuccess: done('Gespeichert'),
      onError: refused('Nicht gespeichert'),
    }),
  );
  const remove = useMutation(trpc.community.posts.delete.mutationOptions());
  if (!post.mine && !moderator) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Aktionen für den Beitrag">
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {post.mine ? (
            <DropdownMenuItem icon={<Pencil />} onSelect={onEdit}>
              Bearbeiten
            </DropdownMenuItem>
          ) : null}
          {moderator ? (
            <>
              <DropdownMenuItem
                icon={<Pin />}
                onSelect={() => pin.mutate({ postId: post.id, on: !post.pinned })}
              >
                {post.pinned ? 'Nicht mehr anheften' : 'Anheften'}
              </DropdownMenuItem>
              <DropdownMenuItem
                icon={<Lock />}
                onSelect={() => close.mutate({ postId: post.id, on: !post.closed })}
              >
                {post.closed ? 'Kommentare wieder öffnen' : 'Kommentare schließen'}
              </DropdownMenuItem>
              <DropdownMenuItem
                icon={<EyeOff />}
                onSelect={() => hide.mutate({ postId: post.id, on: !post.hidden })}
              >
                {post.hidden ? 'Wieder einblenden' : 'Ausblenden'}
              </DropdownMenuItem>
            </>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            variant="destructive"
            icon={<Trash2 />}
            onSelect={() => setConfirming(true)}
          >
            Beitrag löschen
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Beitrag wirklich löschen?"
        description="Der Beitrag verschwindet für alle, seine Kommentare mit ihm. Das lässt sich nicht rückgängig machen."
        confirmLabel="Löschen"
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ postId: post.id });
          } catch (error) {
            refused('Beitrag nicht gelöscht')(error);
            throw error;
          }
          void refresh();
          toast({ title: 'Beitrag gelöscht', variant: 'success' });
          void navigate(COMMUNITY_HREF);
        }}
      />
    </>
  );
}

function Post({ post }: { post: PostDetail }) {
  const trpc = useTRPC();
  const like = useToggleLike();
  const [editing, setEditing] = useState(false);
  const categories = useQuery(trpc.community.categories.list.queryOptions());
  // Moderation is the provider's employees' (the server decides; this mirrors it).
  const moderator = useViewer().ourEmployee;
  return (
    <Stack gap="6">
      <Stack as="article" gap="4" aria-labelledby="beitrag-titel">
        <Stack direction="row" justify="between" align="start" gap="4">
          <Stack gap="2">
            <h1 id="beitrag-titel">{post.title}</h1>
            {/* 'Bearbeitet am …' stands below the post with its exact time, so not here too. */}
            <PostByline
              author={post.author}
              createdAt={post.createdAt}
              extra={post.category.name}
            />
            {post.pinned || post.closed || post.hidden ? (
              <Text size="sm" tone="muted">
                {[
                  post.pinned && 'Angeheftet',
                  post.closed && 'Kommentare geschlossen',
                  post.hidden && 'Ausgeblendet',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            ) : null}
          </Stack>
          <PostMenu post={post} moderator={moderator} onEdit={() => setEditing(true)} />
        </Stack>
        <RichTextContent html={post.bodyHtml} />
        {post.images.length > 0 ? (
          <Stack as="ul" gap="3" aria-label="Bilder">
            {post.images.map((image) => (
              <li key={image.path}>
                <img
                  src={image.url}
                  alt={image.alt}
                  loading="lazy"
                  style={{ maxWidth: '100%', maxHeight: '24rem', borderRadius: 'var(--radius-md)' }}
                />
              </li>
            ))}
          </Stack>
        ) : null}
        <Stack direction="row" gap="3" align="center">
          <LikeButton
            liked={post.likedByMe}
            count={post.likeCount}
            busy={like.isPending}
            disabled={post.mine}
            disabledReason={post.mine ? OWN_LIKE : undefined}
            onToggle={() => like.mutate({ postId: post.id })}
          />
          {post.editedAt ? (
            <Text size="sm" tone="muted">
              {`Bearbeitet am ${formatDateTime(post.editedAt)}`}
            </Text>
          ) : null}
        </Stack>
        {post.history.length > 0 ? (
          <details>
            <summary>Verlauf</summary>
            <Stack as="ul" gap="1">
              {post.history.map((entry, index) => (
                <Text as="li" size="sm" key={index}>
                  {`${formatDateTime(entry.createdAt)}: ${entry.actorName} hat den Beitrag ${POST_HISTORY_LABELS[entry.action as keyof typeof POST_HISTORY_LABELS] ?? entry.action}.`}
                </Text>
              ))}
            </Stack>
          </details>
        ) : null}
      </Stack>
      <Comments post={post} moderator={moderator} />
      {editing && categories.data ? (
        <PostEditorDialog
          open
          onOpenChange={setEditing}
          categories={categories.data}
          draft={{
            postId: post.id,
            categoryId: post.category.id,
            title: post.title,
            bodyHtml: post.bodyHtml,
            images: post.images.map(({ path, url, alt }) => ({ path, url, alt })),
          }}
        />
      ) : null}
    </Stack>
  );
}

/**
 * A post that does not exist (any more), or one the moderators hid: the server answers alike.
 * Asking again would change nothing, so the way back instead of 'Erneut versuchen'.
 */
function PostNotFound() {
  return (
    <EmptyState
      icon={<MessageSquare aria-hidden />}
      title="Beitrag nicht gefunden"
      action={<Link href={COMMUNITY_HREF}>Zur Community</Link>}
    >
      Diesen Beitrag gibt es nicht (mehr), oder er wurde ausgeblendet.
    </EmptyState>
  );
}

/** `/app/community/posts/:postId`: the post, its likes, comments and replies, its moderation. */
export function Component() {
  const trpc = useTRPC();
  const access = usePageAccess(forCommunity, [trpc.community.pathKey()]);
  if (!access.allowed) {
    return (
      <NoAccessPage
        title="Community"
        description="Austausch mit anderen Vertriebsteams."
        subject="die Community"
        reason={access.reason}
      />
    );
  }
  return <PostContent />;
}

function PostContent() {
  const trpc = useTRPC();
  const { postId = '' } = useParams();
  const post = useQuery({
    ...trpc.community.posts.byId.queryOptions({ postId }),
    enabled: isUuid(postId),
  });
  if (!isUuid(postId) || post.error?.data?.code === 'NOT_FOUND') return <PostNotFound />;
  return (
    <QueryState
      query={post}
      loadingLabel="Beitrag wird geladen"
      errorTitle="Beitrag konnte nicht geladen werden"
      icon={<MessageSquare aria-hidden />}
      isEmpty={() => false}
    >
      {(data) => <Post post={data} />}
    </QueryState>
  );
}
