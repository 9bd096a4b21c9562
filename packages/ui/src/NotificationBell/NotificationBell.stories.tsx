import { forwardRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider, type LinkProps } from '../Link';
import {
  NotificationBell,
  type NotificationBellProps,
  type NotificationItem,
} from './NotificationBell';

const navigate = fn();

/** The app's router link, here only recording where it would go. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(
  { href, onClick, children, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
});

const notifications: NotificationItem[] = [
  {
    id: 'n1',
    title: 'Clara Chef hat dich erwähnt',
    detail: '„@Max Mustermann, hast du dazu eine Vorlage?“',
    href: '/app/community/posts/einwand-zu-teuer#kommentar-c3',
    createdAt: new Date(2026, 10, 20, 10, 20),
    read: false,
  },
  {
    id: 'n2',
    title: 'Lena Vogel hat auf deinen Kommentar geantwortet',
    detail: 'Wie geht ihr mit dem Einwand „zu teuer“ um?',
    href: '/app/community/posts/einwand-zu-teuer#kommentar-c1r1',
    createdAt: new Date(2026, 10, 20, 9, 0),
    read: false,
  },
  {
    id: 'n3',
    title: '3 Personen gefällt dein Beitrag',
    detail: 'Erster Abschluss über 50.000 €',
    href: '/app/community/posts/erster-abschluss',
    createdAt: new Date(2026, 10, 19, 17, 45),
    read: false,
  },
  {
    id: 'n4',
    title: 'Du hast Level 3 erreicht',
    href: '/app/community/leaderboard',
    createdAt: new Date(2026, 10, 10, 12, 0),
    read: true,
  },
];

const unread = (items: readonly NotificationItem[]) => items.filter((item) => !item.read).length;

/** A header's bell as the app wires it: marking read changes the items and the count. */
function Bell(args: NotificationBellProps) {
  const [items, setItems] = useState(args.items);
  const [unreadCount, setUnreadCount] = useState(args.unreadCount);
  return (
    <LinkProvider component={RouterLink}>
      <NotificationBell
        {...args}
        items={items}
        unreadCount={unreadCount}
        onMarkAllRead={() => {
          args.onMarkAllRead();
          setItems(items.map((item) => ({ ...item, read: true })));
          setUnreadCount(0);
        }}
        onItemSelect={(id) => {
          args.onItemSelect?.(id);
          const item = items.find((candidate) => candidate.id === id);
          if (item && !item.read) setUnreadCount(unreadCount - 1);
          setItems(
            items.map((candidate) =>
              candidate.id === id ? { ...candidate, read: true } : candidate,
            ),
          );
        }}
      />
    </LinkProvider>
  );
}

