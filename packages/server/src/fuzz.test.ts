/**
 * Bad input, systematically (issue "Hardening" §2): every procedure of the router, read from the
 * router, gets at least 200 generated bad inputs over real HTTP, the way the app's client sends
 * them (superjson's `{ json, meta }`, GET `?input=` for queries, a POST body for mutations, single
 * or batched) and the way nobody should (test/fuzzCases.ts). Every answer must be a 4xx tRPC
 * error in German, the server must keep answering, and nothing may be stored.
 *
 * Reproducible: a fixed seed (FUZZ_SEED and FUZZ_RUNS override it for a longer hunt); a failure
 * prints the seed, the path and the request.
 */
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from './areas';
import { tablesOf, type AreaDefinition } from './platform/area';
import { rateLimits } from './platform/rateLimits';
import { appRouter } from './router';
import { createCustomer, createUser, identity } from '../test/fixtures';
import { signUpWithEmulator, type SignedInAccount } from '../test/firebaseClient';
import { caseArbitrary, shorten, wireText, type FuzzCase, type Procedure } from '../test/fuzzCases';
import { databaseKinds } from '../test/database';
import { authHeaders, startTestServer, type TestServer } from '../test/httpServer';
import type { SeedContext } from '../test/inputArbitraries';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_120);

const definitions: readonly AreaDefinition[] = areas;
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** Every procedure, by path, read from the router itself (never a hand-kept list). */
const procedures = Object.entries(
  (appRouter._def as unknown as { procedures: Record<string, Procedure> }).procedures,
);

/** tRPC's transport errors, in German (src/errors.ts). */
const PARSE_ERROR = 'Die Anfrage konnte nicht gelesen werden: kein gültiges JSON.';
const WRONG_METHOD = 'Falsche HTTP-Methode: Abfragen per GET, Änderungen per POST.';
const WRONG_MEDIA_TYPE = 'Nicht unterstützter Content-Type: erwartet wird application/json.';
const BATCH_NOT_AN_OBJECT =
  'Bei mehreren Aufrufen in einer Anfrage (batch=1) muss die Eingabe ein Objekt sein.';
/** The input transformer's refusals (src/transformer.ts). */
const NOT_AN_ENVELOPE = 'Die Eingabe muss im superjson-Format { json, meta } gesendet werden.';
const BAD_TYPE_ANNOTATIONS = 'Die Typangaben (meta) der Eingabe sind ungültig.';
const NUL_CHARACTER =
  'Die Eingabe enthält das Nullzeichen U+0000, das nicht gespeichert werden kann.';

/** What each reason must get: the status and the exact texts (zod's are checked per issue). */
type Expectation = { status: number[]; messages?: string[]; pattern?: RegExp };

const EXPECTED: Record<FuzzCase['reason'], Expectation> = {
  unparsable: { status: [400], messages: [PARSE_ERROR] },
  envelope: { status: [400], messages: [NOT_AN_ENVELOPE, BAD_TYPE_ANNOTATIONS] },
  nul: { status: [400], messages: [NUL_CHARACTER] },
  schema: { status: [400] },
  method: { status: [405], messages: [WRONG_METHOD] },
  'media-type': { status: [415], messages: [WRONG_MEDIA_TYPE] },
  'batch-container': { status: [400], messages: [BATCH_NOT_AN_OBJECT] },
  foreign: {
    status: [403, 404],
    messages: [
      'Kein Zugriff auf dieses Unternehmen.',
      // The provider's own areas refuse a customer's admin whatever the ids.
      'Nur für Mitarbeiter verfügbar.',
      // Each area's refusals of another company's ids (its definition's `testing`).
      ...definitions.flatMap((area) => area.testing?.foreignRefusals ?? []),
    ],
  },
};

/** A valid input may be counted and, past a rate limit, refused for now (src/rateLimits.ts). */
const RATE_LIMITED =
  /^Zu viele [^.]+ in kurzer Zeit\. Bitte versuche es in (1 Sekunde|\d+ (Sekunden|Minuten|Stunden)) erneut\.$/;

