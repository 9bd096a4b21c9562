import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { ChevronLeft, ChevronRight, CircleAlert, type LucideIcon } from 'lucide-react';
import { Toolbar as ToolbarPrimitive } from 'radix-ui';
import { css, keyframes, styled } from 'styled-components';
import { cx } from '../lib/cx';
import { defineVariants } from '../lib/variants';
import { Markdown } from '../Markdown';
import { Tooltip, TooltipContent, TooltipTrigger } from '../Tooltip';
import { VisuallyHidden } from '../VisuallyHidden';

/** The German words of a message, for the app's tests and its own copies of them. */
export const CHAT_MESSAGE_TEXTS = {
  user: 'Du',
  assistant: 'Assistent',
  assistantAnswer: 'Antwort des Assistenten',
  actions: 'Aktionen zur Nachricht',
  streaming: 'Antwort wird geschrieben …',
  failed: 'Die Antwort ist fehlgeschlagen.',
  stopped: 'Angehalten.',
  versions: 'Versionen der Antwort',
  previousVersion: 'Vorherige Version',
  nextVersion: 'Nächste Version',
} as const;

export const chatMessageVariants = defineVariants(
  'chat-message',
  {
    role: ['user', 'assistant'],
    status: ['done', 'streaming', 'failed', 'stopped'],
  },
  { role: 'assistant', status: 'done' },
);

export type ChatMessageRole = NonNullable<VariantProps<typeof chatMessageVariants>['role']>;
export type ChatMessageStatus = NonNullable<VariantProps<typeof chatMessageVariants>['status']>;

export type ChatMessageProps = Omit<HTMLAttributes<HTMLElement>, 'role' | 'children'> & {
  /** Who wrote it: `user` (right, in a bubble) or `assistant` (full width, no bubble). */
  role: ChatMessageRole;
  /**
   * The text, as a convenience: a user's text is shown as typed (line breaks kept), an
   * assistant's as `Markdown`, with half-written syntax completed unless `status` is `done`
   * (a stopped or failed answer broke off mid-stream too). Takes the place of `children`.
   */
  text?: string;
  /** The content, when it is more than `text`: a `Markdown`, or plain text in a `p`. */
  children?: ReactNode;
  /**
   * `done` (default); `streaming` while the answer is written (a typing indicator); `failed`
   * ('Die Antwort ist fehlgeschlagen.'); `stopped` ('Angehalten.').
   */
  status?: ChatMessageStatus;
  /**
   * Who wrote it, for screen readers: read before the content and in the message's name
   * ('Nachricht von Du', 'Antwort des Assistenten'; another label: 'Antwort von …'). Defaults
   * 'Du' and 'Assistent'.
   */
  authorLabel?: string;
  /** Small icon buttons for the message (`ChatMessageAction`: copy, regenerate, edit). */
  actions?: ReactNode;
  /** What goes under the message beside the actions: a `ChatBranchSwitcher`, sources, … */
  footer?: ReactNode;
};

const dots = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

const Root = styled.article`
  display: grid;
  gap: var(--space-2);
  min-width: 0;
  color: var(--color-foreground);

  &[data-role='user'] {
    justify-items: end;
  }
`;

const Content = styled.div`
  min-width: 0;
  max-width: 100%;

  [data-role='user'] > & {
    max-width: min(36rem, 85%);
    padding: var(--space-2) var(--space-4);
    border-radius: var(--radius-xl);
    background: var(--color-muted);
    color: var(--color-foreground);
  }

  [data-role='assistant'] > & {
    width: 100%;
  }
`;

const UserText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-1-5);
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);

  &[data-status='failed'] {
    color: var(--color-destructive-text);
    font-weight: var(--font-weight-medium);
  }

  & svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

