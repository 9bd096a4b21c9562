import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { isValid } from 'date-fns';
import { Reply } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { formatDateTime, formatRelativeTime } from '../format';
import { cx } from '../lib/cx';
import { LikeButton, type LikeButtonProps } from '../LikeButton';
import { PostByline, type PostAuthor } from '../PostCard';
import { VisuallyHidden } from '../VisuallyHidden';

/** One comment and, for a top-level comment, its replies (replies have none of their own). */
export type CommentNode = {
  id: string;
  author: PostAuthor;
  createdAt: Date;
  /** When it was last changed: 'bearbeitet' after the time. */
  editedAt?: Date | null;
  /** The text, plain; line breaks are kept. */
  body: string;
  /** Deleted: 'Kommentar gelöscht' in its place, its replies stay. */
  deleted?: boolean;
  /** The comment's 'Gefällt mir' button. */
  like: LikeButtonProps;
  /** The comment's element id, so a link can lead to it (`#kommentar-…`). */
  anchorId?: string;
  /** The replies, oldest first. Only top-level comments have them; deeper ones are not shown. */
  replies?: readonly CommentNode[];
};

/** The texts of the thread, as shown and read. */
export const COMMENT_THREAD_TEXTS = {
  empty: 'Noch keine Kommentare',
  deleted: 'Kommentar gelöscht',
  reply: 'Antworten',
  list: 'Kommentare',
} as const;

export type CommentThreadProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The top-level comments in their order, each with its `replies`. */
  comments: readonly CommentNode[];
  /** A menu for a comment (edit, delete, report), at its top right; not for deleted ones. */
  renderActions?: (comment: CommentNode) => ReactNode;
  /** Shows 'Antworten' under each top-level comment that is not deleted; called on click. */
  onReply?: (comment: CommentNode) => void;
  /** The id of the comment being answered: its reply form shows under its replies. */
  replyingTo?: string | null;
  /** The form to answer `comment` with (a `TextArea` and 'Antworten'); it should take focus. */
  renderReplyForm?: (comment: CommentNode) => ReactNode;
  /** Shown instead of the list when there are no comments. Default 'Noch keine Kommentare'. */
  emptyText?: string;
  /** The list's name for screen readers. Default 'Kommentare'. */
  label?: string;
};

const Root = styled.div`
  /* The text lines up with the name, right of the small avatar. */
  --comment-indent: calc(var(--space-6) + var(--space-2));

  min-width: 0;
`;

const List = styled.ol`
  display: grid;
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: var(--space-3);
  min-width: 0;
`;

const Replies = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: 0 0 0 var(--comment-indent);
  padding: 0 0 0 var(--space-4);
  border-inline-start: 2px solid var(--color-border);
  list-style: none;
`;

const Comment = styled.article`
  display: grid;
  gap: var(--space-1);
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-2);
  min-width: 0;
`;

const Actions = styled.div`
  flex-shrink: 0;
`;

const Body = styled.p`
  margin: 0 0 0 var(--comment-indent);
  font-size: var(--font-size-sm);
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const Deleted = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  font-style: italic;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1);
  /* The buttons' own padding lines their icons up with the text. */
  margin-inline-start: calc(var(--comment-indent) - var(--space-2));
`;

const ReplyForm = styled.div`
  min-width: 0;
  margin-inline-start: calc(var(--comment-indent) + var(--space-4) + 2px);
