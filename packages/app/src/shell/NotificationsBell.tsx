import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationBell, toast } from '@sprint/ui';
import { useTRPC } from '../api/trpc';
import { errorMessage } from '../lib/errorMessage';

/**
 * The header's bell: the unread count (live over the person's own channel, see
 * useLiveUpdates), the list when opened, 'Alle als gelesen markieren', and each entry leading to
 * its subject (and read from then on).
 */
export function NotificationsBell() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const unread = useQuery(trpc.notifications.unreadCount.queryOptions());
  const list = useInfiniteQuery(
    trpc.notifications.list.infiniteQueryOptions(
      {},
      { enabled: open, getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({
      onSuccess: () => void refresh(),
      onError: (error) =>
        toast({
          title: 'Nicht gespeichert',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    }),
  );
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <NotificationBell
      unreadCount={unread.data ?? 0}
      items={items}
      loading={list.isFetching && open}
      error={list.isError ? errorMessage(list.error) : null}
      onOpenChange={setOpen}
      onMarkAllRead={() => markRead.mutate({})}
      onItemSelect={(id) => {
        if (items.find((item) => item.id === id)?.read === false) markRead.mutate({ ids: [id] });
      }}
      hasMore={list.hasNextPage}
      onLoadMore={() => void list.fetchNextPage()}
    />
  );
}
