import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from './platform/identity/schema';
import { files } from './platform/storage/schema';
import { leads } from './areas/crm/schema';
import type { AppRouter } from './router';
import { customerPrefix } from './platform/storage/fileStorage';
import { createCustomer, createUser, identity } from '../test/fixtures';
import { signUpWithEmulator, type SignedInAccount } from '../test/firebaseClient';
import { authHeaders, startTestServer, type TestServer } from '../test/httpServer';
import { createTestDatabase } from '../test/database';
import { testStorage } from '../test/fixtures';
import { loadConfig } from './platform/config';
import type { DatabaseHandle } from './platform/db/database';
import { silentPublisher } from './platform/realtime/publisher';
import { createLogger } from './platform/log';
import { createRequestListener, listen, type RunningServer } from './platform/http/server';
import { appRouter } from './router';
import { httpRoutes, registry } from './areas';

type WireError = {
  error: { json: { message: string; code: number; data: { code: string; httpStatus: number } } };
};

describe('HTTP transport (spec §7)', () => {
  let server: TestServer;
  let account: SignedInAccount;
  let customer: Customer;
  let customerId: string;
  let leadId: string;

  beforeAll(async () => {
    server = await startTestServer();
    customer = await createCustomer(server.db, { name: 'Transport GmbH' });
    customerId = customer.id;
    account = await signUpWithEmulator({ displayName: 'Tina Transport' });
    await createUser(server.db, identity({ uid: account.uid, email: account.email }), {
      memberships: [{ customer, role: 'admin' }],
      activeCustomer: customer,
    });
    const [lead] = await server.db
      .insert(leads)
      .values({ customerId, companyName: 'Draht & Funk KG' })
      .returning();
    leadId = lead?.id ?? '';
  });
  afterAll(() => server.stop());

  const trpc = (path: string) => `${server.url}/api/trpc/${path}`;

  it('answers two queries batched in one GET, with Dates as tagged wrappers', async () => {
    const input = { 0: { json: { leadId } }, 1: { json: null } };
    const response = await fetch(
      `${trpc('crm.leads.byId,auth.me')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
      { headers: authHeaders(account) },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      result: { data: { json: unknown; meta?: unknown } };
    }[];
    expect(body).toHaveLength(2);
    const [lead, me] = body;
    expect(lead?.result.data.json).toMatchObject({ id: leadId, companyName: 'Draht & Funk KG' });
    expect(lead?.result.data.meta).toMatchObject({
      values: { createdAt: ['Date'], updatedAt: ['Date'] },
    });
    expect(me?.result.data.json).toMatchObject({
      customer: { id: customerId, name: 'Transport GmbH' },
    });
  });

  it('takes a mutation as POST with a JSON body', async () => {
    const response = await fetch(trpc('auth.syncUser'), {
      method: 'POST',
      headers: { ...authHeaders(account), 'content-type': 'application/json' },
      body: JSON.stringify({
        json: {
          idToken: account.idToken,
          firebaseUser: {
            uid: account.uid,
            email: account.email,
            displayName: null,
            photoURL: null,
          },
        },
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      result: { data: { json: { customer: { id: string } } } };
    };
    expect(body.result.data.json.customer.id).toBe(customerId);
  });

  it('refuses a mutation sent as GET', async () => {
    const response = await fetch(trpc('auth.syncUser'), { headers: authHeaders(account) });
    expect(response.status).toBe(405);
  });

  it('replies to an error with its numeric code, message and data', async () => {
    const input = { json: { leadId: '00000000-0000-4000-8000-000000000000' } };
    const response = await fetch(
      `${trpc('crm.leads.byId')}?input=${encodeURIComponent(JSON.stringify(input))}`,
      {
        headers: authHeaders(account),
      },
    );
    expect(response.status).toBe(404);
    const body = (await response.json()) as WireError;
    expect(body.error.json).toMatchObject({
      message: 'Lead nicht gefunden.',
      code: -32004,
      data: { code: 'NOT_FOUND', httpStatus: 404 },
    });
    expect(JSON.stringify(body)).not.toContain('stack');
  });

  it('carries Dates both ways through the real tRPC client', async () => {
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${server.url}/api/trpc`,
          transformer: superjson,
          headers: () => authHeaders(account),
        }),
      ],
    });
    const sentAt = new Date('2026-11-20T08:15:00.000Z');
    const [counters, lead, me] = await Promise.all([
      client.socialLinkedin.latestSyncTimestamp.query({ linkedinUserId: 'transport' }),
      client.crm.leads.byId.query({ leadId }),
      client.auth.me.query(),
    ]);
    expect(counters.conversationCount).toBe(0);
    expect(lead.createdAt).toBeInstanceOf(Date);
    expect(me.user.role).toBe('admin');
    await client.socialLinkedin.syncConversations.mutate({
      linkedinId: 'transport',
      batchNumber: 0,
      conversations: [
        {
          conversationId: 'd1',
          lastMessageAt: sentAt,
          messages: [{ sender: 'A', text: 'Hallo', sentAt }],
        },
      ],
    });
    const after = await client.socialLinkedin.latestSyncTimestamp.query({
      linkedinUserId: 'transport',
    });
    expect(after).toMatchObject({ conversationCount: 1, conversationsWithDetails: 1 });

    const error = await client.crm.leads.byId
      .query({ leadId: 'kaputt' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(400);
  });

  it('stores input with shared objects from the real client as the values it carries', async () => {
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${server.url}/api/trpc`,
          transformer: superjson,
          headers: () => authHeaders(account),
        }),
      ],
    });
    // The same objects in two conversations: superjson sends them in full plus references,
    // which the server ignores for inputs; nothing is lost.
    const sentAt = new Date('2026-11-20T08:15:00.000Z');
    const messages = [{ sender: 'A', text: 'Geteilt', sentAt }];
    const result = await client.socialLinkedin.syncConversations.mutate({
      linkedinId: 'geteilte-objekte',
      batchNumber: 0,
      conversations: [
        { conversationId: 'g1', lastMessageAt: sentAt, messages },
        { conversationId: 'g2', lastMessageAt: sentAt, messages },
      ],
    });
    expect(result).toMatchObject({ created: 2 });
    const stored = await client.socialLinkedin.conversations.query({
      linkedinUserId: 'geteilte-objekte',
    });
    expect(stored.map((row) => [row.conversationId, row.preview?.text, row.lastMessageAt])).toEqual(
      expect.arrayContaining([
        ['g1', 'Geteilt', sentAt],
        ['g2', 'Geteilt', sentAt],
      ]),
    );
  });

  it('says why the customer dialog must open: message and appCode', async () => {
    const second = await createCustomer(server.db);
    const other = await signUpWithEmulator();
    await createUser(server.db, identity({ uid: other.uid, email: other.email }), {
      memberships: [
        { customer, role: 'user' },
        { customer: second, role: 'user' },
      ],
    });
    const response = await fetch(trpc('auth.syncUser'), {
      method: 'POST',
      headers: { ...authHeaders(other), 'content-type': 'application/json' },
      body: JSON.stringify({
        json: { idToken: other.idToken, firebaseUser: { uid: other.uid, email: other.email } },
      }),
    });
    expect(response.status).toBe(412);
    const body = (await response.json()) as WireError & {
      error: { json: { data: { appCode?: string } } };
    };
    expect(body.error.json.message).toContain('Customer selection required');
    expect(body.error.json.data.appCode).toBe('CUSTOMER_SELECTION_REQUIRED');
  });

  it('allows CORS with credentials for the app origin only', async () => {
    const preflight = await fetch(trpc('auth.me'), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://app.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, x-firebase-uid',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-firebase-uid');

    const foreign = await fetch(trpc('auth.me'), {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const simple = await fetch(trpc('auth.me'), {
      headers: { ...authHeaders(account), origin: 'https://evil.example' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('reports health and echoes a request id', async () => {
    const response = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    const generated = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves a stored file through its signed URL, and nothing through a forged one', async () => {
    const path = `${customerPrefix(customerId)}logo.svg`;
    const content = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    await server.storage.write(path, Buffer.from(content));
    await server.db
      .insert(files)
      .values({ customerId, path, contentType: 'image/svg+xml', bytes: content.length });

    const input = { json: { filePath: path } };
    const response = await fetch(
      `${trpc('storage.getPublicDownloadUrl')}?input=${encodeURIComponent(JSON.stringify(input))}`,
      { headers: authHeaders(account) },
    );
    const { result } = (await response.json()) as {
      result: { data: { json: { downloadUrl: string } } };
    };
    const download = await fetch(`${server.url}${result.data.json.downloadUrl}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/svg+xml');
    expect(download.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await download.text()).toBe(content);

    // One hex digit of the signature changed (to a different one, whatever it was).
    const forged = result.data.json.downloadUrl.replace(
      /signature=([0-9a-f])/,
      (_match, digit: string) => `signature=${digit === '0' ? '1' : '0'}`,
    );
    expect((await fetch(`${server.url}${forged}`)).status).toBe(403);
    expect((await fetch(`${server.url}/files/${path}`)).status).toBe(403);
    expect(
      (await fetch(`${server.url}/files/..%2f..%2fetc%2fpasswd?expires=1&signature=0`)).status,
    ).toBe(400);
  });

  it('serves an uploaded avatar through its signed URL, which has no company file record', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const response = await fetch(trpc('account.profile.setAvatar'), {
      method: 'POST',
      headers: { ...authHeaders(account), 'content-type': 'application/json' },
      body: JSON.stringify({ json: { dataUrl: png } }),
    });
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as {
      result: { data: { json: { avatar: string } } };
    };
    const download = await fetch(`${server.url}${result.data.json.avatar}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(
      Buffer.from(png.split(',')[1] ?? '', 'base64'),
    );
    const unsigned = result.data.json.avatar.split('?')[0] ?? '';
    expect((await fetch(`${server.url}${unsigned}`)).status).toBe(403);
  });

  it('answers system.ping without sign-in or database, and nothing else there', async () => {
    const ping = await fetch(`${server.url}/api/trpc/system.ping`);
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ result: { data: { json: { ok: true } } } });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await fetch(`${server.url}/api/nichts`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unbekannter API-Pfad.' });
  });

  it('logs no invitation token of a path and no value of a failed query', async () => {
    await fetch(`${server.url}/invite/streng-geheimer-link?x=1`);
    // A constraint the update breaks: the database refuses, the procedure fails with a 500.
    await server.db.execute(
      sql`alter table leads add constraint keine_geheim check (contact_email not like '%@geheim.example')`,
    );
    try {
      const response = await fetch(`${server.url}/api/trpc/crm.leads.update`, {
        method: 'POST',
        headers: { ...authHeaders(account), 'content-type': 'application/json' },
        body: JSON.stringify({ json: { leadId, contactEmail: 'vertraulich@geheim.example' } }),
      });
      expect(response.status).toBe(500);
    } finally {
      await server.db.execute(sql`alter table leads drop constraint keine_geheim`);
    }
    const written = server.logs.join('\n');
    expect(written).toContain('/invite/[token]');
    expect(written).not.toContain('streng-geheimer-link');
    expect(written).not.toContain('vertraulich');
    // What is needed to find the cause is still there.
    const failure = server.logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'procedure failed');
    expect(failure).toMatchObject({
      path: 'crm.leads.update',
      query: expect.stringContaining('update "leads"'),
    });
    expect(JSON.stringify(failure)).toContain('keine_geheim');
  });
});

describe('serving the built app', () => {
  let server: TestServer;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sprint-app-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Sprint</title><!--sprint-config-->',
    );
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-123.js.map'), '{}');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    server = await startTestServer({ APP_DIST_DIR: dist });
  });
  afterAll(() => server.stop());

  it('serves files as they are and index.html for client-side routes', async () => {
    const asset = await fetch(`${server.url}/assets/app-123.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');

    for (const route of ['/', '/app/crm/leads/42', '/login']) {
      const page = await fetch(`${server.url}${route}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Sprint</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(`${server.url}/assets/fehlt.js`)).status).toBe(404);
    // The build's bookkeeping is not the app's.
    for (const path of ['/.vite/manifest.json', '/%2evite/manifest.json']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
    // The run-time configuration travels inside index.html, script-safe.
    const html = await (await fetch(`${server.url}/app/dashboard`)).text();
    const config = /window\.__SPRINT_CONFIG__=(\{.*?\})<\/script>/.exec(html)?.[1];
    expect(JSON.parse(config ?? 'null')).toMatchObject({
      firebase: { apiKey: 'demo-api-key', projectId: 'demo-sprint' },
      authEmulatorUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      legal: { operator: 'Sprint Demo GmbH' },
    });

    // Never a file from outside the build: a path that tries gets the app's page.
    const outside = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(await outside.text()).not.toContain('root:');
  });

  it('sends a page with a CSP that allows its configuration script by hash, and no framing', async () => {
    const page = await fetch(`${server.url}/invite/abc`);
    const html = await page.text();
    const script = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    // Recordings and picked videos play from blob: URLs before they are uploaded.
    expect(policy).toContain("media-src 'self' blob:");
    // Locally the app talks to the emulators, and to nothing else.
    expect(policy).toMatch(
      /connect-src 'self' http:\/\/127\.0\.0\.1:\d+ http:\/\/127\.0\.0\.1:\d+ ws:\/\/127\.0\.0\.1:\d+;/,
    );
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    // Locally the source maps are there for debugging.
    expect((await fetch(`${server.url}/assets/app-123.js.map`)).status).toBe(200);
  });
});

describe('serving the built app in production', () => {
  let running: RunningServer;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sprint-app-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Sprint</title><!--sprint-config-->',
    );
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-123.js.map'), '{"sources":["geheim.ts"]}');
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sprint-prod-')),
      APP_DIST_DIR: dist,
      FIREBASE_PROJECT_ID: 'sprint-prod',
      FIREBASE_API_KEY: 'web-key',
      FILE_URL_SECRET: 'ein-geheimnis-von-mindestens-32-zeichen',
      TRUST_PROXY: '1',
      ABLY_API_KEY: 'app.key:secret',
      LEGAL_OPERATOR: 'Sprint GmbH',
      LEGAL_STREET: 'Hauptstraße 2',
      LEGAL_CITY: '10115 Berlin',
      LEGAL_EMAIL: 'info@sprint.de',
      SMTP_URL: 'smtp://smtp.sprint.de',
      APP_URL: 'https://app.sprint.de',
      LOG_LEVEL: 'silent',
    });
    handle = await createTestDatabase('pglite');
    const listener = createRequestListener({
      db: handle.db,
      registry,
      router: appRouter,
      routes: httpRoutes,
      kind: handle.kind,
      config,
      storage: testStorage(config),
      log: createLogger('silent'),
      realtime: silentPublisher,
      mailer: { send: () => Promise.reject(new Error('no e-mail in this test')) },
      verifyIdToken: () => Promise.reject(new Error('no sign-in in this test')),
    });
    running = await listen(listener, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await running.close();
    await handle.close();
  });

  it('serves no source maps and asks for https only', async () => {
    const map = await fetch(`${running.url}/assets/app-123.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('geheim.ts');
    expect((await fetch(`${running.url}/assets/app-123.js`)).status).toBe(200);
    const page = await fetch(`${running.url}/login`);
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const health = await fetch(`${running.url}/healthz`);
    expect(health.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // With real Firebase and Ably, their hosts are where the app may connect.
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('https://identitytoolkit.googleapis.com');
    expect(policy).toContain('wss://*.ably.net');
    expect(policy).not.toContain('127.0.0.1');
  });
});
