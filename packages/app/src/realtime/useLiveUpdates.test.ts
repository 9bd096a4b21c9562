import { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import { SERVER_CLIENT_ID } from '@sprint/server/platform/realtime';
import type { AppRouter } from '@sprint/server';
import { trpcClient } from '../api/trpc';
import { invalidationsFor, refreshesSession } from './useLiveUpdates';

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

describe('refreshesSession', () => {
  const server = { clientId: SERVER_CLIENT_ID };

  it('refreshes the sidebar’s company for everyone when the company changed', () => {
    expect(refreshesSession({ ...server, name: 'customer.changed', data: {} }, 'user-1')).toBe(
      true,
    );
  });

  it('refreshes the signed-in user only when the team change names them', () => {
    const mine = { ...server, name: 'team.changed', data: { userId: 'user-1' } };
    expect(refreshesSession(mine, 'user-1')).toBe(true);
    expect(refreshesSession(mine, 'user-2')).toBe(false);
    expect(refreshesSession(mine, undefined)).toBe(false);
    expect(refreshesSession({ ...server, name: 'team.changed', data: {} }, 'user-1')).toBe(false);
    expect(refreshesSession({ ...server, name: 'lead.changed', data: {} }, 'user-1')).toBe(false);
  });

  it('ignores what anyone but the server sent', () => {
    expect(refreshesSession({ name: 'customer.changed', clientId: 'user-1' }, 'user-1')).toBe(
      false,
    );
    expect(refreshesSession({ name: 'team.changed', data: { userId: 'user-1' } }, 'user-1')).toBe(
      false,
    );
  });
});
