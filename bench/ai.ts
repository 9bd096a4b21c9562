/**
 * `npm run bench:ai`: the AI platform path (issue 25 §4) — `streamText` from the AI SDK with the
 * models of packages/server/src/platform/ai — measured in this process, without the HTTP app
 * (a–d), and end to end through the API server's `POST /api/ai/chat` (e):
 *
 * (a) First token in the Vorlagen-Modus: `BENCH_CHATS` chats (default 200) in waves of
 *     `BENCH_CONCURRENCY` (default 10) through `streamText` with `templateModel` at its default
 *     pacing, each read to its end; side by side with the model's own stream read directly
 *     (`doStream`, the baseline), wave for wave in turn.
 * (b) First token against the local OpenAI-compatible test server (packages/server/test/
 *     openaiServer.ts), which answers after `BENCH_UPSTREAM_FIRST_TOKEN_MS` (default 50) like a
 *     model and then streams 4 characters every 10 ms. The server notes when the request arrived
 *     and when it wrote the first chunk (its own first token); the overhead is the consumer's
 *     first token minus that. Side by side: a bare `fetch` that parses the SSE itself (the
 *     baseline) and `streamText` + `openAiCompatibleModel` (Sprint's path), waves in turn.
 * (c) Abort: `BENCH_CONCURRENCY` streams against a slow server stream, each aborted after its
 *     second text delta; the time until the test server sees the upstream connection close.
 *     `BENCH_ABORT_ROUNDS` rounds (default 10), bare `fetch` and Sprint's path in turn.
 * (d) Memory: `BENCH_MEMORY_CHATS` chats (default 1,000) in waves of `BENCH_CONCURRENCY` through
 *     `streamText`, without pauses, against the Vorlagen-Modus and then against the test server
 *     (whose records are dropped after each wave); heapUsed after a full garbage collection after
 *     the first 100 chats and after all of them.
 * (e) End to end, what a person waits for: the Auth emulator started, the demo data seeded on a
 *     fresh PGlite folder (and on a fresh database of the machine's PostgreSQL when it answers,
 *     dropped afterwards), the Sprint Demo GmbH's AI quotas raised, the API started as a child
 *     process, signed in as Clara Chef (an employee). Once in the Vorlagen-Modus (default
 *     pacing), once with `AI_BASE_URL` etc. on a test server of this process (paced as in (b)):
 *     `BENCH_HTTP_CHATS` chats (default 100) in waves of `BENCH_CONCURRENCY` (after three
 *     warm-up waves: the server is freshly started), each a new conversation read to its end; the time from the request to the first
 *     `text-delta` event of the SSE stream. Side by side, after every wave: as many concurrent
 *     `auth.me` (the same server's cheapest signed-in request, the whole answer), and with the
 *     test server its own first token (overhead as in (b)). Then `BENCH_HTTP_ABORT_ROUNDS`
 *     rounds (default 5) of `BENCH_CONCURRENCY` chats aborted by the client after the first
 *     delta: the time until the test server sees the API's upstream request close.
 *     `BENCH_HTTP=0` leaves (e) out.
 *
 * Goals: (a) first token p95 ≤ 150 ms, (b) overhead p95 ≤ 150 ms, (c) upstream closed p95 ≤ 50 ms
 * after the abort, every one before its stream ended, (d) heap growth from chat 100 to the last
 * < 10 % on both paths, (e) per database: first token p95 ≤ 150 ms in the Vorlagen-Modus,
 * overhead p95 ≤ 150 ms against the test server, upstream closed p95 ≤ 50 ms after the client's
 * abort. Prints PASS/FAIL per goal, exits 1 on a FAIL; writes JSON to bench/results/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { streamText, type ModelMessage } from 'ai';
import { CHAT_PATH, type ChatStreamMetadata } from '../packages/server/src/areas/ai/chatRoute';
import { aiSettings } from '../packages/server/src/areas/ai/settings';
import {
  freePort,
  startAuthEmulator,
  type AuthEmulator,
} from '../packages/server/src/cli/authEmulator';
import {
  openAiCompatibleModel,
  type AiConnection,
} from '../packages/server/src/platform/ai/provider';
import { templateModel } from '../packages/server/src/platform/ai/templateModel';
import {
  AUTH_EMULATOR_OPT_IN,
  DEMO_PROJECT_ID,
  loadConfig,
} from '../packages/server/src/platform/config';
import { openDatabase, pgliteDirFor } from '../packages/server/src/platform/db/database';
import { DEMO_CUSTOMER_IDS } from '../packages/server/src/platform/identity/seed';
import { writeSettings } from '../packages/server/src/platform/settings/settings';
import { createFileStorage } from '../packages/server/src/platform/storage/createFileStorage';
import { emulatorAccounts } from '../packages/server/src/seed/firebaseAccounts';
import { seedDemoData } from '../packages/server/src/seed/seed';
import {
  startOpenAiTestServer,
  type OpenAiTestServer,
  type RecordedRequest,
} from '../packages/server/test/openaiServer';
import {
  percentile,
  signedInHeaders,
  startApi,
  stopApi,
  withPostgres,
  writeResults,
} from './shared';

const whole = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CHATS = whole('BENCH_CHATS', 200);
const CONCURRENCY = whole('BENCH_CONCURRENCY', 10);
const MEMORY_CHATS = whole('BENCH_MEMORY_CHATS', 1000);
const ABORT_ROUNDS = whole('BENCH_ABORT_ROUNDS', 10);
const UPSTREAM_FIRST_TOKEN_MS = whole('BENCH_UPSTREAM_FIRST_TOKEN_MS', 50);
const HTTP = process.env.BENCH_HTTP !== '0';
const HTTP_CHATS = whole('BENCH_HTTP_CHATS', 100);
const HTTP_ABORT_ROUNDS = whole('BENCH_HTTP_ABORT_ROUNDS', 5);
/** Waves of (e) not measured: a freshly started server compiles its paths in the first ones. */
const HTTP_WARMUP_WAVES = 3;
const MEMORY_BASE_CHATS = 100;
const GOALS = { firstTokenP95Ms: 150, overheadP95Ms: 150, abortP95Ms: 50, heapGrowth: 0.1 };
/** The highest quotas the settings allow (per person per day, per company per month). */
const BENCH_QUOTAS = { dailyQuota: 10_000, monthlyQuota: 1_000_000 };
/** The chats (e) sends per database, all as the same person on the same day. */
const HTTP_CHATS_PER_DATABASE =
  2 * (HTTP_CHATS + HTTP_WARMUP_WAVES * CONCURRENCY) + HTTP_ABORT_ROUNDS * CONCURRENCY;

