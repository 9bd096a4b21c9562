import { generateText, streamText, type TextStreamPart, type ToolSet } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../test/openaiServer';
import {
  aiSettingsFromEnv,
  openAiCompatibleModel,
  providerFailure,
  resolveModel,
  type AiConnection,
} from './provider';
import { TEMPLATE_PROVIDER, templateChunks, templateModel } from './templateModel';

const KEY = 'sk-test-schluessel';
const MODEL = 'sprint-test-modell';
const ANSWER =
  'Guten Tag, Frau Müller! Gern schicke ich Ihnen unser Angebot für die Messe in Köln – mit Grüßen aus Hamburg.';

type Consumed = {
  /** The text deltas in the order they arrived. */
  deltas: string[];
  types: string[];
  errors: unknown[];
  /** The reason of the stream's `abort` part (a timeout or a stop). */
  abortReason: string | undefined;
  /** performance.now() of the first text delta and of the stream's end. */
  firstDeltaAt: number | null;
  endedAt: number;
};

/** Reads a `streamText` result's full stream as the chat route does. */
async function consume(
  stream: AsyncIterable<TextStreamPart<ToolSet>>,
  onDelta?: (count: number) => void,
): Promise<Consumed> {
  const consumed: Consumed = {
    deltas: [],
    types: [],
    errors: [],
    abortReason: undefined,
    firstDeltaAt: null,
    endedAt: 0,
  };
  for await (const part of stream) {
    consumed.types.push(part.type);
    if (part.type === 'text-delta') {
      consumed.firstDeltaAt ??= performance.now();
      consumed.deltas.push(part.text);
      onDelta?.(consumed.deltas.length);
    }
    if (part.type === 'error') consumed.errors.push(part.error);
    if (part.type === 'abort') consumed.abortReason = part.reason;
  }
  consumed.endedAt = performance.now();
  return consumed;
}

/** How many chunks of `size` characters the test server makes of a text. */
const chunkCount = (text: string, size: number) => Math.ceil(Array.from(text).length / size);

const lastRequest = (server: OpenAiTestServer) => {
  const request = server.requests.at(-1);
  if (!request) throw new Error('Der Test-Server hat keine Anfrage bekommen.');
  return request;
};

