import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { customerChannel, type RealtimeEventName } from '@sprint/server/realtime/channels';
import { useTRPC } from '../api/trpc';
import { useAuth } from '../auth/AuthContext';
import { useAbly } from './AblyContext';

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
    const affected: Record<RealtimeEventName, readonly unknown[]> = {
      'lead.changed': trpc.crm.leads.pathKey(),
      'linkedin.conversations.synced': trpc.socialLinkedin.pathKey(),
    };
    return subscribe(customerChannel(customerId), (message) => {
      const queryKey = affected[message.name as RealtimeEventName];
      if (queryKey) void queryClient.invalidateQueries({ queryKey });
    });
  }, [client, customerId, subscribe, queryClient, trpc]);
}