if (
  ![
    CHATS,
    CONCURRENCY,
    MEMORY_CHATS,
    ABORT_ROUNDS,
    UPSTREAM_FIRST_TOKEN_MS,
    HTTP_CHATS,
    HTTP_ABORT_ROUNDS,
  ].every(Number.isInteger) ||
  CONCURRENCY < 1 ||
  CHATS < CONCURRENCY ||
  MEMORY_CHATS < 2 * MEMORY_BASE_CHATS ||
  ABORT_ROUNDS < 1 ||
  UPSTREAM_FIRST_TOKEN_MS < 0 ||
  HTTP_CHATS < CONCURRENCY ||
  HTTP_ABORT_ROUNDS < 1 ||
  HTTP_CHATS_PER_DATABASE > BENCH_QUOTAS.dailyQuota
) {
  throw new Error(
    'BENCH_CONCURRENCY muss ≥ 1 sein, BENCH_CHATS und BENCH_HTTP_CHATS ≥ BENCH_CONCURRENCY, BENCH_MEMORY_CHATS ≥ 200, BENCH_ABORT_ROUNDS und BENCH_HTTP_ABORT_ROUNDS ≥ 1, BENCH_UPSTREAM_FIRST_TOKEN_MS ≥ 0 (ganze Zahlen); über HTTP höchstens 10.000 Chats je Datenbank.',
  );
}

/** A full collection, with or without `--expose-gc` on the command line. */
const collectGarbage: () => void =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  })();

const SYSTEM = 'Du bist der Vertriebsassistent von Sprint. Antworte auf Deutsch, höflich und kurz.';
/** About what the Vorlagen-Modus writes for a first contact: 70 words, 24 chunks. */
const TEMPLATE_ANSWER = `Sehr geehrte Frau Müller,

vielen Dank für das freundliche Gespräch auf der Messe in Köln. Wie besprochen sende ich Ihnen
unser Angebot für die Betreuung Ihrer Außendienst-Mannschaft: zwölf Wochen Training, wöchentliche
Auswertung der Termine und ein fester Ansprechpartner. Gern stelle ich Ihnen das Konzept in einem
kurzen Videotermin vor. Passt Ihnen Dienstag um 10 Uhr oder Donnerstag um 14 Uhr?

Mit freundlichen Grüßen
Clara Chef`;
/** What the test server streams: 200 characters, 50 chunks of 4, 10 ms apart. */
const UPSTREAM_ANSWER =
  'Gern! Hier ist ein Vorschlag für Ihre Antwort an Frau Müller: Vielen Dank für Ihr Interesse an unserem Angebot. Ich melde mich am Dienstag mit den Unterlagen und einem Terminvorschlag. Beste Grüße';

const questionFor = (chat: number) => `Chat ${chat}: Schreib Frau Müller eine kurze Antwort.`;
const messagesFor = (chat: number): ModelMessage[] => [
  { role: 'user', content: questionFor(chat) },
];
/** Which chat a recorded request belongs to (its user message names it). */
const chatOf = (request: RecordedRequest) =>
  Number(/Chat (\d+):/.exec(JSON.stringify(request.body?.messages ?? []))?.[1] ?? NaN);

const round1 = (ms: number) => Math.round(ms * 10) / 10;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const p = (values: number[], rank: number) => round1(percentile(sorted(values), rank));

// ---- One chat, four ways ---------------------------------------------------------------------

/** ms from the call to the first text delta; the stream read to its end. */
type Chat = (chat: number) => Promise<number>;

const throughStreamText =
  (model: () => Parameters<typeof streamText>[0]['model']): Chat =>
  async (chat) => {
    const started = performance.now();
    const result = streamText({
      model: model(),
      system: SYSTEM,
      messages: messagesFor(chat),
      maxRetries: 0,
    });
    let first = NaN;
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && Number.isNaN(first)) first = performance.now() - started;
      if (part.type === 'error') throw part.error;
    }
    return first;
  };

