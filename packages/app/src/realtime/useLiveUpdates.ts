import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  customerChannel,
  SERVER_CLIENT_ID,
  type RealtimeEventName,
} from '@sprint/server/realtime/channels';
import { useTRPC } from '../api/trpc';
import { areas } from '../areas';
import type { Trpc } from '../areas/area';
import { useAuth } from '../auth/AuthContext';
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
 * Keeps open pages current: a domain event on the customer's channel marks the matching queries
 * stale, so what is on screen refetches without a reload.
 */
export function useLiveUpdates(): void {
  const { client, subscribe } = useAbly();
  const { customer } = useAuth();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const customerId = customer?.id;

  useEffect(() => {
    if (!client || !customerId) return;
    return subscribe(customerChannel(customerId), (message) => {
      for (const queryKey of invalidationsFor(trpc, message)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    });
  }, [client, customerId, subscribe, queryClient, trpc]);
}
