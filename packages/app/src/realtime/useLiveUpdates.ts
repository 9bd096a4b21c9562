import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RealtimeEventName } from '@sprint/server';
import type * as Ably from 'ably';
import { customerChannel, SERVER_CLIENT_ID, userChannel } from '@sprint/server/platform/realtime';
import { useTRPC } from '../api/trpc';
import { areas } from '../areas';
import type { Trpc } from '../areas/area';
import { useAuth } from '../auth/AuthContext';
import { announceProfileUpdated } from '../shell/profileUpdated';
import { useAbly } from './AblyContext';

/**
 * The queries a message makes stale, from every area that declared its event (areas' `live`).
 * Only the server's messages count: tokens let browsers listen, not speak, and should one ever
 * speak, it could not make every open page refetch.
 */
export function invalidationsFor(
  trpc: Trpc,
  message: { name?: string; clientId?: string },
): QueryKey[] {
  if (message.clientId !== SERVER_CLIENT_ID) return [];
  const name = message.name as RealtimeEventName;
  return areas.flatMap((area) => area.live?.[name]?.(trpc) ?? []);
}

/**
 * Whether a message changes what the shell shows of the session, which lives outside the query
 * cache (AuthProvider's user and company): the company's name, logo or plan ('customer.changed'),
 * or this person's own membership, e.g. their role ('team.changed' naming them).
 */
export function refreshesSession(
  message: { name?: string; clientId?: string; data?: unknown },
  userId: string | undefined,
): boolean {
  if (message.clientId !== SERVER_CLIENT_ID) return false;
  if (message.name === 'customer.changed') return true;
  const changed = (message.data as { userId?: unknown } | null | undefined)?.userId;
  return message.name === 'team.changed' && userId !== undefined && changed === userId;
}

/**
 * Keeps open pages current: a domain event on the customer's channel marks the matching queries
 * stale, so what is on screen refetches without a reload; the sidebar's company and user
 * refresh through the spec's `profileUpdated` event.
 */
export function useLiveUpdates(): void {
  const { client, subscribe } = useAbly();
  const { customer, databaseUser } = useAuth();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const customerId = customer?.id;
  const userId = databaseUser?.id;

  const viewer = {
    ourEmployee: databaseUser?.ourEmployee === true,
    role: databaseUser?.role ?? null,
    communityOpen: customer?.communityOpen === true,
  };
  // The areas' further channels for this viewer, as one stable key for the effect.
  const extraChannels = areas.flatMap((area) => area.liveChannels?.(viewer) ?? []).join(',');

  useEffect(() => {
    if (!client || !customerId) return;
    const onMessage = (message: Ably.InboundMessage) => {
      for (const queryKey of invalidationsFor(trpc, message)) {
        void queryClient.invalidateQueries({ queryKey });
      }
      if (refreshesSession(message, userId)) announceProfileUpdated();
    };
    const channels = [customerChannel(customerId), ...extraChannels.split(',').filter(Boolean)];
    const unsubscribes = channels.map((channel) => subscribe(channel, onMessage));
    // The person's own channel: their bell.
    if (userId) {
      unsubscribes.push(
        subscribe(userChannel(userId), (message) => {
          if (message.clientId === SERVER_CLIENT_ID && message.name === 'notification.changed') {
            void queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
          }
        }),
      );
    }
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [client, customerId, userId, extraChannels, subscribe, queryClient, trpc]);
}