/** A web stream's parts (the tooling's DOM types lack the streams' async iterator). */
async function* partsOf<T>(stream: ReadableStream<T>): AsyncGenerator<T> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The Vorlagen-Modus's stream read directly, without `streamText`: the floor of (a). */
const templateDirect: Chat = async (chat) => {
  const started = performance.now();
  const model = templateModel(() => TEMPLATE_ANSWER);
  const { stream } = await model.doStream({
    prompt: [{ role: 'user', content: [{ type: 'text', text: `Chat ${chat}` }] }],
  });
  let first = NaN;
  for await (const part of partsOf(stream)) {
    if (part.type === 'text-delta' && Number.isNaN(first)) first = performance.now() - started;
  }
  return first;
};

/**
 * A minimal client of the OpenAI streaming API: fetch, split the SSE events, parse each one's
 * JSON. `onContent` sees the count of content deltas so far.
 */
async function bareFetch(
  connection: AiConnection,
  chat: number,
  signal?: AbortSignal,
  onContent?: (count: number) => void,
): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${connection.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${connection.apiKey}`,
    },
    body: JSON.stringify({
      model: connection.model,
      messages: [{ role: 'system', content: SYSTEM }, ...messagesFor(chat)],
      stream: true,
      stream_options: { include_usage: true },
    }),
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  let first = NaN;
  let count = 0;
  let buffer = '';
  try {
    for await (const text of partsOf(response.body.pipeThrough(new TextDecoderStream()))) {
      buffer += text;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (!event.startsWith('data: ') || event === 'data: [DONE]') continue;
        const data = JSON.parse(event.slice(6)) as {
          choices: { delta: { content?: string } }[];
        };
        if (data.choices[0]?.delta.content) {
          if (Number.isNaN(first)) first = performance.now() - started;
          onContent?.(++count);
        }
      }
    }
  } catch (error) {
    if (!signal?.aborted) throw error;
  }
  return first;
}

// ---- (a) and (b): first token in waves ---------------------------------------------------------

type Side = { name: string; chat: Chat };

/**
 * `CHATS` chats per side in waves of `CONCURRENCY`, the sides' waves in turn (one warm-up wave
 * each first): a slow moment of the machine hits both alike. First-token times per chat id.
 */
async function inWaves(sides: Side[]): Promise<Map<string, Map<number, number>>> {
  const times = new Map(sides.map((side) => [side.name, new Map<number, number>()]));
  let next = 0;
  for (let wave = -1; wave < CHATS / CONCURRENCY; wave += 1) {
    for (const side of sides) {
      const ids = Array.from({ length: CONCURRENCY }, () => next++);
      const firsts = await Promise.all(ids.map((id) => side.chat(id)));
      if (wave < 0) continue;
      ids.forEach((id, index) => times.get(side.name)?.set(id, firsts[index] ?? NaN));
    }
  }
  return times;
}

type FirstToken = {
  path: string;
  chats: number;
  firstTokenP50Ms: number;
  firstTokenP95Ms: number;
  /** The test server's own first token (request arrived → first chunk written). */
  upstreamP50Ms: number | null;
  upstreamP95Ms: number | null;
  /** The consumer's first token minus the server's own, per chat. */
  overheadP50Ms: number | null;
  overheadP95Ms: number | null;
};

function firstTokenFigures(
  path: string,
  times: Map<number, number>,
  upstream?: Map<number, RecordedRequest>,
): FirstToken {
  const firsts = [...times.values()];
  const own: number[] = [];
  const overhead: number[] = [];
  if (upstream) {
    for (const [chat, first] of times) {
      const request = upstream.get(chat);
      if (request?.firstChunkAt == null) throw new Error(`Chat ${chat}: kein erster Chunk`);
      const ownFirst = request.firstChunkAt - request.receivedAt;
      own.push(ownFirst);
      overhead.push(first - ownFirst);
    }
  }
  if (firsts.some(Number.isNaN)) throw new Error(`${path}: ein Chat ohne Text`);
  return {
    path,
    chats: firsts.length,
    firstTokenP50Ms: p(firsts, 50),
    firstTokenP95Ms: p(firsts, 95),
    upstreamP50Ms: upstream ? p(own, 50) : null,
    upstreamP95Ms: upstream ? p(own, 95) : null,
    overheadP50Ms: upstream ? p(overhead, 50) : null,
    overheadP95Ms: upstream ? p(overhead, 95) : null,
  };
}

async function measureTemplates(): Promise<FirstToken[]> {
  const sides: Side[] = [
    { name: 'Vorlagen-Modus: doStream direkt (Basis)', chat: templateDirect },
    {
      name: 'Vorlagen-Modus: streamText',
      chat: throughStreamText(() => templateModel(() => TEMPLATE_ANSWER)),
    },
  ];
  const times = await inWaves(sides);
  return sides.map((side) => firstTokenFigures(side.name, times.get(side.name) ?? new Map()));
}

async function measureUpstream(
  server: OpenAiTestServer,
  connection: AiConnection,
): Promise<FirstToken[]> {
  server.setDefault({
    kind: 'stream',
    text: UPSTREAM_ANSWER,
    firstChunkDelayMs: UPSTREAM_FIRST_TOKEN_MS,
    chunkDelayMs: 10,
    chunkSize: 4,
  });
  const before = server.requests.length;
  const sides: Side[] = [
    { name: 'Test-Server: fetch direkt (Basis)', chat: (chat) => bareFetch(connection, chat) },
    {
      name: 'Test-Server: streamText + openAiCompatibleModel',
      chat: throughStreamText(() => openAiCompatibleModel(connection)),
    },
  ];
  const times = await inWaves(sides);
  const upstream = new Map(
    server.requests.slice(before).map((request) => [chatOf(request), request]),
  );
  return sides.map((side) =>
    firstTokenFigures(side.name, times.get(side.name) ?? new Map(), upstream),
  );
}

// ---- (c) abort -------------------------------------------------------------------------------

type AbortFigures = {
  path: string;
  aborts: number;
  closedP50Ms: number;
  closedP95Ms: number;
  closedMaxMs: number;
  /** Every upstream request closed before its stream ended. */
  allClosedEarly: boolean;
  openAfterwards: number;
};

type AbortableChat = (
  chat: number,
  signal: AbortSignal,
  onDelta: (count: number) => void,
) => Promise<void>;

const abortableStreamText =
  (connection: AiConnection): AbortableChat =>
  async (chat, signal, onDelta) => {
    const result = streamText({
      model: openAiCompatibleModel(connection),
      system: SYSTEM,
      messages: messagesFor(chat),
      maxRetries: 0,
      abortSignal: signal,
    });
    let count = 0;
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') onDelta(++count);
      if (part.type === 'error') throw part.error;
    }
  };

const abortableFetch =
  (connection: AiConnection): AbortableChat =>
  async (chat, signal, onDelta) => {
    await bareFetch(connection, chat, signal, onDelta);
  };

async function measureAborts(
  server: OpenAiTestServer,
  connection: AiConnection,
): Promise<AbortFigures[]> {
  // Long and slow: no stream could end by itself during the measurement (about 60 s).
  server.setDefault({ kind: 'stream', text: 'Wort '.repeat(1200), chunkDelayMs: 50 });
  const sides = [
    { name: 'Abbruch: fetch direkt (Basis)', chat: abortableFetch(connection) },
    { name: 'Abbruch: streamText + openAiCompatibleModel', chat: abortableStreamText(connection) },
  ];
  const closed = new Map(sides.map((side) => [side.name, [] as number[]]));
  const early = new Map(sides.map((side) => [side.name, true]));
  let next = 100_000;
  for (let round = 0; round < ABORT_ROUNDS; round += 1) {
    for (const side of sides) {
      const abortedAt = new Map<number, number>();
      const ids = Array.from({ length: CONCURRENCY }, () => next++);
      await Promise.all(
        ids.map((id) => {
          const stop = new AbortController();
          return side.chat(id, stop.signal, (count) => {
            if (count !== 2) return;
            abortedAt.set(id, performance.now());
            stop.abort();
          });
        }),
      );
      const requests = await server.waitForClosed(CONCURRENCY, 5000);
      for (const request of requests) {
        const at = abortedAt.get(chatOf(request));
        if (at === undefined || request.closedAt === null) {
          throw new Error(`${side.name}: Anfrage ohne Abbruch (${request.path})`);
        }
        closed.get(side.name)?.push(request.closedAt - at);
        if (!request.closedBeforeEnd) early.set(side.name, false);
      }
    }
  }
  return sides.map((side) => {
    const times = closed.get(side.name) ?? [];
    return {
      path: side.name,
      aborts: times.length,
      closedP50Ms: p(times, 50),
      closedP95Ms: p(times, 95),
      closedMaxMs: round1(Math.max(...times)),
      allClosedEarly: early.get(side.name) ?? false,
      openAfterwards: server.openRequests(),
    };
  });
}

// ---- (d) memory ------------------------------------------------------------------------------

type MemoryFigures = {
  path: string;
  chats: number;
  heapAfterBaseMb: number;
  heapAfterAllMb: number;
  growth: number;
  rssAfterAllMb: number;
};

async function settledHeap(): Promise<number> {
  for (let pass = 0; pass < 3; pass += 1) {
    collectGarbage();
    await new Promise((wake) => setImmediate(wake));
  }
  return process.memoryUsage().heapUsed;
}

/** `MEMORY_CHATS` chats in waves; `afterWave` drops what the harness itself keeps. */
async function measureMemory(
  path: string,
  chat: Chat,
  afterWave: () => void = () => undefined,
): Promise<MemoryFigures> {
  let heapAfterBase = 0;
  for (let done = 0; done < MEMORY_CHATS; done += CONCURRENCY) {
    const wave = Math.min(CONCURRENCY, MEMORY_CHATS - done);
    await Promise.all(Array.from({ length: wave }, (_, index) => chat(done + index)));
    afterWave();
    if (done + wave === MEMORY_BASE_CHATS) heapAfterBase = await settledHeap();
  }
  const heapAfterAll = await settledHeap();
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return {
    path,
    chats: MEMORY_CHATS,
    heapAfterBaseMb: mb(heapAfterBase),
    heapAfterAllMb: mb(heapAfterAll),
    growth: Math.round(((heapAfterAll - heapAfterBase) / heapAfterBase) * 1000) / 1000,
    rssAfterAllMb: mb(process.memoryUsage().rss),
  };
}

async function measureMemories(
  server: OpenAiTestServer,
  connection: AiConnection,
): Promise<MemoryFigures[]> {
  const templates = await measureMemory(
    'Vorlagen-Modus: streamText',
    throughStreamText(() => templateModel(() => TEMPLATE_ANSWER, { chunkDelayMs: 0 })),
  );
  server.setDefault({ kind: 'stream', text: UPSTREAM_ANSWER, chunkSize: 4 });
  const upstream = await measureMemory(
    'Test-Server: streamText + openAiCompatibleModel',
    throughStreamText(() => openAiCompatibleModel(connection)),
    // The test server's records of finished requests are the harness's, not the path's.
    () => server.requests.splice(0),
  );
  return [templates, upstream];
}

// ---- (e) end to end: POST /api/ai/chat of the API server ------------------------------------

const CUSTOMER = DEMO_CUSTOMER_IDS.sprintDemo;
/** Clara Chef: an employee (the AI chats are theirs only), primary admin of the Sprint Demo GmbH. */
const EMPLOYEE = 'chef@sprint.local';
const UPSTREAM_MODEL = 'bench-modell';
const UPSTREAM_KEY = 'sk-bench';
/** Chat ids of (e): apart from those of (a)–(d). */
let nextHttpChat = 1_000_000;

type ApiUnderTest = { url: string; headers: Record<string, string> };

/** The parts of the UI message stream that (e) looks at. */
type UiPart = { type: string; errorText?: string; messageMetadata?: ChatStreamMetadata };

type HttpTurn = {
  /** ms from the request to the first `text-delta` event. */
  firstMs: number;
  mode: ChatStreamMetadata['mode'];
  status: ChatStreamMetadata['status'];
};

/**
 * One new conversation through `POST /api/ai/chat`, its SSE stream read to its end; with `stop`,
 * aborted right after the first text delta (`onFirst` first, then the abort).
 */
async function postChat(
  api: ApiUnderTest,
  chat: number,
  stop?: AbortController,
  onFirst?: () => void,
): Promise<HttpTurn> {
  const started = performance.now();
  const response = await fetch(`${api.url}${CHAT_PATH}`, {
    method: 'POST',
    headers: { ...api.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      action: 'send',
      category: 'allgemein',
      text: questionFor(chat),
      variables: {},
    }),
    signal: stop?.signal,
  });
  if (!response.ok || !response.body) {
    throw new Error(
      `${CHAT_PATH}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`,
    );
  }
  const turn: HttpTurn = { firstMs: NaN, mode: undefined, status: undefined };
  let buffer = '';
  try {
    for await (const text of partsOf(response.body.pipeThrough(new TextDecoderStream()))) {
      buffer += text;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!event.startsWith('data: ') || event === 'data: [DONE]') continue;
        const part = JSON.parse(event.slice(6)) as UiPart;
        if (part.type === 'error') throw new Error(`Chat ${chat}: ${part.errorText}`);
        if (part.type === 'start') turn.mode = part.messageMetadata?.mode;
        if (part.type === 'finish') turn.status = part.messageMetadata?.status;
        if (part.type === 'text-delta' && Number.isNaN(turn.firstMs)) {
          turn.firstMs = performance.now() - started;
          if (stop) {
            onFirst?.();
            stop.abort();
          }
        }
      }
    }
  } catch (error) {
    if (!stop?.signal.aborted) throw error;
  }
  return turn;
}

/** ms for a whole `auth.me` answer. */
async function timedAuthMe(api: ApiUnderTest): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${api.url}/api/trpc/auth.me`, { headers: api.headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`auth.me: HTTP ${response.status} ${body.slice(0, 300)}`);
  return performance.now() - started;
}