describe('openAiCompatibleModel over HTTP against an OpenAI-compatible server', () => {
  let server: OpenAiTestServer;
  let connection: AiConnection;
  beforeAll(async () => {
    server = await startOpenAiTestServer({ apiKey: KEY });
    connection = { baseUrl: server.baseUrl, model: MODEL, apiKey: KEY };
  });
  afterAll(() => server.close());

  it('streams the answer in several chunks, in order, after sending model, messages, system prompt and key', async () => {
    server.next({ kind: 'stream', text: ANSWER, chunkSize: 6, chunkDelayMs: 2 });
    const result = streamText({
      model: openAiCompatibleModel(connection),
      system: 'Du bist der Vertriebsassistent von Sprint. Antworte auf Deutsch.',
      messages: [
        { role: 'user', content: 'Schreib Frau Müller eine kurze Antwort.' },
        { role: 'assistant', content: 'Gern. Worum geht es?' },
        { role: 'user', content: 'Um das Messe-Angebot.' },
      ],
      maxRetries: 0,
    });
    const consumed = await consume(result.fullStream);

    const request = lastRequest(server);
    expect(consumed.errors).toEqual([]);
    expect(consumed.deltas.length).toBeGreaterThan(5);
    expect(consumed.deltas).toEqual(request.chunks);
    expect(consumed.deltas.join('')).toBe(ANSWER);
    expect(await result.text).toBe(ANSWER);
    expect(await result.finishReason).toBe('stop');
    expect((await result.usage).outputTokens).toBe(Math.ceil(ANSWER.length / 4));

    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body?.model).toBe(MODEL);
    expect(request.body?.stream).toBe(true);
    expect(request.body?.stream_options).toEqual({ include_usage: true });
    expect(request.body?.messages).toEqual([
      {
        role: 'system',
        content: 'Du bist der Vertriebsassistent von Sprint. Antworte auf Deutsch.',
      },
      { role: 'user', content: 'Schreib Frau Müller eine kurze Antwort.' },
      { role: 'assistant', content: 'Gern. Worum geht es?' },
      { role: 'user', content: 'Um das Messe-Angebot.' },
    ]);
    expect(request.closedBeforeEnd).toBe(false);
  });

  it('answers a call that does not stream with the whole text', async () => {
    server.next({ kind: 'stream', text: ANSWER });
    const result = await generateText({
      model: openAiCompatibleModel(connection),
      prompt: 'Eine Zeile, bitte.',
      maxRetries: 0,
    });
    expect(result.text).toBe(ANSWER);
    expect(lastRequest(server).body?.stream).toBeFalsy();
  });

  it("classifies a refused key as 'unauthorized'", async () => {
    const before = server.requests.length;
    const result = streamText({
      model: openAiCompatibleModel({ ...connection, apiKey: 'sk-falsch' }),
      prompt: 'Hallo',
      maxRetries: 0,
      onError: () => undefined,
    });
    const consumed = await consume(result.fullStream);

    expect(server.requests.length).toBe(before + 1);
    expect(lastRequest(server).headers.authorization).toBe('Bearer sk-falsch');
    expect(lastRequest(server).answer).toBe('unauthorized');
    expect(consumed.deltas).toEqual([]);
    expect(consumed.errors).toHaveLength(1);
    expect(providerFailure(consumed.errors[0])).toBe('unauthorized');
  });

  it.each([
    [401, 'unauthorized'],
    [429, 'rateLimited'],
    [500, 'failed'],
  ] as const)(
    'classifies HTTP %i from the provider as %s, after one attempt',
    async (status, kind) => {
      server.next({ kind: 'status', status });
      const before = server.requests.length;
      const result = streamText({
        model: openAiCompatibleModel(connection),
        prompt: 'Hallo',
        maxRetries: 0,
        onError: () => undefined,
      });
      const consumed = await consume(result.fullStream);

      expect(server.requests.length).toBe(before + 1);
      expect(consumed.deltas).toEqual([]);
      expect(consumed.types).toContain('error');
      expect(consumed.errors).toHaveLength(1);
      expect(providerFailure(consumed.errors[0])).toBe(kind);
      expect(consumed.errors[0]).toMatchObject({ statusCode: status });
    },
  );

  it("ends a stalled stream after chunkMs as 'timeout' and closes the upstream request", async () => {
    server.next({ kind: 'stall', afterText: 'Einen Moment, ' });
    let abortReason: unknown;
    const started = performance.now();
    const result = streamText({
      model: openAiCompatibleModel(connection),
      prompt: 'Hallo',
      maxRetries: 0,
      timeout: { chunkMs: 300 },
      onAbort: ({ reason }) => {
        abortReason = reason;
      },
    });
    const consumed = await consume(result.fullStream);
    const took = consumed.endedAt - started;

    // What arrived before the stall is kept; the SDK ends the stream as an abort, not an error.
    expect(consumed.deltas.join('')).toBe('Einen Moment, ');
    expect(consumed.types.at(-1)).toBe('abort');
    expect(consumed.errors).toEqual([]);
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(3000);
    expect(consumed.abortReason).toMatch(/^TimeoutError/);
    expect(providerFailure(consumed.abortReason)).toBe('timeout');
    expect(abortReason).toMatchObject({ name: 'TimeoutError' });
    expect(providerFailure(abortReason)).toBe('timeout');
    const rejected = await result.text.then(
      () => null,
      (error: unknown) => error,
    );
    expect(providerFailure(rejected)).toBe('timeout');

    const [request] = await server.waitForClosed(1, 2000);
    expect(request?.answer).toBe('stall');
    expect(request?.closedBeforeEnd).toBe(true);
    expect(server.openRequests()).toBe(0);
  });

  it('passes a stop mid-stream on to the upstream at once', async () => {
    const long = 'Das ist eine lange Antwort, die nie zu Ende gelesen wird. '.repeat(20);
    server.next({ kind: 'stream', text: long, chunkSize: 4, chunkDelayMs: 20 });
    const stop = new AbortController();
    let stoppedAt = 0;
    const result = streamText({
      model: openAiCompatibleModel(connection),
      prompt: 'Erzähl mir alles.',
      maxRetries: 0,
      abortSignal: stop.signal,
    });
    const consumed = await consume(result.fullStream, (count) => {
      if (count === 3) {
        stoppedAt = performance.now();
        stop.abort();
      }
    });

    const [request] = await server.waitForClosed(1, 1000);
    expect(consumed.types.at(-1)).toBe('abort');
    expect(consumed.deltas).toHaveLength(3);
    expect(request?.closedBeforeEnd).toBe(true);
    expect(request?.endedAt).toBeNull();
    expect(request?.chunks.length).toBeLessThan(chunkCount(long, 4));
    // The upstream sees the close within a few milliseconds; a second is the test's margin.
    expect((request?.closedAt ?? Infinity) - stoppedAt).toBeLessThan(1000);
    expect(server.openRequests()).toBe(0);
  });
});

