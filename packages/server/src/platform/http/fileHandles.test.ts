import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/fixtures';
import { startTestServer, type TestServer } from '../../../test/httpServer';
import { storeFile } from '../storage/fixtures';

/** The process's open file descriptors, as the kernel counts them. */
const openDescriptors = () => readdirSync('/proc/self/fd').length;

/**
 * Waits until the count is back at `baseline` (closing a socket or a file is asynchronous, not
 * garbage collection): what is still open after a few seconds is a leak.
 */
async function settledDescriptors(baseline: number) {
  for (let waited = 0; waited < 5000 && openDescriptors() > baseline; waited += 50) {
    await sleep(50);
  }
  return openDescriptors();
}

type Abort = 'before the answer' | 'after the headers' | 'during the body';

/** A viewer that seeks: it asks for a range and goes away at `abort`. */
function abortedRead(url: string, range: string, abort: Abort, afterBytes: number) {
  return new Promise<void>((resolve) => {
    const req = request(url, { headers: range ? { range } : {}, agent: false });
    const done = () => resolve();
    req.on('error', done);
    req.on('close', done);
    if (abort === 'before the answer') {
      // Gone once the request is on the wire, while the server opens the file.
      req.on('finish', () => setImmediate(() => req.destroy()));
    }
    req.on('response', (res: IncomingMessage) => {
      res.on('error', done);
      if (abort === 'after the headers') return req.destroy();
      let received = 0;
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received >= afterBytes) req.destroy();
      });
      res.on('end', done);
    });
    req.end();
  });
}

describe('stored files are closed however their reader goes (no descriptor left to the garbage collector)', () => {
  let server: TestServer;
  let url: string;
  const size = 2 * 1024 * 1024;
  const content = randomBytes(size);
  content.write('\x00\x00\x00\x18ftypisom', 0, 'latin1');

  beforeAll(async () => {
    server = await startTestServer();
    const customer = await createCustomer(server.db);
    const path = await storeFile(server, customer.id, 'clip.mp4', content, 'video/mp4');
    url = `${server.url}${server.storage.downloadUrl(path)}`;
  });
  afterAll(() => server.stop());

  it('1,000 range reads aborted at random points leave no file open', async () => {
    // One read first: whatever the server opens once and keeps (its database, its pools) is open
    // before the count starts.
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(content)).toBe(true);
    await sleep(100);
    const baseline = openDescriptors();

    const aborts: Abort[] = ['before the answer', 'after the headers', 'during the body'];
    // 20 viewers at a time, as a page full of players would.
    for (let batch = 0; batch < 50; batch++) {
      await Promise.all(
        Array.from({ length: 20 }, () => {
          const start = Math.floor(Math.random() * (size - 1));
          const end =
            Math.random() < 0.3 ? '' : String(start + Math.floor(Math.random() * (size - start)));
          const abort = aborts[Math.floor(Math.random() * aborts.length)] ?? 'during the body';
          return abortedRead(
            url,
            `bytes=${start}-${end}`,
            abort,
            Math.floor(Math.random() * 65536),
          );
        }),
      );
    }

    expect(await settledDescriptors(baseline)).toBeLessThanOrEqual(baseline);
    // Whole reads and HEADs, aborted or not, the same.
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        abortedRead(url, '', aborts[index % aborts.length] ?? 'during the body', 100_000),
      ),
    );
    await Promise.all(
      Array.from({ length: 20 }, () => fetch(url, { method: 'HEAD' }).then((r) => r.status)),
    );
    expect(await settledDescriptors(baseline)).toBeLessThanOrEqual(baseline);

    // And the server still answers every kind of read after all of that.
    const ranged = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(content.subarray(100, 200))).toBe(true);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(size));
    expect(await settledDescriptors(baseline)).toBeLessThanOrEqual(baseline);
  });
});