type HttpFirstToken = FirstToken & {
  database: string;
  /** `auth.me` in waves of the same size, after each chat wave: the server's floor. */
  authMeP50Ms: number;
  authMeP95Ms: number;
};

/**
 * `HTTP_CHATS` chats in waves of `CONCURRENCY` (`HTTP_WARMUP_WAVES` first), each wave followed by
 * as many concurrent `auth.me`. Every chat must be answered in `mode` and end as 'done'.
 */
async function httpWaves(
  api: ApiUnderTest,
  mode: 'templates' | 'model',
): Promise<{ firsts: Map<number, number>; authMe: number[] }> {
  const firsts = new Map<number, number>();
  const authMe: number[] = [];
  for (let wave = -HTTP_WARMUP_WAVES; wave < HTTP_CHATS / CONCURRENCY; wave += 1) {
    const ids = Array.from({ length: CONCURRENCY }, () => nextHttpChat++);
    const turns = await Promise.all(ids.map((id) => postChat(api, id)));
    const plain = await Promise.all(ids.map(() => timedAuthMe(api)));
    turns.forEach((turn, index) => {
      if (turn.mode !== mode || turn.status !== 'done') {
        throw new Error(
          `Chat ${ids[index]}: Modus ${turn.mode}, Status ${turn.status} (erwartet ${mode}, done)`,
        );
      }
    });
    if (wave < 0) continue;
    ids.forEach((id, index) => firsts.set(id, turns[index]?.firstMs ?? NaN));
    authMe.push(...plain);
  }
  return { firsts, authMe };
}

