import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from './areas';
import { files } from './platform/storage/schema';
import { leads } from './areas/crm/schema';
import { conversations as outreachConversations } from './areas/outreach/schema';
import { appRouter } from './router';
import { customerPrefix } from './platform/storage/fileStorage';
import { createCustomer, createUser, identity } from '../test/fixtures';
import { signUpWithEmulator, type SignedInAccount } from '../test/firebaseClient';
import { authHeaders, startTestServer, type TestServer } from '../test/httpServer';
import { databaseKinds } from '../test/database';
import { useTestWorld } from '../test/fixtures';
import { collectTenantProbes, probeContext, probeGaps } from '../test/tenantProbe';
import { router, tenantProcedure } from './platform/trpc';

/** Every module's isolation probes, read from the registry (never a hand-kept list). */
const tenantProbes = await collectTenantProbes(areas);

type AnyProcedure = {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: { public?: boolean } };
};

/** Every procedure of the router, by path, read from the router itself (never a hand-kept list). */
const procedures = Object.entries(
  (appRouter._def as unknown as { procedures: Record<string, AnyProcedure> }).procedures,
);
const protectedProcedures = procedures.filter(([, procedure]) => !procedure._def.meta?.public);

type WireError = {
  error: { json: { message: string; data: { code: string; httpStatus: number } } };
};

