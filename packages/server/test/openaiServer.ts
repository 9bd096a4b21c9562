/**
 * A small OpenAI-compatible server on node:http (issue 25 §1), started by the tests and by
 * `npm run bench:ai`: the real path (`openAiCompatibleModel`, the AI SDK's fetch, SSE parsing)
 * runs against it over real HTTP, because no model can run on this machine. It answers
 * `POST /v1/chat/completions` streamed (`stream: true`, SSE chunks as OpenAI sends them, `[DONE]`
 * last) or as one `chat.completion` JSON, with the behaviour a test queued: a text paced in
 * chunks, an error status, or a stream that stalls. It records every request (what arrived, when
 * the first chunk left, when and by whom the connection closed), so a test can see that a stop in
 * the browser really reached the upstream.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OpenAiBehaviour =
  /** The text in chunks of `chunkSize` characters (default 4), `chunkDelayMs` apart. */
  | {
      kind: 'stream';
      text: string;
      /** Pause between chunks, ms (default 0). */
      chunkDelayMs?: number;
      /** Pause before the first chunk, ms (default 0): the model's own time to first token. */
      firstChunkDelayMs?: number;
      chunkSize?: number;
    }
  /** An OpenAI-style error (`{"error":{"message","type","code"}}`), or `body` as given. */
  | { kind: 'status'; status: 401 | 429 | 500; body?: unknown }
  /** Headers and `afterText` (if any) streamed, then nothing until the client goes. */
  | { kind: 'stall'; afterText?: string };

export type ChatMessage = { role: string; content: unknown };

/** The fields of a chat completion request that tests look at; the rest as sent. */
export type ChatCompletionRequest = {
  model?: string;
  messages?: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  [field: string]: unknown;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: { authorization: string | undefined };
  /** The parsed JSON body; null when there was none or it was not JSON. */
  body: ChatCompletionRequest | null;
  /** How it was answered: the behaviour's kind, or why none applied. */
  answer: OpenAiBehaviour['kind'] | 'unauthorized' | 'notFound' | 'badRequest';
  /** The content chunks written, in order. */
  chunks: string[];
  /** `performance.now()` of this process, ms: comparable with the client's in the same process. */
  receivedAt: number;
  /** When the first content chunk (or the whole JSON answer) was written. */
  firstChunkAt: number | null;
  /** When the server ended the response; null while it streams or stalls. */
  endedAt: number | null;
  /** When the connection of this request closed (or its response completed). */
  closedAt: number | null;
  /** The client went before the answer was complete (an abort reached the upstream). */
  closedBeforeEnd: boolean;
};

export type OpenAiTestServer = {
  /** E.g. `http://127.0.0.1:PORT/v1`, what `AI_BASE_URL` would hold. */
  baseUrl: string;
  /** Every request in the order it arrived. */
  requests: RecordedRequest[];
  /** Queues behaviours for the next requests, one each, in order; then the default applies. */
  next: (...behaviours: OpenAiBehaviour[]) => void;
  /** The behaviour when nothing is queued. */
  setDefault: (behaviour: OpenAiBehaviour) => void;
  /** Requests whose connection is still open (streaming, stalled, or waiting). */
  openRequests: () => number;
  /**
   * Resolves with the last `count` requests (those that arrive next, if fewer have arrived) once
   * each one's connection has closed; `closedBeforeEnd` says whether the client went first.
   * Rejects after `timeoutMs`.
   */
  waitForClosed: (count?: number, timeoutMs?: number) => Promise<RecordedRequest[]>;
  close: () => Promise<void>;
};

export type OpenAiTestServerOptions = {
  /** When set, requests without `Authorization: Bearer <apiKey>` get 401. */
  apiKey?: string;
  /** The behaviour when nothing is queued (default: a short German text, streamed at once). */
  defaultBehaviour?: OpenAiBehaviour;
};

const DEFAULT_BEHAVIOUR: OpenAiBehaviour = {
  kind: 'stream',
  text: 'Guten Tag! Hier antwortet das Test-Modell.',
};

const ERRORS: Record<number, { message: string; type: string; code: string }> = {
  400: { message: 'Invalid JSON body.', type: 'invalid_request_error', code: 'invalid_json' },
  401: {
    message: 'Incorrect API key provided.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
  404: { message: 'Unknown route.', type: 'invalid_request_error', code: 'unknown_url' },
  429: {
    message: 'Rate limit reached for requests.',
    type: 'requests',
    code: 'rate_limit_exceeded',
  },
  500: { message: 'The server had an error.', type: 'server_error', code: 'internal_error' },
};

/** Splits by code points, so an umlaut or an emoji is never cut in half. */
function chunksOf(text: string, size: number): string[] {
  const characters = Array.from(text);
  const chunks: string[] = [];
  for (let index = 0; index < characters.length; index += size) {
    chunks.push(characters.slice(index, index + size).join(''));
  }
  return chunks;
}

const tokens = (text: string) => Math.ceil(text.length / 4);

function promptTokens(body: ChatCompletionRequest | null): number {
  const messages = body?.messages ?? [];
  return tokens(messages.map((message) => JSON.stringify(message.content)).join(''));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    const done = () => resolve(Buffer.concat(parts).toString('utf8'));
    req.on('end', done);
    // A client that goes while sending: what arrived; the answer then goes nowhere.
    req.on('close', done);
    req.on('error', reject);
  });
}