const withBaseline = (database: string, figures: FirstToken, authMe: number[]): HttpFirstToken => ({
  database,
  ...figures,
  authMeP50Ms: p(authMe, 50),
  authMeP95Ms: p(authMe, 95),
});

/** Chats aborted by the client after their first delta: when the upstream request closed. */
async function httpAborts(
  api: ApiUnderTest,
  upstream: OpenAiTestServer,
  database: string,
): Promise<AbortFigures & { database: string }> {
  // Long and slow: no stream could end by itself during the measurement (about 75 s).
  upstream.setDefault({ kind: 'stream', text: 'Wort '.repeat(1200), chunkDelayMs: 50 });
  const closed: number[] = [];
  let early = true;
  for (let round = 0; round < HTTP_ABORT_ROUNDS; round += 1) {
    const abortedAt = new Map<number, number>();
    const ids = Array.from({ length: CONCURRENCY }, () => nextHttpChat++);
    await Promise.all(
      ids.map((id) =>
        postChat(api, id, new AbortController(), () => abortedAt.set(id, performance.now())),
      ),
    );
    const requests = await upstream.waitForClosed(CONCURRENCY, 5000);
    for (const request of requests) {
      const at = abortedAt.get(chatOf(request));
      if (at === undefined || request.closedAt === null) {
        throw new Error(`HTTP-Abbruch (${database}): Anfrage ohne Abbruch (${request.path})`);
      }
      closed.push(request.closedAt - at);
      if (!request.closedBeforeEnd) early = false;
    }
  }
  return {
    database,
    path: `HTTP ${CHAT_PATH} (${database}): Abbruch durch den Client nach dem ersten Text-Stück`,
    aborts: closed.length,
    closedP50Ms: p(closed, 50),
    closedP95Ms: p(closed, 95),
    closedMaxMs: round1(Math.max(...closed)),
    allClosedEarly: early,
    openAfterwards: upstream.openRequests(),
  };
}

