import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext';
import type { SessionUser } from '../api/types';
import {
  allOf,
  forEmployees,
  forRole,
  refusalOf,
  usePageAccess,
  type AccessRule,
  type AccessViewer,
} from './access';

const viewer = (changes: Partial<AccessViewer> = {}): AccessViewer => ({
  ourEmployee: false,
  role: 'user',
  financesForAdmins: false,
  communityOpen: false,
  ...changes,
});

/** A refusal as the tRPC client hands it over: the server's message and its code. */
const refusal = (message: string) =>
  Object.assign(new Error(message), { data: { code: 'FORBIDDEN' } });

describe('the rules say what the server says', () => {
  it('lets employees into the provider’s areas and tells everyone else why not', () => {
    expect(forEmployees(viewer({ ourEmployee: true }))).toEqual({ allowed: true });
    expect(forEmployees(viewer({ role: 'primary_admin' }))).toEqual({
      allowed: false,
      reason: 'Nur für Mitarbeiter verfügbar.',
    });
  });

  it('asks for a role as roleProcedure does, in its words', () => {
    const primaryAdmins = forRole('primary_admin');
    expect(primaryAdmins(viewer({ role: 'primary_admin' }))).toEqual({ allowed: true });
    for (const role of ['admin', 'user', null]) {
      expect(primaryAdmins(viewer({ role, ourEmployee: true }))).toEqual({
        allowed: false,
        reason: 'Keine Berechtigung: Dafür ist die Rolle „Hauptadministrator“ nötig.',
      });
    }
    expect(forRole('admin')(viewer({ role: 'primary_admin' }))).toEqual({ allowed: true });
  });

  it('gives the first refusal of several rules', () => {
    const both = allOf(forRole('admin'), forEmployees);
    expect(both(viewer({ role: 'user' }))).toMatchObject({ reason: /Administrator/ });
    expect(both(viewer({ role: 'admin' }))).toMatchObject({ reason: /Mitarbeiter/ });
    expect(both(viewer({ role: 'admin', ourEmployee: true }))).toEqual({ allowed: true });
  });

  it('reads a refusal, and only a refusal, from failed requests', () => {
    const failed = Object.assign(new Error('Server nicht erreichbar.'), {
      data: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(refusalOf(null, failed)).toBeNull();
    expect(refusalOf(failed, refusal('Kein Zugriff auf dieses Unternehmen.'))).toBe(
      'Kein Zugriff auf dieses Unternehmen.',
    );
  });
});

describe('usePageAccess', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function renderPage(rule: AccessRule | null, user: Partial<SessionUser>, client: QueryClient) {
    const auth = {
      databaseUser: { ourEmployee: false, role: 'user', ...user },
      customer: null,
    } as unknown as AuthContextValue;
    function Page() {
      const access = usePageAccess(rule, [[['team']]]);
      return <p>{access.allowed ? 'Inhalt' : access.reason}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth}>
          <Page />
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
  }

  /** A team query the server refused, as the page's parts would have it in the cache. */
  async function refuse(client: QueryClient, message: string) {
    await client
      .fetchQuery({
        queryKey: [['team', 'members', 'list'], { type: 'query' }],
        queryFn: () => Promise.reject(refusal(message)),
        retry: false,
      })
      .catch(() => undefined);
  }

  it('decides from the session before anything is asked', () => {
    renderPage(forRole('primary_admin'), { role: 'user' }, new QueryClient());
    expect(
      screen.getByText('Keine Berechtigung: Dafür ist die Rolle „Hauptadministrator“ nötig.'),
    ).toBeTruthy();
  });

  it('closes when the server refuses one of the page’s queries all the same', async () => {
    const client = new QueryClient();
    renderPage(forRole('primary_admin'), { role: 'primary_admin' }, client);
    expect(screen.getByText('Inhalt')).toBeTruthy();
    await act(() => refuse(client, 'Keine Berechtigung: Rolle geändert.'));
    expect(screen.getByText('Keine Berechtigung: Rolle geändert.')).toBeTruthy();
  });

  it('stays open for a load failure, and for another area’s refusal', async () => {
    const client = new QueryClient();
    renderPage(null, {}, client);
    await act(async () => {
      await client
        .fetchQuery({
          queryKey: [['team', 'history'], { type: 'query' }],
          queryFn: () => Promise.reject(new Error('Server nicht erreichbar.')),
          retry: false,
        })
        .catch(() => undefined);
      await client
        .fetchQuery({
          queryKey: [['calendar', 'range'], { type: 'query' }],
          queryFn: () => Promise.reject(refusal('Nur für Mitarbeiter verfügbar.')),
          retry: false,
        })
        .catch(() => undefined);
    });
    expect(screen.getByText('Inhalt')).toBeTruthy();
  });

  it('does not count a refusal from before the page opened: it asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
    const client = new QueryClient();
    await refuse(client, 'Keine Berechtigung: damals.');
    vi.setSystemTime(new Date(2026, 10, 20, 10, 5));
    renderPage(null, {}, client);
    expect(screen.getByText('Inhalt')).toBeTruthy();
  });
});
