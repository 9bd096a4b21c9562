/**
 * Where a server's time goes under load: its V8 CPU profile (`node --cpu-prof`), cut to the time
 * the load ran and summed by who spent it. V8 stamps samples with the monotonic clock
 * `process.hrtime` reads, so the window measured in the benchmark's process applies as it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type CallFrame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** The buckets a sample's own time is counted in, first match wins. */
const BUCKETS: [name: string, matches: (frame: CallFrame) => boolean][] = [
  ['idle (waiting for I/O)', (frame) => frame.functionName === '(idle)'],
  ['garbage collection', (frame) => frame.functionName === '(garbage collector)'],
  ['tRPC', (frame) => frame.url.includes('/node_modules/@trpc/')],
  ['superjson', (frame) => frame.url.includes('/node_modules/superjson/')],
  ['zod', (frame) => frame.url.includes('/node_modules/zod/')],
  [
    'drizzle-orm (query building, rows)',
    (frame) => frame.url.includes('/node_modules/drizzle-orm/'),
  ],
  ['pg driver', (frame) => /\/node_modules\/pg(-pool|-protocol|-types)?\//.test(frame.url)],
  [
    'PGlite (the database, in process)',
    // Its Postgres runs as WebAssembly, the only wasm in the server.
    (frame) => frame.url.includes('/@electric-sql/pglite/') || frame.url.startsWith('wasm://'),
  ],
  [
    'firebase-admin, jose',
    (frame) => /\/node_modules\/(firebase-admin|jose|jsonwebtoken)\//.test(frame.url),
  ],
  ['Sprint server code', (frame) => frame.url.includes('/packages/server/src/')],
  [
    'Request/Response objects (undici, web streams)',
    (frame) => /node:internal\/(deps\/undici|webstreams)/.test(frame.url),
  ],
  [
    'HTTP and sockets (node:http, streams, syscalls)',
    (frame) =>
      /node:(_http|net|internal\/(streams|stream_base_commons|http|fs\/sync_write_stream))/.test(
        frame.url,
      ) ||
      ['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String'].includes(
        frame.functionName,
      ),
  ],
  ['other Node.js internals', (frame) => frame.url.startsWith('node:')],
];

export type TimeShare = { spentOn: string; share: number; microsecondsPerRequest: number };

/** Reads the one profile a child wrote into `directory`. */
export function readProfile(directory: string): CpuProfile {
  const [file] = readdirSync(directory).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`Kein CPU-Profil in ${directory}`);
  return JSON.parse(readFileSync(join(directory, file), 'utf8')) as CpuProfile;
}

/**
 * The profile's samples between `fromMicros` and `toMicros` (hrtime in µs), summed by bucket,
 * as shares of that time and as µs per request of the `requests` the load made.
 */
export function timeShares(
  profile: CpuProfile,
  fromMicros: number,
  toMicros: number,
  requests: number,
): TimeShare[] {
  const bucketOf = new Map<number, string>();
  for (const node of profile.nodes) {
    bucketOf.set(node.id, BUCKETS.find(([, matches]) => matches(node.callFrame))?.[0] ?? 'other');
  }
  const spent = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((nodeId, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < fromMicros || at > toMicros) return;
    const delta = profile.timeDeltas[index] ?? 0;
    const bucket = bucketOf.get(nodeId) ?? 'other';
    spent.set(bucket, (spent.get(bucket) ?? 0) + delta);
    total += delta;
  });
  return [...spent]
    .sort(([, a], [, b]) => b - a)
    .map(([spentOn, micros]) => ({
      spentOn,
      share: micros / total,
      microsecondsPerRequest: Math.round(micros / Math.max(requests, 1)),
    }));
}