export async function startOpenAiTestServer(
  options: OpenAiTestServerOptions = {},
): Promise<OpenAiTestServer> {
  const requests: RecordedRequest[] = [];
  const queue: OpenAiBehaviour[] = [];
  let fallback = options.defaultBehaviour ?? DEFAULT_BEHAVIOUR;
  /** Woken whenever a request arrives or closes (waitForClosed). */
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  function sendJson(res: ServerResponse, record: RecordedRequest, status: number, body: unknown) {
    const payload = JSON.stringify(body);
    record.firstChunkAt = performance.now();
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
    });
    res.end(payload);
    record.endedAt = performance.now();
  }

  function sendError(res: ServerResponse, record: RecordedRequest, status: number, body?: unknown) {
    sendJson(res, record, status, body ?? { error: ERRORS[status] ?? ERRORS[500] });
  }

  function stream(
    res: ServerResponse,
    record: RecordedRequest,
    behaviour: Extract<OpenAiBehaviour, { kind: 'stream' | 'stall' }>,
  ) {
    const request = record.body ?? {};
    const id = `chatcmpl-test-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const model = request.model ?? 'test-model';
    const event = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (content: string) => {
      record.firstChunkAt ??= performance.now();
      record.chunks.push(content);
      event({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [
          { index: 0, delta: { role: 'assistant', content }, finish_reason: null, logprobs: null },
        ],
      });
    };
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.flushHeaders();

    if (behaviour.kind === 'stall') {
      // Something arrives, then silence: the connection stays open until the client goes.
      for (const part of chunksOf(behaviour.afterText ?? '', 4)) chunk(part);
      return;
    }

    const text = behaviour.text;
    const parts = chunksOf(text, Math.max(1, behaviour.chunkSize ?? 4));
    let timer: ReturnType<typeof setTimeout> | undefined;
    res.on('close', () => clearTimeout(timer));
    let index = 0;
    const finish = () => {
      event({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [{ index: 0, delta: {}, finish_reason: 'stop', logprobs: null }],
        ...(request.stream_options?.include_usage
          ? {
              usage: {
                prompt_tokens: promptTokens(record.body),
                completion_tokens: tokens(text),
                total_tokens: promptTokens(record.body) + tokens(text),
              },
            }
          : {}),
      });
      res.end('data: [DONE]\n\n');
      record.endedAt = performance.now();
    };
    const step = () => {
      if (res.destroyed) return;
      const part = parts[index++];
      if (part === undefined) return finish();
      chunk(part);
      timer = setTimeout(step, behaviour.chunkDelayMs ?? 0);
    };
    timer = setTimeout(step, behaviour.firstChunkDelayMs ?? 0);
  }

  function answerWhole(
    res: ServerResponse,
    record: RecordedRequest,
    behaviour: Extract<OpenAiBehaviour, { kind: 'stream' }>,
  ) {
    const text = behaviour.text;
    const timer = setTimeout(() => {
      record.chunks.push(text);
      sendJson(res, record, 200, {
        id: `chatcmpl-test-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: record.body?.model ?? 'test-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: {
          prompt_tokens: promptTokens(record.body),
          completion_tokens: tokens(text),
          total_tokens: promptTokens(record.body) + tokens(text),
        },
      });
    }, behaviour.firstChunkDelayMs ?? 0);
    res.on('close', () => clearTimeout(timer));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://localhost').pathname,
      headers: { authorization: req.headers.authorization },
      body: null,
      answer: 'notFound',
      chunks: [],
      receivedAt: performance.now(),
      firstChunkAt: null,
      endedAt: null,
      closedAt: null,
      closedBeforeEnd: false,
    };
    requests.push(record);
    res.on('close', () => {
      record.closedAt = performance.now();
      record.closedBeforeEnd = record.endedAt === null;
      notify();
    });
    notify();

    const raw = await readBody(req);
    if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      record.answer = 'unauthorized';
      return sendError(res, record, 401);
    }
    if (record.method !== 'POST' || record.path !== '/v1/chat/completions') {
      return sendError(res, record, 404);
    }
    try {
      record.body = JSON.parse(raw) as ChatCompletionRequest;
    } catch {
      record.answer = 'badRequest';
      return sendError(res, record, 400);
    }

    const behaviour = queue.shift() ?? fallback;
    record.answer = behaviour.kind;
    if (behaviour.kind === 'status')
      return sendError(res, record, behaviour.status, behaviour.body);
    if (record.body.stream === true) return stream(res, record, behaviour);
    // Not streamed and stalled: no answer at all until the client goes.
    if (behaviour.kind === 'stall') return;
    answerWhole(res, record, behaviour);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  // Many short chats in a row on one keep-alive connection each (the benchmark).
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function waitForClosed(count = 1, timeoutMs = 5000): Promise<RecordedRequest[]> {
    const firstIndex = Math.max(0, requests.length - count);
    return new Promise((resolve, reject) => {
      const check = () => {
        const targets = requests.slice(firstIndex, firstIndex + count);
        if (targets.length === count && targets.every((record) => record.closedAt !== null)) {
          finish();
          resolve(targets);
        }
      };
      const timer = setTimeout(() => {
        finish();
        const closed = requests
          .slice(firstIndex, firstIndex + count)
          .filter((record) => record.closedAt !== null).length;
        reject(new Error(`Nach ${timeoutMs} ms sind ${closed} von ${count} Anfragen geschlossen.`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });
  }

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    next: (...behaviours) => {
      queue.push(...behaviours);
    },
    setDefault: (behaviour) => {
      fallback = behaviour;
    },
    openRequests: () => requests.filter((record) => record.closedAt === null).length,
    waitForClosed,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