describe('resolveModel', () => {
  let companyServer: OpenAiTestServer;
  let serverWide: OpenAiTestServer;
  let company: AiConnection;
  let server: AiConnection;
  beforeAll(async () => {
    companyServer = await startOpenAiTestServer({ apiKey: 'sk-firma' });
    serverWide = await startOpenAiTestServer({ apiKey: 'sk-server' });
    companyServer.setDefault({ kind: 'stream', text: 'Antwort des Firmen-Modells.' });
    serverWide.setDefault({ kind: 'stream', text: 'Antwort des Server-Modells.' });
    company = { baseUrl: companyServer.baseUrl, model: 'firmen-modell', apiKey: 'sk-firma' };
    server = { baseUrl: `${serverWide.baseUrl}/`, model: 'server-modell', apiKey: 'sk-server' };
  });
  afterAll(async () => {
    await companyServer.close();
    await serverWide.close();
  });

  const answerOf = async (resolved: ReturnType<typeof resolveModel>) =>
    streamText({ model: resolved.model, prompt: 'Hallo', maxRetries: 0 }).text;

  it("takes the company's connection over the server's", async () => {
    const resolved = resolveModel({ connection: server }, company, () => 'Vorlage');
    expect(resolved).toMatchObject({
      mode: 'model',
      source: 'company',
      modelName: 'firmen-modell',
    });
    expect(await answerOf(resolved)).toBe('Antwort des Firmen-Modells.');
    expect(companyServer.requests.at(-1)?.body?.model).toBe('firmen-modell');
    expect(serverWide.requests).toHaveLength(0);
  });

  it("takes the server's connection without one of the company (a trailing slash is fine)", async () => {
    const resolved = resolveModel({ connection: server }, null, () => 'Vorlage');
    expect(resolved).toMatchObject({ mode: 'model', source: 'server', modelName: 'server-modell' });
    expect(await answerOf(resolved)).toBe('Antwort des Server-Modells.');
    expect(serverWide.requests.at(-1)?.path).toBe('/v1/chat/completions');
    expect(serverWide.requests.at(-1)?.headers.authorization).toBe('Bearer sk-server');
  });

  it('falls back to the Vorlagen-Modus without any connection', async () => {
    const before = companyServer.requests.length + serverWide.requests.length;
    const resolved = resolveModel(
      { connection: null, templates: { chunkDelayMs: 0 } },
      null,
      () => 'Eine Antwort aus der Vorlage.',
    );
    expect(resolved).toMatchObject({ mode: 'templates', source: null, modelName: 'vorlagen' });
    expect(resolved.model.provider).toBe(TEMPLATE_PROVIDER);
    expect(await answerOf(resolved)).toBe('Eine Antwort aus der Vorlage.');
    expect(companyServer.requests.length + serverWide.requests.length).toBe(before);
  });
});