const Typing = styled.span`
  display: inline-flex;
  gap: var(--space-1);
  padding: var(--space-1) 0;

  & > span {
    width: var(--space-1-5);
    height: var(--space-1-5);
    border-radius: var(--radius-full);
    background: currentColor;
    opacity: 0.5;
    animation: ${dots} 1.2s var(--easing-standard) infinite;
  }

  & > span:nth-child(2) {
    animation-delay: 0.2s;
  }

  & > span:nth-child(3) {
    animation-delay: 0.4s;
  }

  /* Still dots, evenly grey: the hidden text says what happens. */
  @media (prefers-reduced-motion: reduce) {
    & > span {
      animation: none;
    }
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  min-width: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

const Actions = styled(ToolbarPrimitive.Root)`
  display: flex;
  align-items: center;
  gap: var(--space-0-5);
`;

const iconButton = css`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: var(--size-control-sm);
  height: var(--size-control-sm);
  padding: 0;
  border: 0;
  border-radius: var(--radius-md);
  background: transparent;
  color: var(--color-muted-foreground);
  cursor: pointer;
  transition: background-color var(--duration-fast) var(--easing-standard);

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
    pointer-events: none;
  }

  &:hover:not([aria-disabled='true']) {
    background: var(--color-accent);
    color: var(--color-accent-foreground);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 1px;
  }

  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const ActionButton = styled(ToolbarPrimitive.Button)`
  ${iconButton}
`;

const SwitcherButton = styled.button`
  ${iconButton}
`;

const Switcher = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--space-0-5);
  font-variant-numeric: tabular-nums;