/** The API on a free port with `env`, signed in as the employee, for `run`; stopped afterwards. */
async function withApi<T>(
  env: NodeJS.ProcessEnv,
  emulatorHost: string,
  run: (api: ApiUnderTest) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const child = await startApi(port, env);
  try {
    const headers = await signedInHeaders(port, emulatorHost, EMPLOYEE, CUSTOMER);
    return await run({ url: `http://127.0.0.1:${port}`, headers });
  } finally {
    await stopApi(child);
  }
}

type HttpRun = {
  database: string;
  seedSeconds: number;
  firstToken: HttpFirstToken[];
  abort: AbortFigures & { database: string };
};

/** One database: demo data seeded, quotas raised; the API in the Vorlagen-Modus, then with a model. */
async function measureHttpOn(
  database: string,
  env: NodeJS.ProcessEnv,
  emulatorHost: string,
  upstream: OpenAiTestServer,
): Promise<HttpRun> {
  const seedStart = performance.now();
  const config = loadConfig(env);
  const opened = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  try {
    await seedDemoData({
      db: opened.db,
      secret: config.fileUrlSecret,
      storage: await createFileStorage(config),
      ensureAuthUser: emulatorAccounts({ projectId: DEMO_PROJECT_ID, emulatorHost }),
    });
    await writeSettings(opened.db, { customerId: CUSTOMER }, aiSettings, BENCH_QUOTAS);
  } finally {
    await opened.close();
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;
  console.log(`    ${database}: Demo-Daten angelegt in ${seedSeconds.toFixed(1)} s`);

  // Empty: whatever this shell sets, the server has no model and paces the templates by default.
  const templatesEnv = {
    ...env,
    AI_BASE_URL: '',
    AI_MODEL: '',
    AI_API_KEY: '',
    AI_TEMPLATE_CHUNK_MS: '',
  };
  const templates = await withApi(templatesEnv, emulatorHost, async (api) => {
    const { firsts, authMe } = await httpWaves(api, 'templates');
    return withBaseline(
      database,
      firstTokenFigures(`HTTP ${CHAT_PATH} (${database}): Vorlagen-Modus`, firsts),
      authMe,
    );
  });
  console.log(
    `    ${database}: Vorlagen-Modus erstes Token p95 ${templates.firstTokenP95Ms} ms (auth.me p95 ${templates.authMeP95Ms} ms)`,
  );

  const modelEnv = {
    ...env,
    AI_BASE_URL: upstream.baseUrl,
    AI_MODEL: UPSTREAM_MODEL,
    AI_API_KEY: UPSTREAM_KEY,
  };
  const [model, abort] = await withApi(modelEnv, emulatorHost, async (api) => {
    upstream.setDefault({
      kind: 'stream',
      text: UPSTREAM_ANSWER,
      firstChunkDelayMs: UPSTREAM_FIRST_TOKEN_MS,
      chunkDelayMs: 10,
      chunkSize: 4,
    });
    const before = upstream.requests.length;
    const { firsts, authMe } = await httpWaves(api, 'model');
    const requests = new Map(
      upstream.requests.slice(before).map((request) => [chatOf(request), request]),
    );
    const figures = withBaseline(
      database,
      firstTokenFigures(`HTTP ${CHAT_PATH} (${database}): Test-Server`, firsts, requests),
      authMe,
    );
    console.log(
      `    ${database}: Test-Server Aufschlag p95 ${figures.overheadP95Ms} ms (auth.me p95 ${figures.authMeP95Ms} ms)`,
    );
    return [figures, await httpAborts(api, upstream, database)] as const;
  });
  upstream.requests.splice(0);
  return { database, seedSeconds, firstToken: [templates, model], abort };
}

/** (e) on PGlite and, when it answers, on PostgreSQL; every process and database gone after. */
async function measureHttp(): Promise<HttpRun[]> {
  const upstream = await startOpenAiTestServer({ apiKey: UPSTREAM_KEY });
  const dataDir = mkdtempSync(join(tmpdir(), 'sprint-bench-ai-'));
  let emulator: AuthEmulator | undefined;
  try {
    emulator = await startAuthEmulator({ projectId: DEMO_PROJECT_ID, port: await freePort() });
    const host = emulator.host;
    const baseEnv = {
      [AUTH_EMULATOR_OPT_IN]: '1',
      FIREBASE_AUTH_EMULATOR_HOST: host,
      FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
    };
    const runs = [await measureHttpOn('PGlite', { ...baseEnv, DATA_DIR: dataDir }, host, upstream)];
    const onPostgres = await withPostgres((url) =>
      measureHttpOn(
        'PostgreSQL',
        { ...baseEnv, DATA_DIR: join(dataDir, 'pg-run'), DATABASE_URL: url },
        host,
        upstream,
      ),
    );
    if (onPostgres) runs.push(onPostgres);
    return runs;
  } finally {
    await emulator?.stop();
    await upstream.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- Run -------------------------------------------------------------------------------------

const startedAt = performance.now();
const server = await startOpenAiTestServer({ apiKey: 'sk-bench' });
const connection: AiConnection = {
  baseUrl: server.baseUrl,
  model: 'bench-modell',
  apiKey: 'sk-bench',
};
let templates: FirstToken[];
let upstream: FirstToken[];
let aborts: AbortFigures[];
let memory: MemoryFigures[];
let http: HttpRun[] = [];
try {
  console.log('(a) Erstes Token im Vorlagen-Modus …');
  templates = await measureTemplates();
  console.log('(b) Erstes Token gegen den OpenAI-kompatiblen Test-Server …');
  upstream = await measureUpstream(server, connection);
  console.log('(c) Abbruch …');
  aborts = await measureAborts(server, connection);
  console.log(`(d) Speicher über ${MEMORY_CHATS.toLocaleString('de-DE')} Chats …`);
  memory = await measureMemories(server, connection);
} finally {
  await server.close();
}
if (HTTP) {
  console.log(
    `(e) Ende zu Ende: POST ${CHAT_PATH} des API-Servers (Kindprozess), ${HTTP_CHATS} Chats je Weg …`,
  );
  http = await measureHttp();
}
const totalSeconds = (performance.now() - startedAt) / 1000;

const dash = (value: number | null) => (value === null ? '' : value);
console.log(
  `\nKI-Benchmark — ${CHATS} Chats je Weg in Wellen zu ${CONCURRENCY} (plus eine Aufwärmwelle), Node ${process.version}; Zeiten in ms ab dem Aufruf`,
);
console.log(
  `Test-Server: eigenes erstes Token nach ${UPSTREAM_FIRST_TOKEN_MS} ms, dann 4 Zeichen alle 10 ms; Aufschlag = erstes Token beim Verbraucher − eigenes erstes Token des Servers (Anfrage angekommen → erster Chunk geschrieben)\n`,
);
console.table(
  [...templates, ...upstream].map((row) => ({
    Weg: row.path,
    'erstes Token p50': row.firstTokenP50Ms,
    'erstes Token p95': row.firstTokenP95Ms,
    'Server selbst p50': dash(row.upstreamP50Ms),
    'Aufschlag p50': dash(row.overheadP50Ms),
    'Aufschlag p95': dash(row.overheadP95Ms),
  })),
);
console.log(
  `\nAbbruch nach dem zweiten Text-Stück, ${CONCURRENCY} Streams gleichzeitig, ${ABORT_ROUNDS} Runden: ms bis der Test-Server das Schließen der Verbindung sieht\n`,
);
console.table(
  aborts.map((row) => ({
    Weg: row.path,
    Abbrüche: row.aborts,
    'p50 ms': row.closedP50Ms,
    'p95 ms': row.closedP95Ms,
    'max ms': row.closedMaxMs,
    'alle vor Stream-Ende': row.allClosedEarly ? 'ja' : 'NEIN',
    'danach offen': row.openAfterwards,
  })),
);
console.log(
  `\nSpeicher über ${MEMORY_CHATS.toLocaleString('de-DE')} Chats in Wellen zu ${CONCURRENCY} ohne Pausen: heapUsed nach voller Speicherbereinigung\n`,
);
console.table(
  memory.map((row) => ({
    Weg: row.path,
    [`Heap MB nach ${MEMORY_BASE_CHATS} Chats`]: row.heapAfterBaseMb,
    [`Heap MB nach ${row.chats} Chats`]: row.heapAfterAllMb,
    Zuwachs: `${(row.growth * 100).toFixed(1)} %`,
    'RSS MB danach': row.rssAfterAllMb,
  })),
);

if (HTTP) {
  console.log(
    `\nEnde zu Ende: POST ${CHAT_PATH} als ${EMPLOYEE} (Sprint Demo GmbH), ${HTTP_CHATS} neue Unterhaltungen je Weg in Wellen zu ${CONCURRENCY} (nach ${HTTP_WARMUP_WAVES} Aufwärmwellen des frisch gestarteten Servers), jede bis zum Ende gelesen; Zeiten in ms ab der Anfrage bis zum ersten text-delta-Ereignis. Daneben nach jeder Welle ${CONCURRENCY} gleichzeitige auth.me (ganze Antwort); Test-Server wie in (b)\n`,
  );
  console.table(
    http.flatMap((run) =>
      run.firstToken.map((row) => ({
        Weg: row.path,
        'erstes Token p50': row.firstTokenP50Ms,
        'erstes Token p95': row.firstTokenP95Ms,
        'Server selbst p50': dash(row.upstreamP50Ms),
        'Aufschlag p50': dash(row.overheadP50Ms),
        'Aufschlag p95': dash(row.overheadP95Ms),
        'auth.me p50': row.authMeP50Ms,
        'auth.me p95': row.authMeP95Ms,
      })),
    ),
  );
  console.log(
    `\nAbbruch über HTTP: der Client bricht ${CONCURRENCY} Streams gleichzeitig nach dem ersten Text-Stück ab, ${HTTP_ABORT_ROUNDS} Runden: ms bis der Test-Server das Schließen der Anfrage des API-Servers sieht\n`,
  );
  console.table(
    http.map(({ abort: row }) => ({
      Weg: row.path,
      Abbrüche: row.aborts,
      'p50 ms': row.closedP50Ms,
      'p95 ms': row.closedP95Ms,
      'max ms': row.closedMaxMs,
      'alle vor Stream-Ende': row.allClosedEarly ? 'ja' : 'NEIN',
      'danach offen': row.openAfterwards,
    })),
  );
}

const sprintTemplates = templates[1];
const sprintUpstream = upstream[1];
const sprintAborts = aborts[1];
if (!sprintTemplates || !sprintUpstream || !sprintAborts) throw new Error('Messung fehlt');
const goals = [
  {
    goal: `(a) Vorlagen-Modus: erstes Token p95 ≤ ${GOALS.firstTokenP95Ms} ms`,
    measured: `${sprintTemplates.firstTokenP95Ms} ms`,
    met: sprintTemplates.firstTokenP95Ms <= GOALS.firstTokenP95Ms,
  },
  {
    goal: `(b) Test-Server: Aufschlag aufs erste Token p95 ≤ ${GOALS.overheadP95Ms} ms`,
    measured: `${sprintUpstream.overheadP95Ms} ms`,
    met: (sprintUpstream.overheadP95Ms ?? Infinity) <= GOALS.overheadP95Ms,
  },
  {
    goal: `(c) Abbruch erreicht den Upstream: p95 ≤ ${GOALS.abortP95Ms} ms, jeder vor Stream-Ende`,
    measured: `${sprintAborts.closedP95Ms} ms${sprintAborts.allClosedEarly ? '' : ', nicht alle vor Stream-Ende'}`,
    met:
      sprintAborts.closedP95Ms <= GOALS.abortP95Ms &&
      sprintAborts.allClosedEarly &&
      sprintAborts.openAfterwards === 0,
  },
  ...memory.map((row) => ({
    goal: `(d) Speicher flach über ${row.chats} Chats (${row.path}): Zuwachs < ${GOALS.heapGrowth * 100} %`,
    measured: `${(row.growth * 100).toFixed(1)} %`,
    met: row.growth < GOALS.heapGrowth,
  })),
  ...http.flatMap((run) => {
    const [overHttpTemplates, overHttpModel] = run.firstToken;
    if (!overHttpTemplates || !overHttpModel) throw new Error('Messung über HTTP fehlt');
    return [
      {
        goal: `(e) HTTP, ${run.database}, Vorlagen-Modus: erstes Token p95 ≤ ${GOALS.firstTokenP95Ms} ms`,
        measured: `${overHttpTemplates.firstTokenP95Ms} ms`,
        met: overHttpTemplates.firstTokenP95Ms <= GOALS.firstTokenP95Ms,
      },
      {
        goal: `(e) HTTP, ${run.database}, Test-Server: Aufschlag aufs erste Token p95 ≤ ${GOALS.overheadP95Ms} ms`,
        measured: `${overHttpModel.overheadP95Ms} ms`,
        met: (overHttpModel.overheadP95Ms ?? Infinity) <= GOALS.overheadP95Ms,
      },
      {
        goal: `(e) HTTP, ${run.database}: Abbruch erreicht den Upstream p95 ≤ ${GOALS.abortP95Ms} ms, jeder vor Stream-Ende`,
        measured: `${run.abort.closedP95Ms} ms${run.abort.allClosedEarly ? '' : ', nicht alle vor Stream-Ende'}`,
        met:
          run.abort.closedP95Ms <= GOALS.abortP95Ms &&
          run.abort.allClosedEarly &&
          run.abort.openAfterwards === 0,
      },
    ];
  }),
];
console.log('');
for (const entry of goals) {
  console.log(`${entry.met ? 'PASS' : 'FAIL'}  ${entry.goal} — gemessen ${entry.measured}`);
}
console.log(`Dauer: ${totalSeconds.toFixed(0)} s`);
writeResults('ai', {
  chats: CHATS,
  concurrency: CONCURRENCY,
  upstreamFirstTokenMs: UPSTREAM_FIRST_TOKEN_MS,
  abortRounds: ABORT_ROUNDS,
  totalSeconds: Math.round(totalSeconds),
  firstToken: [...templates, ...upstream],
  aborts,
  memory,
  http: HTTP
    ? {
        chats: HTTP_CHATS,
        warmupWaves: HTTP_WARMUP_WAVES,
        abortRounds: HTTP_ABORT_ROUNDS,
        employee: EMPLOYEE,
        customerId: CUSTOMER,
        runs: http,
      }
    : null,
  goals,
});
if (goals.some((entry) => !entry.met)) process.exitCode = 1;