describe('aiSettingsFromEnv', () => {
  class ConfigError extends Error {}
  const fail = (message: string) => new ConfigError(message);
  const settings = (env: NodeJS.ProcessEnv) => aiSettingsFromEnv(env, fail);

  it('gives the Vorlagen-Modus without AI_BASE_URL and AI_MODEL', () => {
    expect(settings({})).toEqual({ connection: null, templates: {} });
    expect(settings({ AI_BASE_URL: '  ', AI_MODEL: '' })).toEqual({
      connection: null,
      templates: {},
    });
  });

  it('reads a connection, trimmed, with or without a key', () => {
    expect(
      settings({
        AI_BASE_URL: ' https://api.openai.com/v1 ',
        AI_MODEL: ' gpt-4o-mini ',
        AI_API_KEY: ' sk-abc ',
      }).connection,
    ).toEqual({ baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', apiKey: 'sk-abc' });
    expect(
      settings({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' }).connection,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: '' });
  });

  it.each([
    [{ AI_BASE_URL: 'https://api.openai.com/v1' }],
    [{ AI_MODEL: 'gpt-4o-mini' }],
    [{ AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-abc' }],
  ])('refuses only one of URL and model: %j', (env) => {
    expect(() => settings(env)).toThrow(ConfigError);
    expect(() => settings(env)).toThrow('AI_BASE_URL und AI_MODEL werden nur zusammen gesetzt.');
  });

  it.each(['ftp://example.com/v1', 'localhost:11434/v1', 'api.openai.com'])(
    'refuses a URL that is not http(s): %s',
    (url) => {
      expect(() => settings({ AI_BASE_URL: url, AI_MODEL: 'm' })).toThrow(
        'AI_BASE_URL muss mit http:// oder https:// beginnen.',
      );
    },
  );

  it('reads the pacing of the Vorlagen-Modus from AI_TEMPLATE_CHUNK_MS', () => {
    expect(settings({ AI_TEMPLATE_CHUNK_MS: '0' }).templates).toEqual({ chunkDelayMs: 0 });
    expect(settings({ AI_TEMPLATE_CHUNK_MS: ' 25 ' }).templates).toEqual({ chunkDelayMs: 25 });
    expect(
      settings({ AI_TEMPLATE_CHUNK_MS: '40', AI_BASE_URL: 'http://x.test/v1', AI_MODEL: 'm' }),
    ).toMatchObject({ templates: { chunkDelayMs: 40 }, connection: { model: 'm' } });
  });

  it.each(['schnell', '-5', '1.5', '12345', '10ms'])('refuses AI_TEMPLATE_CHUNK_MS=%s', (value) => {
    expect(() => settings({ AI_TEMPLATE_CHUNK_MS: value })).toThrow(
      'AI_TEMPLATE_CHUNK_MS muss eine ganze Zahl von Millisekunden sein.',
    );
  });
});

describe('templateModel (Vorlagen-Modus)', () => {
  const TEMPLATE =
    'Sehr geehrte Frau Müller,\n\nvielen Dank für Ihr Interesse.  Gern sende ich Ihnen\tunser Angebot.\n';

  it('streams the text unchanged in several chunks through streamText', async () => {
    const result = streamText({
      model: templateModel(() => TEMPLATE, { chunkDelayMs: 0 }),
      prompt: 'egal',
    });
    const consumed = await consume(result.fullStream);
    expect(consumed.deltas.length).toBeGreaterThan(3);
    expect(consumed.deltas).toEqual(templateChunks(TEMPLATE));
    expect(consumed.deltas.join('')).toBe(TEMPLATE);
    expect(await result.finishReason).toBe('stop');
  });

  it('sends the first chunk at once and paces the others', async () => {
    const text = 'eins zwei drei vier fünf sechs sieben acht neun';
    const started = performance.now();
    const result = streamText({
      model: templateModel(() => text, { chunkDelayMs: 150 }),
      prompt: 'egal',
    });
    const consumed = await consume(result.fullStream);
    expect(consumed.deltas).toEqual(['eins zwei drei ', 'vier fünf sechs ', 'sieben acht neun']);
    expect((consumed.firstDeltaAt ?? Infinity) - started).toBeLessThan(100);
    expect(consumed.endedAt - started).toBeGreaterThanOrEqual(2 * 150 - 5);
  });

  it('stops streaming when the request is aborted', async () => {
    const text = 'Wort '.repeat(300);
    const stop = new AbortController();
    let stoppedAt = 0;
    const result = streamText({
      model: templateModel(() => text, { chunkDelayMs: 30 }),
      prompt: 'egal',
      abortSignal: stop.signal,
    });
    const consumed = await consume(result.fullStream, (count) => {
      if (count === 2) {
        stoppedAt = performance.now();
        stop.abort();
      }
    });
    expect(consumed.deltas).toHaveLength(2);
    expect(consumed.types.at(-1)).toBe('abort');
    expect(consumed.endedAt - stoppedAt).toBeLessThan(100);
  });

  it('answers a call that does not stream with the whole text', async () => {
    const result = await generateText({ model: templateModel(() => TEMPLATE), prompt: 'egal' });
    expect(result.text).toBe(TEMPLATE);
  });
});