`;

function defaultName(role: ChatMessageRole, authorLabel: string): string {
  if (role === 'user') return `Nachricht von ${authorLabel}`;
  return authorLabel === CHAT_MESSAGE_TEXTS.assistant
    ? CHAT_MESSAGE_TEXTS.assistantAnswer
    : `Antwort von ${authorLabel}`;
}

function StatusLine({ status }: { status: ChatMessageStatus }) {
  if (status === 'streaming') {
    return (
      <Status data-slot="chat-message-status" data-status={status}>
        <Typing aria-hidden data-slot="chat-message-typing">
          <span />
          <span />
          <span />
        </Typing>
        <VisuallyHidden>{CHAT_MESSAGE_TEXTS.streaming}</VisuallyHidden>
      </Status>
    );
  }
  if (status === 'failed') {
    return (
      <Status data-slot="chat-message-status" data-status={status}>
        {/* Not by colour alone: the icon marks the line as an error in any colour scheme. */}
        <CircleAlert aria-hidden />
        {CHAT_MESSAGE_TEXTS.failed}
      </Status>
    );
  }
  if (status === 'stopped') {
    return (
      <Status data-slot="chat-message-status" data-status={status}>
        {CHAT_MESSAGE_TEXTS.stopped}
      </Status>
    );
  }
  return null;
}

/**
 * One message of a chat with the assistant, an `article` named 'Nachricht von Du' or 'Antwort
 * des Assistenten'. The user's text sits right in a tinted bubble, line breaks kept; the
 * assistant's answer runs full width as Markdown, without a bubble. Under it: the status (a
 * typing indicator while streaming, 'Angehalten.', the failure in the danger colour), then the
 * `footer` and the `actions` toolbar ('Aktionen zur Nachricht', arrow keys move between its
 * buttons). The author is read before the content, so a screen reader's live announcement of a
 * new message says who wrote it.
 */
export const ChatMessage = forwardRef<HTMLElement, ChatMessageProps>(function ChatMessage(
  {
    role,
    text,
    children,
    status = 'done',
    authorLabel,
    actions,
    footer,
    className,
    'aria-label': ariaLabel,
    ...props
  },
  ref,
) {
  const author =
    authorLabel ?? (role === 'user' ? CHAT_MESSAGE_TEXTS.user : CHAT_MESSAGE_TEXTS.assistant);
  const choice = { role, status };

  let content: ReactNode = children;
  if (text !== undefined) {
    content =
      role === 'user' ? (
        <UserText data-slot="chat-message-text">{text}</UserText>
      ) : (
        // A stopped or failed answer broke off mid-stream: completed for display all the same.
        <Markdown streaming={status !== 'done'}>{text}</Markdown>
      );
  }
  const hasContent = text !== undefined ? text !== '' : children !== undefined && children !== null;
  const hasActions = actions !== undefined && actions !== null && actions !== false;
  const hasFooter = footer !== undefined && footer !== null && footer !== false;

  return (
    <Root
      ref={ref}
      data-slot="chat-message"
      aria-label={ariaLabel ?? defaultName(role, author)}
      className={cx(chatMessageVariants(choice), className)}
      {...chatMessageVariants.dataAttributes(choice)}
      {...props}
    >
      <VisuallyHidden>{`${author}:`}</VisuallyHidden>
      {hasContent ? <Content data-slot="chat-message-content">{content}</Content> : null}
      <StatusLine status={status} />
      {hasFooter || hasActions ? (
        <Bar data-slot="chat-message-bar">
          {hasFooter ? footer : null}
          {hasActions ? (
            <Actions aria-label={CHAT_MESSAGE_TEXTS.actions} data-slot="chat-message-actions">
              {actions}
            </Actions>
          ) : null}
        </Bar>
      ) : null}
    </Root>
  );
});

export type ChatMessageActionProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> & {
  /** The button's name, shown as its tooltip ('Kopieren', 'Neu generieren', 'Bearbeiten'). */
  label: string;
  /** The lucide icon ('Copy', 'RefreshCw', 'Pencil'). */
  icon: LucideIcon;
};

/**
 * An icon button of a message's `actions`: a button of its toolbar (one tab stop, arrow keys
 * between the buttons), named by `label`, which also shows as a tooltip.
 */
export const ChatMessageAction = forwardRef<HTMLButtonElement, ChatMessageActionProps>(
  function ChatMessageAction({ label, icon: Icon, className, ...props }, ref) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <ActionButton
            ref={ref}
            type="button"
            aria-label={label}
            data-slot="chat-message-action"
            className={cx('sprint-chat-message-action', className)}
            {...props}
          >
            <Icon aria-hidden />
          </ActionButton>
        </TooltipTrigger>
        {/* The name is the button's; the tooltip only repeats it for the eye. */}
        <TooltipContent aria-hidden>{label}</TooltipContent>
      </Tooltip>
    );
  },
);

export type ChatBranchSwitcherProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The version shown, counted from 1. */
  index: number;
  /** How many versions there are (a regenerated answer, an edited question). */
  count: number;
  /** Shows the version before; not called on the first. */
  onPrevious: () => void;
  /** Shows the version after; not called on the last. */
  onNext: () => void;
};

/**
 * 'Version 2 von 3' with buttons for the version before and after: for a message's `footer`
 * when an answer was regenerated or a question edited. At either end the button stays
 * focusable but does nothing (`aria-disabled`), so focus is not lost on the last click.
 */
export const ChatBranchSwitcher = forwardRef<HTMLDivElement, ChatBranchSwitcherProps>(
  function ChatBranchSwitcher({ index, count, onPrevious, onNext, className, ...props }, ref) {
    const isFirst = index <= 1;
    const isLast = index >= count;
    return (
      <Switcher
        ref={ref}
        role="group"
        aria-label={CHAT_MESSAGE_TEXTS.versions}
        data-slot="chat-branch-switcher"
        className={cx('sprint-chat-branch-switcher', className)}
        {...props}
      >
        <SwitcherButton
          type="button"
          aria-label={CHAT_MESSAGE_TEXTS.previousVersion}
          aria-disabled={isFirst || undefined}
          onClick={() => {
            if (!isFirst) onPrevious();
          }}
        >
          <ChevronLeft aria-hidden />
        </SwitcherButton>
        <span data-slot="chat-branch-switcher-position">{`Version ${index} von ${count}`}</span>
        <SwitcherButton
          type="button"
          aria-label={CHAT_MESSAGE_TEXTS.nextVersion}
          aria-disabled={isLast || undefined}
          onClick={() => {
            if (!isLast) onNext();
          }}
        >
          <ChevronRight aria-hidden />
        </SwitcherButton>
      </Switcher>
    );
  },
);