const meta = {
  title: 'UI/Community/NotificationBell',
  component: NotificationBell,
  args: {
    unreadCount: unread(notifications),
    items: notifications,
    loading: false,
    error: null,
    hasMore: false,
    onOpenChange: fn(),
    onMarkAllRead: fn(),
    onItemSelect: fn(),
    onLoadMore: fn(),
  },
  beforeEach: () => navigate.mockClear(),
  render: (args) => <Bell {...args} />,
  parameters: { layout: 'centered', docs: { story: { inline: false, height: '34rem' } } },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openBell(canvas: { getByRole: typeof screen.getByRole }, name: string | RegExp) {
  await userEvent.click(canvas.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Benachrichtigungen' });
}

/** Closed, with three unread: the count on the bell and in its name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Benachrichtigungen, 3 ungelesen' });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell.querySelector('[data-slot="notification-bell-count"]')).toHaveAttribute(
      'data-count',
      '3',
    );
  },
};

/**
 * Open: the heading, 'Alle als gelesen markieren' and the entries as links, unread ones marked.
 * Marking all read empties the count and disables the button.
 */
export const MarkAllRead: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openBell(canvas, 'Benachrichtigungen, 3 ungelesen');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(dialog).getByRole('heading', { name: 'Benachrichtigungen' })).toBeVisible();
    const list = within(dialog).getByRole('list', { name: 'Benachrichtigungen' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveAccessibleName(/^Ungelesen: Clara Chef hat dich erwähnt/);
    await expect(links[3]).toHaveAccessibleName(/^Du hast Level 3 erreicht/);

    const markAll = within(dialog).getByRole('button', { name: 'Alle als gelesen markieren' });
    await userEvent.click(markAll);
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await expect(markAll).toHaveAttribute('aria-disabled', 'true');
    await expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(
      /^Clara Chef hat dich erwähnt/,
    );
    await expect(
      canvas.getByRole('button', { name: 'Benachrichtigungen' }).querySelector('[data-count]'),
    ).toBeNull();
    await userEvent.click(markAll);
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Enter opens, Tab moves through the panel, an entry is followed with Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Benachrichtigungen, 3 ungelesen' });
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    // The panel takes focus, not 'Alle als gelesen markieren' (Enter would mark everything).
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('button', { name: 'Alle als gelesen markieren' }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const second = within(dialog).getByRole('link', { name: /Lena Vogel hat/ });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onItemSelect).toHaveBeenCalledWith('n2');
    await expect(navigate).toHaveBeenCalledWith(notifications[1]?.href);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(
      canvas.getByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' }),
    ).toHaveFocus();
  },
};

/** Escape closes the panel; focus returns to the bell. */
export const Escape: Story = {
  play: async ({ canvas }) => {
    await openBell(canvas, 'Benachrichtigungen, 3 ungelesen');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      canvas.getByRole('button', { name: 'Benachrichtigungen, 3 ungelesen' }),
    ).toHaveFocus();
  },
};

/** More than nine unread: '9+' on the bell, the exact number in its name. */
export const ManyUnread: Story = {
  args: { unreadCount: 27 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Benachrichtigungen, 27 ungelesen' });
    await expect(bell.querySelector('[data-slot="notification-bell-count"]')).toHaveAttribute(
      'data-count',
      '9+',
    );
  },
};

/** All read: no count; 'Alle als gelesen markieren' is disabled. */
export const AllRead: Story = {
  args: {
    unreadCount: 0,
    items: notifications.map((item) => ({ ...item, read: true })),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openBell(canvas, 'Benachrichtigungen');
    const markAll = within(dialog).getByRole('button', { name: 'Alle als gelesen markieren' });
    await expect(markAll).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(markAll);
    await expect(args.onMarkAllRead).not.toHaveBeenCalled();
  },
};

/** None yet: 'Keine Benachrichtigungen'. */
export const Empty: Story = {
  args: { unreadCount: 0, items: [] },
  play: async ({ canvas }) => {
    const dialog = await openBell(canvas, 'Benachrichtigungen');
    await expect(within(dialog).getByText('Keine Benachrichtigungen')).toBeVisible();
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};

/** The first load: a status line in place of the list. */
export const Loading: Story = {
  args: { unreadCount: 2, items: [], loading: true },
  play: async ({ canvas }) => {
    const dialog = await openBell(canvas, 'Benachrichtigungen, 2 ungelesen');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Benachrichtigungen werden geladen …',
    );
  },
};

/** The list could not be loaded: the error in its place, announced. */
export const LoadError: Story = {
  args: {
    unreadCount: 2,
    items: [],
    error: 'Benachrichtigungen konnten nicht geladen werden. Bitte versuche es später erneut.',
  },
  play: async ({ canvas }) => {
    const dialog = await openBell(canvas, 'Benachrichtigungen, 2 ungelesen');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Benachrichtigungen konnten nicht geladen werden.',
    );
  },
};

/** Older ones exist: 'Ältere laden' under the list; while they load it waits. */
export const LoadMore: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas }) => {
    const dialog = await openBell(canvas, 'Benachrichtigungen, 3 ungelesen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ältere laden' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Loading older ones: the list is `aria-busy`, 'Ältere laden' does nothing meanwhile. */
export const LoadingMore: Story = {
  args: { hasMore: true, loading: true },
  play: async ({ args, canvas }) => {
    const dialog = await openBell(canvas, 'Benachrichtigungen, 3 ungelesen');
    const more = within(dialog).getByRole('button', { name: 'Ältere laden' });
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(more);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await expect(dialog.querySelector('[data-slot="notification-bell-scroller"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
