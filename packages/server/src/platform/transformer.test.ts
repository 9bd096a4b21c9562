/** The input transformer reads what our client writes, and refuses superjson's other types. */
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithEmulator } from '../../test/firebaseClient';
import { authHeaders, startTestServer, type TestServer } from '../../test/httpServer';
import { BAD_TYPE_ANNOTATIONS, transformer } from './transformer';

const read = (payload: unknown) => transformer.input.deserialize(payload);

describe('transformer.input', () => {
  it('reads dates, undefined and the numbers JSON cannot write, as the client sends them', () => {
    const sent = {
      at: new Date('2026-03-01T09:30:00Z'),
      nothing: undefined,
      rounded: Math.round(-0.4),
      list: [new Date(0), undefined],
      text: 'Köln',
    };
    const value = read(JSON.parse(JSON.stringify(superjson.serialize(sent)))) as typeof sent;
    expect(value.at).toEqual(sent.at);
    expect('nothing' in value && value.nothing === undefined).toBe(true);
    expect(Object.is(value.rounded, -0)).toBe(true);
    expect(value.list).toEqual([new Date(0), undefined]);
    expect(read(superjson.serialize(undefined))).toBeUndefined();
  });

  it.each([
    ['a big integer', { id: 12n }],
    ['a map', { byId: new Map([['a', 1]]) }],
    ['a set', { ids: new Set(['a']) }],
    ['a regular expression', { pattern: /a+/ }],
    ['an error', { problem: new Error('x') }],
    ['a URL', { link: new URL('https://sprint.de') }],
    ['a date inside a map', { byDay: new Map([['mo', new Date(0)]]) }],
  ])('refuses %s', (_name, input) => {
    const payload = JSON.parse(JSON.stringify(superjson.serialize(input))) as unknown;
    expect(() => read(payload)).toThrow(BAD_TYPE_ANNOTATIONS);
  });

  it('refuses class, symbol and custom annotations and unknown names', () => {
    for (const type of [['class', 'Lead'], ['symbol', 'x'], ['custom', 'x'], 'Datum', 'bigint']) {
      expect(() => read({ json: { a: '1' }, meta: { values: { a: [type] } } })).toThrow(
        BAD_TYPE_ANNOTATIONS,
      );
    }
  });
});

describe('refused annotations over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers a 4 MB big integer with 400 and a German reason, before superjson reads it', async () => {
    const account = await signUpWithEmulator();
    const digits = '9'.repeat(4_000_000);
    const response = await fetch(`${server.url}/api/trpc/auth.syncUser`, {
      method: 'POST',
      headers: { ...authHeaders(account), 'content-type': 'application/json' },
      body: `{"json":{"idToken":"x","firebaseUser":{"uid":"x"},"invitation":"${digits}"},"meta":{"values":{"invitation":["bigint"]}}}`,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { json: { message: string; data: { code: string } } };
    };
    expect(body.error.json.message).toBe(BAD_TYPE_ANNOTATIONS);
    expect(body.error.json.data.code).toBe('BAD_REQUEST');
  });
});