/** Counters of requests (rate limits), not data: a valid call with a foreign id may count. */
const COUNTERS: unknown[] = [rateLimits];

/**
 * zod's German texts (z.locales.de, set in src/trpc.ts) as they occur for our schemas, and the
 * schemas' own messages. Anything else in an issue, English above all, fails the test.
 */
const GERMAN_ISSUES: RegExp[] = [
  /^Ungültige Eingabe: erwartet [A-Za-z]+, erhalten [A-Za-z0-9]+$/,
  /^Ungültige Eingabe$/,
  /^Ungültige Option: erwartet eine von "[A-Za-z0-9_]+"(\|"[A-Za-z0-9_]+")*$/,
  /^Zu (groß|klein): erwartet, dass [a-z]+ [<>]=?\d+ (Zeichen|Elemente) hat$/,
  /^Zu (groß|klein): erwartet, dass [a-z]+ [<>]=?-?\d+ ist$/,
  /^Ungültig: (UUID|E-Mail-Adresse|ISO-Datum und -Uhrzeit)$/,
  /^Unbekannte(r)? Schlüssel: "[\s\S]*"$/,
  /^Nur https-Adressen sind erlaubt$/,
  /^Ungültiger Zeitpunkt$/,
  /^Der Zeitpunkt muss zwischen 2000 und 2100 liegen$/,
  /^Keine Änderung angegeben\.$/,
  /^Hier wird keine Eingabe erwartet\.$/,
  // Each area's own input messages (its definition's `testing`).
  ...definitions.flatMap((area) => area.testing?.inputMessages ?? []),
];

/** zod's and tRPC's English, which must never reach a person. */
const ENGLISH =
  /\b(Invalid|Required|Expected|expected|Unrecognized|received|Too (big|small)|must|Cannot|Unexpected|not allowed|Maximum call stack|Trying to|Unknown|needs to be|is not)\b/;

/** A tRPC error as it came over the wire. */
type Answer = {
  status: number;
  message: string;
  code: string;
  httpStatus: number;
  issues?: { path: string; message: string }[];
};