`;

const Empty = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

type CommentViewProps = {
  comment: CommentNode;
  isReply: boolean;
  renderActions?: (comment: CommentNode) => ReactNode;
  onReply?: (comment: CommentNode) => void;
  replying: boolean;
  replyFormId: string | undefined;
  replyButtonRef?: Ref<HTMLButtonElement>;
};

function CommentView({
  comment,
  isReply,
  renderActions,
  onReply,
  replying,
  replyFormId,
  replyButtonRef,
}: CommentViewProps) {
  if (comment.deleted) {
    const at = comment.createdAt;
    return (
      <Comment
        id={comment.anchorId}
        aria-label={COMMENT_THREAD_TEXTS.deleted}
        data-slot="comment"
        data-deleted="true"
      >
        <Deleted data-slot="comment-deleted">
          {COMMENT_THREAD_TEXTS.deleted}
          {isValid(at) ? (
            <>
              {' · '}
              <time dateTime={at.toISOString()} title={formatDateTime(at)}>
                {formatRelativeTime(at)}
              </time>
            </>
          ) : null}
        </Deleted>
      </Comment>
    );
  }

  const actions = renderActions?.(comment);
  const canReply = !isReply && onReply !== undefined;
  return (
    <Comment
      id={comment.anchorId}
      aria-label={`${isReply ? 'Antwort' : 'Kommentar'} von ${comment.author.name}`}
      data-slot="comment"
      data-reply={isReply || undefined}
    >
      <Header>
        <PostByline
          author={comment.author}
          createdAt={comment.createdAt}
          editedAt={comment.editedAt}
          size="sm"
        />
        {actions ? <Actions data-slot="comment-actions">{actions}</Actions> : null}
      </Header>
      <Body data-slot="comment-body">{comment.body}</Body>
      <Footer data-slot="comment-footer">
        <LikeButton {...comment.like} />
        {canReply ? (
          <Button
            ref={replyButtonRef}
            variant="ghost"
            size="sm"
            data-slot="comment-reply"
            aria-expanded={replyFormId ? replying : undefined}
            aria-controls={replying ? replyFormId : undefined}
            onClick={() => onReply(comment)}
          >
            <Reply aria-hidden />
            {COMMENT_THREAD_TEXTS.reply}
            <VisuallyHidden> an {comment.author.name}</VisuallyHidden>
          </Button>
        ) : null}
      </Footer>
    </Comment>
  );
}

/**
 * The comments under a post, oldest first, with one level of replies: each top-level comment
 * with its replies indented under it. A comment shows who wrote it and when ('vor 3 Std',
 * 'bearbeitet'), its text with its line breaks, 'Gefällt mir' and, with `onReply`, 'Antworten';
 * `renderReplyForm` draws the form under the comment being answered (`replyingTo`). A deleted
 * comment reads 'Kommentar gelöscht'; its replies stay.
 */
export const CommentThread = forwardRef<HTMLDivElement, CommentThreadProps>(function CommentThread(
  {
    comments,
    renderActions,
    onReply,
    replyingTo = null,
    renderReplyForm,
    emptyText = COMMENT_THREAD_TEXTS.empty,
    label = COMMENT_THREAD_TEXTS.list,
    className,
    ...props
  },
  ref,
) {
  const formIdBase = useId();
  const replyButtons = useRef(new Map<string, HTMLButtonElement>());
  const previousReplyingTo = useRef(replyingTo);

  // When a reply form closes (sent or cancelled) while focus was in it, focus would fall to the
  // page; it goes back to the comment's 'Antworten' instead, where the person was.
  useEffect(() => {
    const closed = previousReplyingTo.current;
    previousReplyingTo.current = replyingTo;
    if (!closed || closed === replyingTo) return;
    const active = document.activeElement;
    if (active === null || active === document.body) replyButtons.current.get(closed)?.focus();
  }, [replyingTo]);

  return (
    <Root
      ref={ref}
      data-slot="comment-thread"
      className={cx('sprint-comment-thread', className)}
      {...props}
    >
      {comments.length === 0 ? (
        <Empty data-slot="comment-thread-empty">{emptyText}</Empty>
      ) : (
        <List aria-label={label} data-slot="comment-thread-list">
          {comments.map((comment) => {
            const replies = comment.replies ?? [];
            const replying = replyingTo === comment.id && !comment.deleted;
            const replyFormId = renderReplyForm ? `${formIdBase}-${comment.id}` : undefined;
            return (
              <Item key={comment.id} data-slot="comment-thread-item">
                <CommentView
                  comment={comment}
                  isReply={false}
                  renderActions={renderActions}
                  onReply={onReply}
                  replying={replying}
                  replyFormId={replyFormId}
                  replyButtonRef={(node) => {
                    if (node) replyButtons.current.set(comment.id, node);
                    else replyButtons.current.delete(comment.id);
                  }}
                />
                {replies.length > 0 ? (
                  <Replies
                    aria-label={
                      comment.deleted
                        ? 'Antworten'
                        : `Antworten auf den Kommentar von ${comment.author.name}`
                    }
                    data-slot="comment-thread-replies"
                  >
                    {replies.map((reply) => (
                      <Item key={reply.id} data-slot="comment-thread-item">
                        <CommentView
                          comment={reply}
                          isReply
                          renderActions={renderActions}
                          replying={false}
                          replyFormId={undefined}
                        />
                      </Item>
                    ))}
                  </Replies>
                ) : null}
                {replying && renderReplyForm ? (
                  <ReplyForm id={replyFormId} data-slot="comment-reply-form">
                    {renderReplyForm(comment)}
                  </ReplyForm>
                ) : null}
              </Item>
            );
          })}
        </List>
      )}
    </Root>
  );
});
