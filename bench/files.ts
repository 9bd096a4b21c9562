/**
 * `npm run bench:files`: a 1 GB video uploaded to Sprint's server and read back, side by side
 * with a bare node:http file server on the same disk (baselineFilesServer.ts). Both run as child
 * processes (bench/filesServer.ts), so each one's memory is its own; this process is the HTTP
 * client of both and runs them alternately (Basis, Sprint, Basis, Sprint, … for `BENCH_ROUNDS`)
 * so both see the same machine.
 *
 * Per round and side: `BENCH_FILE_MB` MiB (default 1024) uploaded as 8 MiB parts
 * (`BENCH_PARALLEL` in flight, default 1) and completed — timed as a whole; then
 * `BENCH_RANGES` (default 200) random 1 MiB ranges (`Range: bytes=a-b`, the same ones on both
 * sides, each checked for 206, length and content) and one full sequential read. The server's
 * RSS is taken after a warm-up and garbage collection, and its peak during the upload and
 * during the reads. The data is one random 8 MiB buffer (with an MP4 `ftyp` box at bytes 4–8,
 * or Sprint refuses the file) sent again and again: this process never holds 1 GB either.
 * MB here is MiB. Throughput is the best round per side, p95 the best round, memory the worst.
 * `BENCH_PROFILE_DIR=<folder>`: both servers write V8 CPU profiles there (`--cpu-prof`), to see
 * where the time goes; the figures of such a run are not the ones to compare.
 * Goal (issue "Trainings and clips"): a 1 GB upload raises the server's memory by < 100 MB.
 * A benchmark, not a test: it prints tables and writes JSON to bench/results/.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeResults } from './shared';

const here = dirname(fileURLToPath(import.meta.url));
const MiB = 1024 * 1024;
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 1024);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 1);
const RANGES = Number(process.env.BENCH_RANGES ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const RANGE_BYTES = MiB;
const WARMUP_MB = Math.min(16, FILE_MB);
const WARMUP_RANGES = 20;
const GOAL_RISE_MB = 100;
/** Where the servers' V8 CPU profiles go (`--cpu-prof`), when set: to see where time goes. */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

if (
  !Number.isInteger(FILE_MB) ||
  FILE_MB < 2 ||
  FILE_MB > 2048 ||
  !Number.isInteger(PARALLEL) ||
  PARALLEL < 1 ||
  !Number.isInteger(RANGES) ||
  RANGES < 10 ||
  !Number.isInteger(ROUNDS) ||
  ROUNDS < 1
) {
  throw new Error(
    'BENCH_FILE_MB muss 2–2048 sein (Sprint nimmt Videos bis 2 GB), BENCH_PARALLEL ≥ 1, BENCH_RANGES ≥ 10, BENCH_ROUNDS ≥ 1 (ganze Zahlen).',
  );
}

/** Sprint's part size (uploads.ts PART_SIZE); the baseline gets the same parts. */
const PART = 8 * MiB;
const data = randomBytes(PART);
// An MP4 begins with a `ftyp` box: size, then the type at bytes 4–8.
data.writeUInt32BE(32, 0);
data.write('ftypisom', 4, 'latin1');

// ---- HTTP client: the same for both servers -------------------------------------------------

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

type Reply = { status: number; headers: Record<string, unknown>; bytes: number; body: Buffer };

/** One request; the answer's body kept (`keep`) or only counted. */
function send(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string | number>; body?: Buffer; keep?: boolean } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, agent, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (options.keep) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body) {
      req.setHeader('Content-Length', options.body.length);
      req.end(options.body);
    } else req.end();
  });
}

function expectStatus(reply: Reply, status: number, what: string) {
  if (reply.status !== status) {
    throw new Error(
      `${what}: HTTP ${reply.status} statt ${status} ${reply.body.toString('utf8', 0, 300)}`,
    );
  }
}

// ---- the servers ----------------------------------------------------------------------------

type Side = 'Sprint' | 'Basis';

type Server = {
  side: Side;
  child: ChildProcess;
  port: number;
  call: <T>(message: Record<string, unknown>) => Promise<T>;
};