function checkAnswer(candidate: FuzzCase, answer: Answer) {
  const what = `${answer.status} ${answer.code}: ${answer.message}`;
  const expected: Expectation =
    candidate.reason === 'foreign' && answer.status === 429
      ? { status: [429], pattern: RATE_LIMITED }
      : EXPECTED[candidate.reason];
  expect(expected.status, what).toContain(answer.status);
  expect(answer.httpStatus, what).toBe(answer.status);
  // Quoted parts are the caller's own keys and values.
  expect(answer.message.replace(/"[^"]*"/g, '""'), what).not.toMatch(ENGLISH);
  if (expected.pattern) {
    expect(answer.message, what).toMatch(expected.pattern);
    return;
  }
  if (expected.messages) {
    expect(expected.messages, what).toContain(answer.message);
    return;
  }
  expect(answer.message, what).toMatch(/^Ungültige Eingabe – /);
  expect(answer.issues?.length, what).toBeGreaterThan(0);
  for (const issue of answer.issues ?? []) {
    expect(
      GERMAN_ISSUES.some((pattern) => pattern.test(issue.message)),
      `${what}\nissue ${issue.path}: ${issue.message}`,
    ).toBe(true);
  }
}

describe('fuzz: bad input over HTTP', () => {
  let server: TestServer;
  let alice: SignedInAccount;
  let aliceCompany: string;
  let context: SeedContext;
  let foreignIds: string[];
  let rowsBefore: Record<string, number>;
  let prototypeBefore: string[];

  async function rowCounts(): Promise<Record<string, number>> {
    const entries = await Promise.all(
      tablesOf(definitions, (value) => is(value, PgTable))
        .filter((table) => !COUNTERS.includes(table))
        .map(async (table) => {
          const [row] = await server.db.select({ rows: count() }).from(table);
          return [getTableName(table), row?.rows ?? -1] as const;
        }),
    );
    return Object.fromEntries(entries);
  }

  async function healthy() {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
  }

  async function send(path: string, type: string, candidate: FuzzCase): Promise<Answer> {
    const method = candidate.method ?? (type === 'query' ? 'GET' : 'POST');
    const body = wireText(candidate);
    const params = new URLSearchParams();
    if (candidate.batch) params.set('batch', '1');
    if (method === 'GET') params.set('input', body);
    const query = params.size > 0 ? `?${params}` : '';
    const headers: Record<string, string> = candidate.anonymous ? {} : authHeaders(alice);
    if (candidate.company && !candidate.anonymous) headers['x-sprint-customer'] = aliceCompany;
    if (method === 'POST') headers['content-type'] = candidate.contentType ?? 'application/json';
    const response = await fetch(`${server.url}/api/trpc/${path}${query}`, {
      method,
      headers,
      body: method === 'POST' ? body : undefined,
    });
    const raw = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new Error(`${response.status}, kein JSON: ${shorten(raw)}`);
    }
    const entry = Array.isArray(parsed) ? (parsed[0] as unknown) : parsed;
    const error = (entry as { error?: { json?: unknown } } | undefined)?.error?.json as
      | { message?: unknown; data?: { code?: unknown; httpStatus?: unknown; issues?: unknown } }
      | undefined;
    if (!error || typeof error.message !== 'string') {
      throw new Error(`${response.status}, kein tRPC-Fehler: ${shorten(raw)}`);
    }
    return {
      status: response.status,
      message: error.message,
      code: String(error.data?.code),
      httpStatus: Number(error.data?.httpStatus),
      issues: error.data?.issues as Answer['issues'],
    };
  }

  beforeAll(async () => {
    // On PostgreSQL where the run has it: 32,600 refusals, and PGlite's WASM was ~40 % of them.
    server = await startTestServer({}, { database: databaseKinds().at(-1) });
    const aliceCustomer = await createCustomer(server.db, { name: 'Alice AG' });
    const bobCustomer = await createCustomer(server.db, { name: 'Bob GmbH' });
    aliceCompany = aliceCustomer.id;
    const bob: SignedInAccount = await signUpWithEmulator();
    alice = await signUpWithEmulator();
    const aliceUser = await createUser(
      server.db,
      identity({ uid: alice.uid, email: alice.email }),
      {
        memberships: [{ customer: aliceCustomer, role: 'primary_admin' }],
        activeCustomer: aliceCustomer,
      },
    );
    const bobUser = await createUser(server.db, identity({ uid: bob.uid, email: bob.email }), {
      memberships: [{ customer: bobCustomer, role: 'primary_admin' }],
      activeCustomer: bobCustomer,
    });
    // A typical record of each area that has one (its definition's `testing`).
    const owned = async (customerId: string, name: string) => {
      const ids: string[] = [];
      for (const area of definitions) {
        ids.push(...((await area.testing?.sampleRecords?.(server.db, customerId, name)) ?? []));
      }
      return ids;
    };
    const aliceIds = await owned(aliceCustomer.id, 'alice');
    foreignIds = [...(await owned(bobCustomer.id, 'bob')), bobCustomer.id, bobUser.id];
    context = {
      ownIds: [...aliceIds, aliceCustomer.id, aliceUser.id],
      named: { idToken: alice.idToken, uid: alice.uid },
    };
    rowsBefore = await rowCounts();
    prototypeBefore = Object.getOwnPropertyNames(Object.prototype);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('covers every procedure of the router, the public one too', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(15);
    expect(procedures.some(([, procedure]) => procedure._def.meta?.public)).toBe(true);
  });

  describe.each(procedures)('%s', (path, procedure) => {
    it(`refuses ${RUNS} bad inputs with a German 4xx`, async () => {
      const type = procedure._def.type;
      const cases = caseArbitrary(procedure, context, foreignIds, SEED);
      await fc.assert(
        fc.asyncProperty(cases, async (candidate) => {
          const answer = await send(path, type, candidate);
          checkAnswer(candidate, answer);
        }),
        { seed: SEED, numRuns: RUNS },
      );
      await healthy();
    }, 120_000);
  });

  // What the fuzz found, as fixed examples (each failed before its fix: a 500, an English
  // message or a 2xx).
  describe('findings, kept as examples', () => {
    const finding = (
      reason: FuzzCase['reason'],
      text: (leadId: string) => string,
      batch = false,
    ) => ({ reason, text, batch });
    const findings: [string, string, ReturnType<typeof finding>][] = [
      [
        'U+0000 in a query (was 500)',
        'socialLinkedin.latestSyncTimestamp',
        finding('nul', () => '{"json":{"linkedinUserId":"\\u0000"}}'),
      ],
      [
        'U+0000 in a lead (was 500)',
        'crm.leads.update',
        finding('nul', (leadId) => `{"json":{"leadId":"${leadId}","contactName":"a\\u0000b"}}`),
      ],
      [
        'an unknown superjson class (was English)',
        'crm.leads.byId',
        finding(
          'envelope',
          () => '{"json":{"leadId":"x"},"meta":{"values":{"leadId":[["class","Lead"]]}}}',
        ),
      ],
      [
        'an annotation tree that is a string (was a stack overflow, in English)',
        'crm.leads.byId',
        finding('envelope', () => '{"json":{"leadId":"x"},"meta":{"values":{"leadId":"Date"}}}'),
      ],
      [
        'a big integer that is none (was "kein gültiges JSON")',
        'crm.leads.byId',
        finding(
          'envelope',
          () => '{"json":{"leadId":"zz"},"meta":{"values":{"leadId":["bigint"]}}}',
        ),
      ],
      [
        'null instead of an envelope (was English)',
        'crm.leads.byId',
        finding('envelope', () => 'null'),
      ],
      [
        'an input without its envelope (was read as no input: 200)',
        'crm.leads.list',
        finding('envelope', () => '{"limit":5000}'),
      ],
      [
        'an input for a procedure that takes none (was ignored: 200)',
        'crm.leads.summary',
        finding('schema', () => '{"json":{"isAdmin":true}}'),
      ],
      [
        'unparsable input for a procedure that takes none (was never read: 200)',
        'auth.me',
        finding('unparsable', () => '{kaputt'),
      ],
    ];

    it.each(findings)('%s', async (_name, path, { reason, text, batch }) => {
      const procedure = procedures.find(([name]) => name === path)?.[1];
      const candidate: FuzzCase = {
        kind: 'finding',
        reason,
        text: text(context.ownIds[0] ?? ''),
        batch,
        anonymous: false,
        company: false,
      };
      checkAnswer(candidate, await send(path, procedure?._def.type ?? 'query', candidate));
    });

    it('a batch whose input is no object (was English)', async () => {
      const candidate: FuzzCase = {
        kind: 'finding',
        reason: 'batch-container',
        text: '[{"json":null}]',
        batch: true,
        container: true,
        anonymous: false,
        company: false,
      };
      checkAnswer(candidate, await send('auth.me', 'query', candidate));
    });
  });

  it('still answers, stored nothing and polluted no prototype', async () => {
    await healthy();
    expect(await rowCounts()).toEqual(rowsBefore);
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeBefore);
    // The server's own record agrees: no error logged, every API request answered with a 4xx.
    const lines = server.logs.map(
      (line) => JSON.parse(line) as { level: string; path?: string; status?: number },
    );
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    const api = lines.filter((line) => line.path?.startsWith('/api/trpc/'));
    expect(api.length).toBeGreaterThanOrEqual(procedures.length * RUNS);
    expect(api.filter(({ status = 0 }) => status < 400 || status >= 500)).toEqual([]);
  });

  // Last: its answers are 200s, which the check above counts as failures.
  it('still reads what the client sends for "no input"', async () => {
    for (const input of ['{"json":null,"meta":{"values":["undefined"],"v":1}}', '{"json":null}']) {
      const response = await fetch(
        `${server.url}/api/trpc/crm.leads.summary?input=${encodeURIComponent(input)}`,
        { headers: authHeaders(alice) },
      );
      expect(response.status).toBe(200);
    }
  });
});
