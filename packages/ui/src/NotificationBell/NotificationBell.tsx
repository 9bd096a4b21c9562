import { forwardRef, useId, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { isValid } from 'date-fns';
import { Bell } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { formatDateTime, formatRelativeTime } from '../format';
import { cx } from '../lib/cx';
import { popoverSurface } from '../lib/popover';
import { Link } from '../Link';
import { VisuallyHidden } from '../VisuallyHidden';

/** One notification: what happened, where to see it, and whether I have seen it. */
export type NotificationItem = {
  id: string;
  /** What happened, as a sentence ('Clara Chef hat dich erwähnt'). */
  title: string;
  /** A second line: the post's title or the start of the comment. */
  detail?: string;
  /** Where it happened; the entry links there. */
  href: string;
  createdAt: Date;
  read: boolean;
};

/** The texts of the bell and its list, as shown and read. */
export const NOTIFICATION_BELL_TEXTS = {
  label: 'Benachrichtigungen',
  markAllRead: 'Alle als gelesen markieren',
  empty: 'Keine Benachrichtigungen',
  loading: 'Benachrichtigungen werden geladen …',
  unread: 'Ungelesen',
  loadMore: 'Ältere laden',
} as const;

export type NotificationBellProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'type' | 'onToggle'
> & {
  /** How many are unread (all of them, not only the loaded ones); the badge shows it. */
  unreadCount: number;
  /** The newest notifications, newest first. */
  items: readonly NotificationItem[];
  /** The list is being loaded; with items already there, older ones are. */
  loading?: boolean;
  /** Why the list could not be loaded, shown in its place. */
  error?: string | null;
  /** Called when the list opens (load it) and closes. */
  onOpenChange?: (open: boolean) => void;
  /** 'Alle als gelesen markieren'; not offered while nothing is unread. */
  onMarkAllRead: () => void;
  /** Called with the id when an entry is followed (mark it read); the list closes. */
  onItemSelect?: (id: string) => void;
  /** There are older notifications: an 'Ältere laden' button under the list. */
  hasMore?: boolean;
  onLoadMore?: () => void;
};

/** The badge's text: the count, '9+' above nine. */
export function unreadBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** The button's name: 'Benachrichtigungen', with unread ones 'Benachrichtigungen, 3 ungelesen'. */
export function notificationBellLabel(unreadCount: number): string {
  return unreadCount > 0
    ? `${NOTIFICATION_BELL_TEXTS.label}, ${unreadCount} ungelesen`
    : NOTIFICATION_BELL_TEXTS.label;
}

const Trigger = styled(Button)`
  position: relative;
`;

const CountBadge = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: var(--space-4);
  height: var(--space-4);
  padding: 0 var(--space-1);
  border: var(--border-width) solid var(--color-background);
  border-radius: var(--radius-full);
  background: var(--color-destructive);
  color: var(--color-destructive-foreground);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-bold);
  font-variant-numeric: tabular-nums;
  line-height: 1;
  pointer-events: none;

  /* Drawn, not text: the name already says the exact number ('27 ungelesen'), and a '9+' in
     the button's text would contradict it for voice control and its checkers. */
  &::after {
    content: attr(data-count);
  }
`;

const Content = styled(PopoverPrimitive.Content)`
  ${popoverSurface}
  display: flex;
  flex-direction: column;
  width: min(24rem, calc(100vw - var(--space-4)));
  max-height: min(32rem, var(--radix-popover-content-available-height));
  overflow: hidden;
  transform-origin: var(--radix-popover-content-transform-origin);

  /* Focus lands on the panel itself when it opens; the panel needs no ring. */
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-2) var(--space-2) var(--space-4);
  border-bottom: var(--border-width) solid var(--color-border);
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-semibold);
`;

const Scroller = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: var(--space-1);
  list-style: none;
`;

const Entry = styled(Link)`
  position: relative;
  display: grid;
  gap: var(--space-0-5);
  padding: var(--space-2) var(--space-3) var(--space-2) var(--space-6);
  border-radius: var(--radius-md);
  color: inherit;
  font-size: var(--font-size-sm);
  text-decoration: none;

  &:hover {
    background: var(--color-accent);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: -2px;
  }

  &[data-read='false'] {
    background: color-mix(in srgb, var(--color-primary) 6%, transparent);
  }

  &[data-read='false']:hover {
    background: var(--color-accent);
  }

  /* The dot of an unread entry; screen readers hear 'Ungelesen' instead. */
  &[data-read='false']::before {
    position: absolute;
    inset-block-start: calc(var(--space-2) + 0.5em);
    inset-inline-start: var(--space-2);
    width: var(--space-2);
    height: var(--space-2);
    border-radius: var(--radius-full);
    background: var(--color-primary);
    content: '';
  }
`;

const EntryTitle = styled.span`
  overflow-wrap: anywhere;

  [data-read='false'] > & {
    font-weight: var(--font-weight-semibold);
  }
`;