async function startServer(side: Side, dir: string): Promise<Server> {
  mkdirSync(dir, { recursive: true });
  // The same Node as this process; `--expose-gc` lets a phase start from a collected heap.
  const child = fork(
    join(here, 'filesServer.ts'),
    [side === 'Sprint' ? 'sprint' : 'baseline', dir],
    {
      execPath: process.execPath,
      execArgv: [
        '--expose-gc',
        ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(PROFILE_DIR, side)}`] : []),
        '--import',
        'tsx',
      ],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${side}: Server startet nicht`)), 120_000);
    child.once('exit', (code) => reject(new Error(`${side}: Server endete mit ${code}`)));
    child.on(
      'message',
      (message: {
        type?: string;
        port?: number;
        id?: number;
        ok?: boolean;
        result?: unknown;
        error?: string;
      }) => {
        if (message.type === 'ready' && message.port) {
          clearTimeout(timer);
          resolve(message.port);
          return;
        }
        const waiting = message.id === undefined ? undefined : pending.get(message.id);
        if (!waiting || message.id === undefined) return;
        pending.delete(message.id);
        if (message.ok) waiting.resolve(message.result);
        else waiting.reject(new Error(`${side}: ${message.error}`));
      },
    );
  });
  child.once('exit', (code) => {
    for (const waiting of pending.values())
      waiting.reject(new Error(`${side}: Server endete mit ${code}`));
    pending.clear();
  });
  return {
    side,
    child,
    port,
    call: <T>(message: Record<string, unknown>) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ ...message, id });
      }),
  };
}

