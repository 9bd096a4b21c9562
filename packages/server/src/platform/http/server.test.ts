/**
 * What the HTTP layer adds to every answer and every log line: the client's address behind a
 * configured number of proxies, no caching of API answers, `Retry-After` readable by the app,
 * and no credential in the request log.
 */
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAs, createCustomer, createUser, identity } from '../../../test/fixtures';
import { startTestServer, type TestServer } from '../../../test/httpServer';
import { DEFAULT_RATE_LIMITS } from '../rateLimits';
import { clientAddress, requestLogPath } from './server';

function request(forwardedFor: string | undefined, socket = '10.0.0.9'): IncomingMessage {
  return {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: socket },
  } as unknown as IncomingMessage;
}

describe('clientAddress', () => {
  it('takes the socket’s address without trusted proxies, whatever a client forwards', () => {
    expect(clientAddress(request('203.0.113.1'), 0)).toBe('10.0.0.9');
    expect(clientAddress(request(undefined), 1)).toBe('10.0.0.9');
  });

  it('takes the n-th address from the right behind n proxies', () => {
    // The client forged the first entry; the CDN appended the client, the load balancer the CDN.
    const chain = '198.51.100.66, 203.0.113.7, 192.0.2.10';
    expect(clientAddress(request(chain), 1)).toBe('192.0.2.10');
    expect(clientAddress(request(chain), 2)).toBe('203.0.113.7');
    expect(clientAddress(request(chain), 3)).toBe('198.51.100.66');
    // A request that passed fewer proxies than configured: the first entry, never beyond it.
    expect(clientAddress(request('203.0.113.7'), 2)).toBe('203.0.113.7');
    expect(clientAddress(request(' 2001:db8::1 ,192.0.2.10'), 2)).toBe('2001:db8::1');
  });

  it('falls back to the socket when the trusted entry is no address', () => {
    expect(clientAddress(request('irgendwas, 192.0.2.10'), 2)).toBe('10.0.0.9');
    expect(clientAddress(request(', ,'), 1)).toBe('10.0.0.9');
  });
});

describe('requestLogPath', () => {
  const routes = [{ prefix: '/api/calendar/feed/' }];

  it('keeps only the prefix of an area route, and masks invitation tokens', () => {
    expect(requestLogPath('/api/calendar/feed/abc.def.ics?x=1', routes)).toBe(
      '/api/calendar/feed/[geheim]',
    );
    expect(requestLogPath('/invite/geheimes-token', routes)).toBe('/invite/[token]');
    expect(requestLogPath('/api/trpc/auth.me?input=%7B%7D', routes)).toBe('/api/trpc/auth.me');
  });
});

describe('the HTTP server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { TRUST_PROXY: '2' },
      {
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          invitationLookup: { points: 2, durationSeconds: 60 },
        },
      },
    );
  });
  afterAll(() => server.stop());

  const lookup = (forwardedFor: string, origin?: string) =>
    fetch(
      `${server.url}/api/trpc/invitations.byToken?input=${encodeURIComponent(
        JSON.stringify({ json: { token: `geraten-${Math.random()}` } }),
      )}`,
      { headers: { 'x-forwarded-for': forwardedFor, ...(origin ? { origin } : {}) } },
    );

  it('counts a client two proxies out by the address the outer proxy saw, not what it forged', async () => {
    // The client varies the entry it writes itself; the proxies' entries stay its own.
    expect((await lookup('1.1.1.1, 203.0.113.20, 192.0.2.10')).status).toBe(200);
    expect((await lookup('2.2.2.2, 203.0.113.20, 192.0.2.10')).status).toBe(200);
    const refused = await lookup('3.3.3.3, 203.0.113.20, 192.0.2.10', 'http://app.test');
    expect(refused.status).toBe(429);
    // The app on another origin may read when to try again.
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('access-control-expose-headers')).toMatch(/\bretry-after\b/i);
    // Another client behind the same load balancer is not held back.
    expect((await lookup('1.1.1.1, 203.0.113.21, 192.0.2.10')).status).toBe(200);
  });

  it('tells browsers and proxies to keep no API answer', async () => {
    for (const path of [
      '/api/trpc/auth.me',
      `/api/trpc/invitations.byToken?input=${encodeURIComponent('{"json":{"token":"x"}}')}`,
      '/api/unbekannt',
      '/healthz',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('never writes the calendar feed’s link into the log', async () => {
    const customer = await createCustomer(server.db);
    const who = identity();
    await createUser(server.db, who, {
      ourEmployee: true,
      memberships: [{ customer, role: 'user' }],
      activeCustomer: customer,
    });
    const { url } = await callerAs(server, who).calendar.feed.reset();
    const path = new URL(url).pathname;
    const secret = path.slice('/api/calendar/feed/'.length);
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    expect((await fetch(`${server.url}${path}`, { method: 'POST' })).status).toBe(404);
    const forged = `${path.slice(0, -8)}AAAA.ics`;
    expect((await fetch(`${server.url}${forged}`)).status).toBe(404);

    // Written once each answer is out.
    const feedLines = () => server.logs.filter((line) => line.includes('/api/calendar/feed/'));
    await expect.poll(() => feedLines().length).toBeGreaterThanOrEqual(3);
    const id = secret.split('.')[0] ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    for (const line of server.logs) {
      expect(line).not.toContain(id);
      expect(line).not.toContain(secret.split('.')[1]);
    }
    expect(feedLines().map((line) => (JSON.parse(line) as { path: string }).path)).toContain(
      '/api/calendar/feed/[geheim]',
    );
  });
});