const EntryDetail = styled.span`
  display: -webkit-box;
  overflow: hidden;
  color: var(--color-muted-foreground);
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

const EntryTime = styled.time`
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
`;

const Message = styled.p`
  margin: 0;
  padding: var(--space-6) var(--space-4);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  text-align: center;

  &[data-tone='destructive'] {
    color: var(--color-destructive-text);
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--space-2);
  border-top: var(--border-width) solid var(--color-border);
`;

/**
 * The bell in the header: a button named 'Benachrichtigungen, 3 ungelesen' with the count on it
 * ('9+' above nine), that opens the notifications (Radix Popover). The panel has the heading,
 * 'Alle als gelesen markieren', the entries as links (unread ones with a dot, a tint and
 * 'Ungelesen' for screen readers), 'Keine Benachrichtigungen' when there are none, and loading
 * and error states. Escape or a click outside closes it and focus returns to the bell.
 */
export const NotificationBell = forwardRef<HTMLButtonElement, NotificationBellProps>(
  function NotificationBell(
    {
      unreadCount,
      items,
      loading = false,
      error = null,
      onOpenChange,
      onMarkAllRead,
      onItemSelect,
      hasMore = false,
      onLoadMore,
      className,
      ...props
    },
    ref,
  ) {
    const [open, setOpen] = useState(false);
    const headingId = useId();
    const contentRef = useRef<HTMLDivElement>(null);
    const nothingUnread = unreadCount <= 0;
    const firstLoad = loading && items.length === 0;

    function handleOpenChange(next: boolean) {
      setOpen(next);
      onOpenChange?.(next);
    }

    let body;
    if (error) {
      body = (
        <Message role="alert" data-tone="destructive" data-slot="notification-bell-error">
          {error}
        </Message>
      );
    } else if (firstLoad) {
      body = (
        <Message role="status" data-slot="notification-bell-loading">
          {NOTIFICATION_BELL_TEXTS.loading}
        </Message>
      );
    } else if (items.length === 0) {
      body = <Message data-slot="notification-bell-empty">{NOTIFICATION_BELL_TEXTS.empty}</Message>;
    } else {
      body = (
        <List aria-labelledby={headingId} data-slot="notification-bell-list">
          {items.map((item) => (
            <li key={item.id}>
              <Entry
                href={item.href}
                data-slot="notification-bell-item"
                data-read={item.read ? 'true' : 'false'}
                onClick={() => {
                  onItemSelect?.(item.id);
                  handleOpenChange(false);
                }}
              >
                {item.read ? null : (
                  <VisuallyHidden>{NOTIFICATION_BELL_TEXTS.unread}: </VisuallyHidden>
                )}
                <EntryTitle>{item.title}</EntryTitle>
                {item.detail ? <EntryDetail>{item.detail}</EntryDetail> : null}
                {isValid(item.createdAt) ? (
                  <EntryTime
                    dateTime={item.createdAt.toISOString()}
                    title={formatDateTime(item.createdAt)}
                  >
                    {formatRelativeTime(item.createdAt)}
                  </EntryTime>
                ) : null}
              </Entry>
            </li>
          ))}
        </List>
      );
    }

    return (
      <PopoverPrimitive.Root open={open} onOpenChange={handleOpenChange}>
        <PopoverPrimitive.Trigger asChild>
          <Trigger
            ref={ref}
            variant="ghost"
            size="icon"
            aria-label={notificationBellLabel(unreadCount)}
            data-slot="notification-bell"
            className={cx('sprint-notification-bell', className)}
            {...props}
          >
            <Bell aria-hidden />
            {unreadCount > 0 ? (
              <CountBadge
                aria-hidden
                data-slot="notification-bell-count"
                data-count={unreadBadgeText(unreadCount)}
              />
            ) : null}
          </Trigger>
        </PopoverPrimitive.Trigger>
        <PopoverPrimitive.Portal>
          <Content
            ref={contentRef}
            align="end"
            sideOffset={6}
            collisionPadding={8}
            tabIndex={-1}
            aria-labelledby={headingId}
            data-slot="notification-bell-content"
            // Focus goes to the panel, not to its first button: Enter right after opening must
            // not mark everything read. Tab goes on from there.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              contentRef.current?.focus();
            }}
          >
            <Header>
              <Heading id={headingId}>{NOTIFICATION_BELL_TEXTS.label}</Heading>
              <Button
                variant="ghost"
                size="sm"
                aria-disabled={nothingUnread || undefined}
                data-slot="notification-bell-mark-all"
                onClick={() => {
                  if (nothingUnread) return;
                  onMarkAllRead();
                }}
              >
                {NOTIFICATION_BELL_TEXTS.markAllRead}
              </Button>
            </Header>
            <Scroller aria-busy={loading || undefined} data-slot="notification-bell-scroller">
              {body}
            </Scroller>
            {hasMore && onLoadMore && !error && !firstLoad ? (
              <More>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-disabled={loading || undefined}
                  data-slot="notification-bell-load-more"
                  onClick={() => {
                    if (loading) return;
                    onLoadMore();
                  }}
                >
                  {NOTIFICATION_BELL_TEXTS.loadMore}
                </Button>
              </More>
            ) : null}
          </Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
    );
  },
);