async function stopServer(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

type Memory = {
  beforeRss: number;
  peakRss: number;
  sampledPeakRss: number;
  kernelPeakRss: number | null;
  beforeHeapUsed: number;
  peakHeapUsed: number;
  beforeExternal: number;
  peakExternal: number;
};

// ---- one round ------------------------------------------------------------------------------

type Upload = { downloadPath: string; remove: string; completeSeconds: number };

/** Uploads `mb` MiB in 8 MiB parts, `PARALLEL` in flight, and completes: the file's URL. */
async function upload(server: Server, mb: number): Promise<Upload> {
  const bytes = mb * MiB;
  const partCount = Math.ceil(bytes / PART);
  const partBody = (n: number) => data.subarray(0, Math.min(PART, bytes - (n - 1) * PART));
  let partPath: (n: number) => string;
  let complete: () => Promise<Omit<Upload, 'completeSeconds'>>;
  if (server.side === 'Sprint') {
    const ticket = await server.call<{ uploadId: string; partUrl: string; partCount: number }>({
      type: 'create',
      bytes,
    });
    if (ticket.partCount !== partCount)
      throw new Error(`Sprint: ${ticket.partCount} Teile statt ${partCount}`);
    partPath = (n) => `${ticket.partUrl}&part=${n}`;
    complete = async () => {
      const file = await server.call<{ path: string; downloadUrl: string }>({
        type: 'complete',
        uploadId: ticket.uploadId,
      });
      return { downloadPath: file.downloadUrl, remove: file.path };
    };
  } else {
    const id = randomUUID();
    partPath = (n) => `/upload/${id}/${n}`;
    complete = async () => {
      const reply = await send(server.port, 'POST', `/complete/${id}`, { keep: true });
      expectStatus(reply, 200, 'Basis: Abschluss');
      return {
        downloadPath: (JSON.parse(reply.body.toString('utf8')) as { downloadUrl: string })
          .downloadUrl,
        remove: id,
      };
    };
  }
  let next = 1;
  const worker = async () => {
    for (let n = next++; n <= partCount; n = next++) {
      const reply = await send(server.port, 'PUT', partPath(n), { body: partBody(n), keep: true });
      expectStatus(reply, 200, `${server.side}: Teil ${n}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, partCount) }, worker));
  const completing = performance.now();
  const file = await complete();
  return { ...file, completeSeconds: (performance.now() - completing) / 1000 };
}

/** A small deterministic generator: both sides read the same ranges in a round. */
function randomOffsets(seed: number, count: number, max: number) {
  let state = seed >>> 0;
  return Array.from({ length: count }, () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * max);
  });
}

/** What bytes `start`… of the uploaded file are: the 8 MiB buffer, repeated. */
function matches(body: Buffer, start: number) {
  for (let at = 0; at < body.length;) {
    const inPart = (start + at) % PART;
    const length = Math.min(PART - inPart, body.length - at);
    if (!body.subarray(at, at + length).equals(data.subarray(inPart, inPart + length)))
      return false;
    at += length;
  }
  return true;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function readRanges(server: Server, path: string, fileBytes: number, offsets: number[]) {
  const latencies: number[] = [];
  const started = performance.now();
  for (const start of offsets) {
    const end = start + RANGE_BYTES - 1;
    const began = performance.now();
    const reply = await send(server.port, 'GET', path, {
      headers: { Range: `bytes=${start}-${end}` },
      keep: true,
    });
    latencies.push(performance.now() - began);
    expectStatus(reply, 206, `${server.side}: Bereich ${start}-${end}`);
    if (
      reply.bytes !== RANGE_BYTES ||
      reply.headers['content-range'] !== `bytes ${start}-${end}/${fileBytes}`
    ) {
      throw new Error(
        `${server.side}: Bereich ${start}-${end} kam mit ${reply.bytes} Bytes, ${String(reply.headers['content-range'])}`,
      );
    }
    if (!matches(reply.body, start))
      throw new Error(`${server.side}: Bereich ${start}-${end} hat falschen Inhalt`);
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    mbPerSecond: (offsets.length * RANGE_BYTES) / MiB / seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
  };
}

async function readWhole(server: Server, path: string, fileBytes: number) {
  const started = performance.now();
  const reply = await send(server.port, 'GET', path);
  const seconds = (performance.now() - started) / 1000;
  expectStatus(reply, 200, `${server.side}: ganze Datei`);
  if (reply.bytes !== fileBytes)
    throw new Error(`${server.side}: ganze Datei hat ${reply.bytes} statt ${fileBytes} Bytes`);
  return fileBytes / MiB / seconds;
}

/** Dirty pages of the previous run written out: each upload starts on a quiet disk. */
function flushDisk() {
  try {
    execFileSync('sync');
  } catch {
    // Without `sync` (not Linux), the alternation alone has to even it out.
  }
}

type Round = {
  round: number;
  side: Side;
  uploadMbPerSecond: number;
  uploadSeconds: number;
  completeSeconds: number;
  rangeMbPerSecond: number;
  rangeP50Ms: number;
  rangeP95Ms: number;
  wholeMbPerSecond: number;
  uploadMemory: Memory;
  readMemory: Memory;
};

async function measureRound(server: Server, round: number): Promise<Round> {
  const fileBytes = FILE_MB * MiB;
  flushDisk();
  await server.call({ type: 'reset' });
  const started = performance.now();
  const file = await upload(server, FILE_MB);
  const uploadSeconds = (performance.now() - started) / 1000;
  const uploadMemory = await server.call<Memory>({ type: 'memory' });

  await server.call({ type: 'reset' });
  const ranges = await readRanges(
    server,
    file.downloadPath,
    fileBytes,
    randomOffsets(round + 1, RANGES, fileBytes - RANGE_BYTES),
  );
  const wholeMbPerSecond = await readWhole(server, file.downloadPath, fileBytes);
  const readMemory = await server.call<Memory>({ type: 'memory' });
  await server.call({ type: 'remove', path: file.remove });
  return {
    round,
    side: server.side,
    uploadMbPerSecond: FILE_MB / uploadSeconds,
    uploadSeconds,
    completeSeconds: file.completeSeconds,
    rangeMbPerSecond: ranges.mbPerSecond,
    rangeP50Ms: ranges.p50Ms,
    rangeP95Ms: ranges.p95Ms,
    wholeMbPerSecond,
    uploadMemory,
    readMemory,
  };
}

/** JIT, first database queries, file handles: a small upload and a few reads, not measured. */
async function warmUp(server: Server) {
  const file = await upload(server, WARMUP_MB);
  await readRanges(
    server,
    file.downloadPath,
    WARMUP_MB * MiB,
    randomOffsets(0, WARMUP_RANGES, WARMUP_MB * MiB - RANGE_BYTES),
  );
  await readWhole(server, file.downloadPath, WARMUP_MB * MiB);
  await server.call({ type: 'remove', path: file.remove });
}

// ---- run ------------------------------------------------------------------------------------

const root = mkdtempSync(join(tmpdir(), 'sprint-bench-files-'));
const servers: Server[] = [];
const cleanUp = async () => {
  await Promise.all(servers.map(stopServer));
  rmSync(root, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

const rounds: Round[] = [];
try {
  const basis = await startServer('Basis', join(root, 'basis'));
  servers.push(basis);
  const sprint = await startServer('Sprint', join(root, 'sprint'));
  servers.push(sprint);
  await warmUp(basis);
  await warmUp(sprint);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const server of [basis, sprint]) {
      const result = await measureRound(server, round);
      rounds.push(result);
      console.log(
        `Runde ${round}, ${server.side}: Hochladen ${result.uploadMbPerSecond.toFixed(0)} MB/s, Bereiche ${result.rangeMbPerSecond.toFixed(0)} MB/s (p95 ${result.rangeP95Ms.toFixed(1)} ms), ganz ${result.wholeMbPerSecond.toFixed(0)} MB/s, Speicheranstieg ${((result.uploadMemory.peakRss - result.uploadMemory.beforeRss) / MiB).toFixed(1)} MB`,
      );
    }
  }
} finally {
  await cleanUp();
}

// ---- report ---------------------------------------------------------------------------------

const megabytes = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;
const rise = (memory: Memory, key: 'Rss' | 'HeapUsed' | 'External' = 'Rss') =>
  megabytes(memory[`peak${key}`] - memory[`before${key}`]);
const round1 = (value: number) => Math.round(value * 10) / 10;

function summarise(side: Side) {
  const own = rounds.filter((round) => round.side === side);
  const best = (pick: (round: Round) => number) => Math.max(...own.map(pick));
  const least = (pick: (round: Round) => number) => Math.min(...own.map(pick));
  const worst = (pick: (round: Round) => Memory) =>
    own.map(pick).reduce((a, b) => (rise(b) > rise(a) ? b : a));
  const upload = worst((round) => round.uploadMemory);
  const read = worst((round) => round.readMemory);
  return {
    uploadMbPerSecond: round1(best((round) => round.uploadMbPerSecond)),
    completeSeconds: Math.round(least((round) => round.completeSeconds) * 100) / 100,
    rangeMbPerSecond: round1(best((round) => round.rangeMbPerSecond)),
    rangeP50Ms: round1(least((round) => round.rangeP50Ms)),
    rangeP95Ms: round1(least((round) => round.rangeP95Ms)),
    wholeMbPerSecond: round1(best((round) => round.wholeMbPerSecond)),
    memory: {
      beforeMb: megabytes(upload.beforeRss),
      uploadPeakMb: megabytes(upload.peakRss),
      uploadRiseMb: rise(upload),
      uploadHeapRiseMb: rise(upload, 'HeapUsed'),
      uploadExternalRiseMb: rise(upload, 'External'),
      readPeakMb: megabytes(read.peakRss),
      readRiseMb: rise(read),
      kernelPeak: upload.kernelPeakRss !== null,
    },
  };
}

const sprint = summarise('Sprint');
const basis = summarise('Basis');
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

console.log(
  `\nDateien-Benchmark — ${FILE_MB} MB in Teilen zu 8 MB (${PARALLEL} gleichzeitig), ${RANGES} Bereiche zu 1 MB, ${ROUNDS} Runden je Seite abwechselnd, Node ${process.version}`,
);
console.log(
  'Durchsatz: beste Runde je Seite; Verhältnis Sprint ÷ Basis (Durchsatz: < 1 langsamer, Zeiten: > 1 langsamer)',
);
console.table(
  [
    ['Hochladen inkl. Abschluss (MB/s)', sprint.uploadMbPerSecond, basis.uploadMbPerSecond],
    ['davon Abschluss (s)', sprint.completeSeconds, basis.completeSeconds],
    ['Bereichs-Lesen (MB/s)', sprint.rangeMbPerSecond, basis.rangeMbPerSecond],
    ['Bereichs-Lesen p50 (ms)', sprint.rangeP50Ms, basis.rangeP50Ms],
    ['Bereichs-Lesen p95 (ms)', sprint.rangeP95Ms, basis.rangeP95Ms],
    ['Ganzes Lesen (MB/s)', sprint.wholeMbPerSecond, basis.wholeMbPerSecond],
  ].map(([name, a, b]) => ({
    Messung: name,
    Sprint: a,
    Basis: b,
    Verhältnis: ratio(Number(a), Number(b)),
  })),
);

console.log(
  `Speicher des Servers (RSS, MB; schlechteste Runde; Spitze aus ${sprint.memory.kernelPeak ? 'Kernel-Höchststand VmHWM und ' : ''}Stichproben alle 20 ms)`,
);
console.table(
  [
    ['RSS vorher', sprint.memory.beforeMb, basis.memory.beforeMb],
    ['Spitze beim Hochladen', sprint.memory.uploadPeakMb, basis.memory.uploadPeakMb],
    ['Anstieg beim Hochladen', sprint.memory.uploadRiseMb, basis.memory.uploadRiseMb],
    [
      '  davon JS-Heap (Stichproben)',
      sprint.memory.uploadHeapRiseMb,
      basis.memory.uploadHeapRiseMb,
    ],
    [
      '  davon Buffer/extern (Stichproben)',
      sprint.memory.uploadExternalRiseMb,
      basis.memory.uploadExternalRiseMb,
    ],
    ['Spitze beim Lesen', sprint.memory.readPeakMb, basis.memory.readPeakMb],
    ['Anstieg beim Lesen', sprint.memory.readRiseMb, basis.memory.readRiseMb],
  ].map(([name, a, b]) => ({ Messung: name, Sprint: a, Basis: b })),
);

const met = sprint.memory.uploadRiseMb < GOAL_RISE_MB;
console.log(
  `Ziel: Speicheranstieg des Servers bei 1 GB < ${GOAL_RISE_MB} MB — gemessen ${sprint.memory.uploadRiseMb} MB${
    FILE_MB === 1024 ? '' : ` (mit ${FILE_MB} MB statt 1 GB)`
  }: ${met ? 'erfüllt' : 'nicht erfüllt'}.`,
);

writeResults('files', {
  fileMb: FILE_MB,
  partMb: PART / MiB,
  parallel: PARALLEL,
  ranges: RANGES,
  rounds: ROUNDS,
  sprint,
  basis,
  goal: { riseBelowMb: GOAL_RISE_MB, measuredMb: sprint.memory.uploadRiseMb, met },
  perRound: rounds,
});
