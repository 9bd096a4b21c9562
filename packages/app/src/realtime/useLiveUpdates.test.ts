import { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import { SERVER_CLIENT_ID } from '@sprint/server/realtime/channels';
import type { AppRouter } from '@sprint/server';
import { trpcClient } from '../api/trpc';
import { invalidationsFor } from './useLiveUpdates';

const trpc = createTRPCOptionsProxy<AppRouter>({
  client: trpcClient,
  queryClient: new QueryClient(),
});

describe('invalidationsFor', () => {
  it('makes the queries of the areas that declared the event stale', () => {
    expect(invalidationsFor(trpc, { name: 'lead.changed', clientId: SERVER_CLIENT_ID })).toEqual([
      trpc.crm.leads.pathKey(),
      trpc.crm.activities.pathKey(),
    ]);
    expect(
      invalidationsFor(trpc, { name: 'linkedin.conversations.synced', clientId: SERVER_CLIENT_ID }),
    ).toEqual([trpc.socialLinkedin.pathKey()]);
    expect(invalidationsFor(trpc, { name: 'unbekannt', clientId: SERVER_CLIENT_ID })).toEqual([]);
  });

  it('ignores what anyone but the server sent', () => {
    expect(invalidationsFor(trpc, { name: 'lead.changed', clientId: 'user-1' })).toEqual([]);
    expect(invalidationsFor(trpc, { name: 'lead.changed' })).toEqual([]);
  });
});
