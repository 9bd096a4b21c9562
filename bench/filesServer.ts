/**
 * The child process of `bench:files`: `filesServer.ts sprint <dir>` runs Sprint's HTTP server
 * (`createRequestListener`, PGlite and the local folder storage in `dir`, one company with one
 * user who uploads), `filesServer.ts baseline <dir>` the bare node:http floor
 * (baselineFilesServer.ts). Each loads only its own server, so its memory is its own.
 *
 * It measures its memory: `process.memoryUsage()` every 20 ms and, where Linux allows it, the
 * kernel's exact high-water mark (`VmHWM`, reset through `/proc/self/clear_refs`), so a peak
 * between two samples is not missed. bench/files.ts drives it over IPC:
 * `{ type: 'create', bytes }` → an upload ticket (Sprint: `createUpload`);
 * `{ type: 'complete', uploadId }` → `{ path, downloadUrl }` (Sprint: `completeUpload`);
 * `{ type: 'remove', path }` deletes a finished file (disk space between rounds);
 * `{ type: 'reset' }` collects garbage and starts a phase: RSS now is its "before";
 * `{ type: 'memory' }` → the phase's before and peak figures.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const [mode, dir] = process.argv.slice(2);
if ((mode !== 'sprint' && mode !== 'baseline') || !dir || !process.send) {
  throw new Error('Aufruf: fork(filesServer.ts, [sprint|baseline, Ordner]) mit IPC');
}

// ---- memory ---------------------------------------------------------------------------------

const HWM = /^VmHWM:\s+(\d+) kB$/m;

/** The kernel's peak RSS of this process since the last reset, or null off Linux. */
function kernelPeakRss(): number | null {
  try {
    const match = HWM.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Resets `VmHWM` to the current RSS (Linux ≥ 4.0); false where that is not allowed. */
function resetKernelPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

type Phase = {
  beforeRss: number;
  beforeHeapUsed: number;
  beforeExternal: number;
  peakRss: number;
  peakHeapUsed: number;
  peakExternal: number;
  kernelPeak: boolean;
};

let phase: Phase | null = null;

function sample() {
  if (!phase) return;
  const usage = process.memoryUsage();
  phase.peakRss = Math.max(phase.peakRss, usage.rss);
  phase.peakHeapUsed = Math.max(phase.peakHeapUsed, usage.heapUsed);
  phase.peakExternal = Math.max(phase.peakExternal, usage.external);
}
setInterval(sample, 20).unref();

const collectGarbage = (globalThis as { gc?: () => void }).gc;

async function startPhase() {
  // What the previous phase left for the collector is not this phase's.
  collectGarbage?.();
  collectGarbage?.();
  await new Promise((settle) => setTimeout(settle, 200));
  const usage = process.memoryUsage();
  phase = {
    beforeRss: usage.rss,
    beforeHeapUsed: usage.heapUsed,
    beforeExternal: usage.external,
    peakRss: usage.rss,
    peakHeapUsed: usage.heapUsed,
    peakExternal: usage.external,
    kernelPeak: resetKernelPeak(),
  };
  return { beforeRss: usage.rss };
}

function phaseMemory() {
  if (!phase) throw new Error('no phase started');
  sample();
  const kernel = phase.kernelPeak ? kernelPeakRss() : null;
  return {
    ...phase,
    sampledPeakRss: phase.peakRss,
    kernelPeakRss: kernel,
    peakRss: Math.max(phase.peakRss, kernel ?? 0),
  };
}

// ---- the server -----------------------------------------------------------------------------

type Handlers = {
  server: Server;
  create: (bytes: number) => Promise<unknown>;
  complete: (uploadId: string) => Promise<{ path: string; downloadUrl: string }>;
  remove: (path: string) => Promise<void>;
  close: () => Promise<void>;
};

async function sprint(root: string): Promise<Handlers> {
  const { loadConfig } = await import('../packages/server/src/platform/config');
  const { openDatabase, pgliteDirFor } =
    await import('../packages/server/src/platform/db/database');
  const { createLocalFileStorage } =
    await import('../packages/server/src/platform/storage/fileStorage');
  const { completeUpload, createUpload } =
    await import('../packages/server/src/platform/storage/uploads');
  const { createCustomer, createUser, identity } =
    await import('../packages/server/src/platform/identity/fixtures');
  const { silentPublisher } = await import('../packages/server/src/platform/realtime/publisher');
  const { createLogger } = await import('../packages/server/src/platform/log');
  const { createRequestListener } = await import('../packages/server/src/platform/http/server');
  const { appRouter } = await import('../packages/server/src/router');
  const { httpRoutes, registry } = await import('../packages/server/src/areas');
  const { videoUpload } = await import('../packages/server/src/areas/clips');
  const purposes = { video: videoUpload };

  const config = loadConfig({
    DATA_DIR: root,
    LOG_LEVEL: 'info',
    FILE_URL_SECRET: 'bench-files-secret',
    APP_ORIGIN: 'http://127.0.0.1',
    // Rounds of up to 2 GB each add up: the quota is not what is measured here.
    STORAGE_QUOTA_BYTES: String(1024 ** 4),
  });
  const database = await openDatabase({ pgliteDir: pgliteDirFor(root) });
  const storage = createLocalFileStorage({ root: config.filesDir, secret: config.fileUrlSecret });
  const customer = await createCustomer(database.db, { name: 'Bench Upload GmbH' });
  const user = await createUser(database.db, identity(), {
    memberships: [{ customer, role: 'admin' }],
    activeCustomer: customer,
  });
  const owner = { customerId: customer.id, userId: user.id };

  const server = createServer(
    createRequestListener({
      db: database.db,
      registry,
      router: appRouter,
      routes: httpRoutes,
      kind: database.kind,
      config,
      storage,
      // Every request is logged as in production; the lines go to the discarded stdout, warnings
      // and errors to stderr.
      log: createLogger('info', {}, (line) =>
        (line.includes('"level":"info"') ? process.stdout : process.stderr).write(`${line}\n`),
      ),
      realtime: silentPublisher,
      mailer: { send: async () => undefined },
      // Parts are authorised by their signed URL, downloads by theirs: nobody signs in here.
      verifyIdToken: async () => {
        throw new Error('bench:files: keine Anmeldung');
      },
    }),
  );
  server.keepAliveTimeout = 5_000;
  return {
    server,
    create: (bytes) =>
      createUpload(
        database.db,
        storage,
        config.fileUrlSecret,
        owner,
        {
          purpose: 'video',
          fileName: 'bench.mp4',
          contentType: 'video/mp4',
          bytes,
        },
        purposes,
        { quotaBytes: config.storageQuotaBytes },
      ),
    complete: async (uploadId) => {
      const file = await completeUpload(database.db, storage, owner, uploadId, purposes);
      return { path: file.path, downloadUrl: storage.downloadUrl(file.path) };
    },
    remove: (path) => storage.remove(path),
    close: () => database.close(),
  };
}

async function baseline(root: string): Promise<Handlers> {
  const { baselineFilePath, baselineFilesListener } = await import('./baselineFilesServer');
  return {
    server: createServer(baselineFilesListener(root)),
    // Over HTTP (`PUT /upload/<id>/<n>`, `POST /complete/<id>`): nothing to do here.
    create: async () => ({}),
    complete: async () => {
      throw new Error('the baseline completes over HTTP');
    },
    remove: (id) => rm(baselineFilePath(root, id), { force: true }),
    close: async () => undefined,
  };
}

const handlers = mode === 'sprint' ? await sprint(dir) : await baseline(dir);
await new Promise<void>((listening) => handlers.server.listen(0, '127.0.0.1', listening));

type Request =
  | { id: number; type: 'create'; bytes: number }
  | { id: number; type: 'complete'; uploadId: string }
  | { id: number; type: 'remove'; path: string }
  | { id: number; type: 'reset' }
  | { id: number; type: 'memory' };

async function answer(request: Request): Promise<unknown> {
  switch (request.type) {
    case 'create':
      return handlers.create(request.bytes);
    case 'complete':
      return handlers.complete(request.uploadId);
    case 'remove':
      return handlers.remove(request.path);
    case 'reset':
      return startPhase();
    case 'memory':
      return phaseMemory();
  }
}

process.on('message', (request: Request) => {
  answer(request).then(
    (result) => process.send?.({ id: request.id, ok: true, result }),
    (error: unknown) =>
      process.send?.({
        id: request.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});

async function stop() {
  handlers.server.closeAllConnections();
  await new Promise((closed) => handlers.server.close(closed));
  await handlers.close();
  process.exit(0);
}
process.once('disconnect', () => void stop());
process.once('SIGTERM', () => void stop());

process.send({ type: 'ready', port: (handlers.server.address() as AddressInfo).port });