describe('security over HTTP', () => {
  let server: TestServer;
  let alice: SignedInAccount;
  let bob: SignedInAccount;
  let aliceCustomerId: string;

  async function call(
    path: string,
    type: string,
    headers: Record<string, string>,
    input?: unknown,
  ) {
    const url = `${server.url}/api/trpc/${path}`;
    if (type === 'mutation') {
      return fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ json: input ?? null }),
      });
    }
    const query =
      input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
    return fetch(`${url}${query}`, { headers });
  }

  beforeAll(async () => {
    server = await startTestServer();
    const aliceCustomer = await createCustomer(server.db, { name: 'Alice AG' });
    const bobCustomer = await createCustomer(server.db, { name: 'Bob GmbH' });
    aliceCustomerId = aliceCustomer.id;
    [alice, bob] = await Promise.all([signUpWithEmulator(), signUpWithEmulator()]);
    await createUser(server.db, identity({ uid: alice.uid, email: alice.email }), {
      memberships: [{ customer: aliceCustomer, role: 'primary_admin' }],
      activeCustomer: aliceCustomer,
    });
    await createUser(server.db, identity({ uid: bob.uid, email: bob.email }), {
      memberships: [{ customer: bobCustomer, role: 'primary_admin' }],
      activeCustomer: bobCustomer,
    });
  });
  afterAll(() => server.stop());

  it('has protected procedures to check, and knows which are public', () => {
    expect(protectedProcedures.length).toBeGreaterThanOrEqual(9);
    expect(procedures.filter(([, p]) => p._def.meta?.public).map(([path]) => path)).toEqual([
      'invitations.byToken',
      'system.ping',
    ]);
  });

  describe.each(protectedProcedures)('%s', (path, procedure) => {
    const type = procedure._def.type;

    it('answers 401 without a token', async () => {
      const response = await call(path, type, {});
      expect(response.status).toBe(401);
      const body = (await response.json()) as WireError;
      expect(body.error.json.data.code).toBe('UNAUTHORIZED');
    });

    it('answers 401 with a bad token', async () => {
      const response = await call(path, type, {
        authorization: 'Bearer kein.gueltiges.token',
        'x-firebase-uid': alice.uid,
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as WireError).error.json.message).toBe(
        'Das ID-Token ist ungültig oder abgelaufen.',
      );
    });

    it('answers 401 when the uid header does not match the token', async () => {
      const headers = { ...authHeaders(alice), 'x-firebase-uid': bob.uid };
      const response = await call(path, type, headers);
      expect(response.status).toBe(401);
      expect(((await response.json()) as WireError).error.json.message).toBe(
        'X-Firebase-UID passt nicht zum ID-Token.',
      );
    });

    it('answers 401 without the uid header, and for a malformed Authorization header', async () => {
      expect((await call(path, type, { authorization: `Bearer ${alice.idToken}` })).status).toBe(
        401,
      );
      expect(
        (await call(path, type, { authorization: alice.idToken, 'x-firebase-uid': alice.uid }))
          .status,
      ).toBe(401);
    });
  });

  describe('tenant boundaries', () => {
    it('keeps Bob away from Alice’s lead, file and conversation counters', async () => {
      const [lead] = await server.db
        .insert(leads)
        .values({ customerId: aliceCustomerId, companyName: 'Geheim GmbH' })
        .returning();
      const path = `${customerPrefix(aliceCustomerId)}vertrag.pdf`;
      await server.storage.write(path, Buffer.from('%PDF'));
      await server.db
        .insert(files)
        .values({ customerId: aliceCustomerId, path, contentType: 'application/pdf', bytes: 4 });
      await server.db.insert(outreachConversations).values({
        customerId: aliceCustomerId,
        channel: 'linkedin',
        accountId: 'alice-linkedin',
        externalId: 'c1',
        hasDetails: true,
      });

      const bobLead = await call('crm.leads.byId', 'query', authHeaders(bob), { leadId: lead?.id });
      expect(bobLead.status).toBe(404);
      const aliceLead = await call('crm.leads.byId', 'query', authHeaders(alice), {
        leadId: lead?.id,
      });
      expect(aliceLead.status).toBe(200);

      const bobFile = await call('storage.getPublicDownloadUrl', 'query', authHeaders(bob), {
        filePath: path,
      });
      expect(bobFile.status).toBe(403);

      const bobCounters = await call(
        'socialLinkedin.latestSyncTimestamp',
        'query',
        authHeaders(bob),
        {
          linkedinUserId: 'alice-linkedin',
        },
      );
      const counters = (await bobCounters.json()) as {
        result: { data: { json: { conversationCount: number } } };
      };
      expect(counters.result.data.json.conversationCount).toBe(0);
    });

    it('works in the company each request names: two tabs, two companies, each its own', async () => {
      // One user, member of two companies, with a tab open in each.
      const [north, south] = await Promise.all([
        createCustomer(server.db, { name: 'Nord AG' }),
        createCustomer(server.db, { name: 'Süd AG' }),
      ]);
      const carol = await signUpWithEmulator();
      await createUser(server.db, identity({ uid: carol.uid, email: carol.email }), {
        memberships: [
          { customer: north, role: 'user' },
          { customer: south, role: 'user' },
        ],
        // Her last choice, as a sync in the other tab leaves it.
        activeCustomer: south,
      });
      const [northLead] = await server.db
        .insert(leads)
        .values({ customerId: north.id, companyName: 'Nordlicht-Kunde' })
        .returning();
      const [southLead] = await server.db
        .insert(leads)
        .values({ customerId: south.id, companyName: 'Südwind-Kunde' })
        .returning();
      const tab = (customerId: string) => ({
        ...authHeaders(carol),
        'x-sprint-customer': customerId,
      });

      // The north tab writes into north although south was chosen last, and the other way round.
      const north1 = await call('crm.leads.update', 'mutation', tab(north.id), {
        leadId: northLead?.id,
        status: 'won',
      });
      expect(north1.status).toBe(200);
      const south1 = await call('crm.leads.update', 'mutation', tab(south.id), {
        leadId: southLead?.id,
        status: 'lost',
        lostReason: 'Kein Budget',
      });
      expect(south1.status).toBe(200);
      // A tab never reaches into the other company's data.
      const crossed = await call('crm.leads.update', 'mutation', tab(north.id), {
        leadId: southLead?.id,
        status: 'new',
      });
      expect(crossed.status).toBe(404);
      const listed = await call('crm.leads.list', 'query', tab(north.id));
      const names = (
        (await listed.json()) as {
          result: { data: { json: { items: { companyName: string }[] } } };
        }
      ).result.data.json.items.map((lead) => lead.companyName);
      expect(names).toEqual(['Nordlicht-Kunde']);
      const me = await call('auth.me', 'query', tab(north.id));
      expect(
        ((await me.json()) as { result: { data: { json: { customer: { id: string } } } } }).result
          .data.json.customer.id,
      ).toBe(north.id);
      // Without the header: the last choice, as before.
      const plain = await call('auth.me', 'query', authHeaders(carol));
      expect(
        ((await plain.json()) as { result: { data: { json: { customer: { id: string } } } } })
          .result.data.json.customer.id,
      ).toBe(south.id);

      // A company she is not a member of, one that does not exist, and nonsense.
      const foreign = await call('auth.me', 'query', tab(aliceCustomerId));
      expect(foreign.status).toBe(403);
      const missing = await call('auth.me', 'query', tab('00000000-0000-4000-8000-000000000000'));
      expect(missing.status).toBe(403);
      const nonsense = await call('auth.me', 'query', tab('nord'));
      expect(nonsense.status).toBe(400);
      expect(((await nonsense.json()) as WireError).error.json.message).toBe(
        'X-Sprint-Customer muss die ID eines Unternehmens sein.',
      );
    });

    it('does not let Bob switch into Alice’s customer', async () => {
      const response = await call('auth.syncUser', 'mutation', authHeaders(bob), {
        idToken: bob.idToken,
        firebaseUser: { uid: bob.uid, email: bob.email },
        customerId: aliceCustomerId,
      });
      expect(response.status).toBe(403);
    });
  });

  describe('bad input gets 400 with a clear message, never 500', () => {
    const cases: [string, string, string, unknown][] = [
      ['a number as lead id', 'crm.leads.byId', 'query', { leadId: 123 }],
      [
        'an unknown field next to a valid id',
        'crm.leads.byId',
        'query',
        { leadId: '00000000-0000-4000-8000-000000000000', admin: true },
      ],
      ['an empty lead id', 'crm.leads.byId', 'query', { leadId: '' }],
      ['no input at all', 'crm.leads.byId', 'query', undefined],
      [
        'an empty LinkedIn id',
        'socialLinkedin.latestSyncTimestamp',
        'query',
        { linkedinUserId: '' },
      ],
      [
        'a traversing file path',
        'storage.getPublicDownloadUrl',
        'query',
        { filePath: '../../etc/passwd' },
      ],
      [
        'a file path of the wrong type',
        'storage.getPublicDownloadUrl',
        'query',
        { filePath: ['a'] },
      ],
      [
        'an oversize batch',
        'socialLinkedin.syncConversations',
        'mutation',
        {
          linkedinId: 'x',
          batchNumber: 0,
          conversations: Array.from({ length: 101 }, (_, index) => ({
            conversationId: `c${index}`,
          })),
        },
      ],
      [
        'a negative batch number',
        'socialLinkedin.syncConversations',
        'mutation',
        { linkedinId: 'x', batchNumber: -1, conversations: [] },
      ],
      [
        'a malformed customer id',
        'auth.syncUser',
        'mutation',
        { idToken: 'x', firebaseUser: { uid: 'u' }, customerId: 'abc' },
      ],
    ];

    it.each(cases)('%s', async (_name, path, type, input) => {
      const response = await call(path, type, authHeaders(alice), input);
      expect(response.status).toBe(400);
      const body = (await response.json()) as WireError;
      expect(body.error.json.data.code).toBe('BAD_REQUEST');
      expect(body.error.json.message).toMatch(/^Ungültige Eingabe – |Dateipfad/);
    });

    it('answers unparsable input and bodies with 400', async () => {
      const get = await fetch(`${server.url}/api/trpc/crm.leads.byId?input=%7Bkaputt`, {
        headers: authHeaders(alice),
      });
      expect(get.status).toBe(400);
      expect(((await get.json()) as WireError).error.json.message).toBe(
        'Die Anfrage konnte nicht gelesen werden: kein gültiges JSON.',
      );
      const post = await fetch(`${server.url}/api/trpc/socialLinkedin.syncConversations`, {
        method: 'POST',
        headers: { ...authHeaders(alice), 'content-type': 'application/json' },
        body: '{"json": {',
      });
      expect(post.status).toBe(400);
      expect(((await post.json()) as WireError).error.json.message).toBe(
        'Die Anfrage konnte nicht gelesen werden: kein gültiges JSON.',
      );
    });

    it('does not let superjson references grow a small body: 400, nothing stored', async () => {
      // ~15 KB that superjson's referentialEqualities would copy into 100 conversations of 200
      // messages of 5,000 characters each: 100 MB behind the 4 MB body check.
      const text = 'x'.repeat(5000);
      const conversations = Array.from({ length: 100 }, (_, index) => ({
        conversationId: `verweis-${index}`,
        messages:
          index === 0
            ? [{ sender: 'X', text, sentAt: '2026-11-20T09:00:00Z' }, ...Array(199).fill(null)]
            : null,
      }));
      const referentialEqualities = {
        'conversations.0.messages.0': Array.from(
          { length: 199 },
          (_, index) => `conversations.0.messages.${index + 1}`,
        ),
        'conversations.0.messages': Array.from(
          { length: 99 },
          (_, index) => `conversations.${index + 1}.messages`,
        ),
      };
      const body = JSON.stringify({
        json: { linkedinId: 'verweise', batchNumber: 0, conversations },
        meta: { referentialEqualities, v: 1 },
      });
      expect(body.length).toBeLessThan(20_000);
      const response = await fetch(`${server.url}/api/trpc/socialLinkedin.syncConversations`, {
        method: 'POST',
        headers: { ...authHeaders(alice), 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as WireError).error.json.message).toMatch(
        /^Ungültige Eingabe – conversations\.0\.messages\.1/,
      );
      const stored = await server.db
        .select()
        .from(outreachConversations)
        .where(eq(outreachConversations.accountId, 'verweise'));
      expect(stored).toEqual([]);
    });

    it('refuses a body over the limit with 413 and a too large batch request', async () => {
      const huge = await fetch(`${server.url}/api/trpc/socialLinkedin.syncConversations`, {
        method: 'POST',
        headers: { ...authHeaders(alice), 'content-type': 'application/json' },
        body: JSON.stringify({
          json: {
            linkedinId: 'x',
            batchNumber: 0,
            conversations: [],
            padding: 'x'.repeat(5 * 1024 * 1024),
          },
        }),
      });
      expect(huge.status).toBe(413);
      expect(((await huge.json()) as WireError).error.json.message).toBe(
        'Die Anfrage ist zu groß (höchstens 4 MB).',
      );
      const paths = Array.from({ length: 26 }, () => 'auth.me').join(',');
      const batch = await fetch(`${server.url}/api/trpc/${paths}?batch=1&input=%7B%7D`, {
        headers: authHeaders(alice),
      });
      expect(batch.status).toBe(400);
      expect(((await batch.json()) as WireError).error.json.message).toBe(
        'Zu viele Aufrufe in einer Anfrage (höchstens 25).',
      );
    });

    it('names an unknown procedure in German', async () => {
      const response = await fetch(`${server.url}/api/trpc/gibt.esNicht`, {
        headers: authHeaders(alice),
      });
      expect(response.status).toBe(404);
      expect(((await response.json()) as WireError).error.json.message).toBe(
        'Unbekannte Prozedur: gibt.esNicht',
      );
    });
  });
});

describe('tenant probes', () => {
  it('exist for every signed-in procedure, and only for procedures that exist', () => {
    expect(probeGaps(appRouter, tenantProbes)).toEqual({ missing: [], unknown: [] });
  });

  // The check above must fail the day an area adds a procedure without its probe.
  it('catch a new tenant procedure that has no probe', () => {
    const grown = router({
      ...appRouter._def.record,
      notes: router({ list: tenantProcedure.query(() => []) }),
    });
    expect(probeGaps(grown, tenantProbes)).toEqual({ missing: ['notes.list'], unknown: [] });
    const { 'crm.leads.list': _dropped, ...withoutOne } = tenantProbes;
    expect(probeGaps(appRouter, withoutOne).missing).toEqual(['crm.leads.list']);
    expect(probeGaps(appRouter, { ...tenantProbes, 'crm.gone': async () => undefined })).toEqual({
      missing: [],
      unknown: ['crm.gone'],
    });
  });
});

describe.each(databaseKinds())('tenant isolation on %s', (kind) => {
  const world = useTestWorld(kind);

  // Each procedure called by another company's admin with the owner's ids.
  it.each(Object.entries(tenantProbes))('%s', async (_path, probe) => {
    await probe(await probeContext(world));
  });
});
