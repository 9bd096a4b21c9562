import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/s3';
import { createLocalFileStorage, type FileStorage } from './fileStorage';
import { createS3FileStorage } from './s3FileStorage';

const SECRET = 'test-secret';
/** S3's smallest part (but the last) is 5 MiB. */
const PART = 5 * 1024 * 1024;

const bytes = (length: number) => randomBytes(length);

/** A body that sends `sent` bytes and then breaks off, like a dropped connection. */
function droppedAfter(content: Buffer, sent: number) {
  return new Readable({
    read() {
      this.push(content.subarray(0, sent));
      this.destroy(new Error('Verbindung unterbrochen'));
    },
  });
}

async function text(stream: Readable | null) {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const backends: [string, () => Promise<{ storage: FileStorage; stop: () => Promise<void> }>][] = [
  [
    'local folder',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'sprint-files-'));
      return {
        storage: createLocalFileStorage({ root: join(root, 'files'), secret: SECRET }),
        stop: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3-compatible server',
    async () => {
      const s3: LocalS3 = await startLocalS3();
      return { storage: createS3FileStorage(s3.settings, SECRET), stop: s3.stop };
    },
  ],
];

describe.each(backends)('file storage: %s', (_name, open) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await open());
  });
  afterAll(() => stop());

  it('writes, reads, sizes and removes a file', async () => {
    const path = 'customers/c1/logo.png';
    await storage.write(path, Buffer.from('logo'));
    expect((await storage.read(path))?.toString()).toBe('logo');
    expect(await storage.stat(path)).toEqual({ bytes: 4 });
    await storage.remove(path);
    expect(await storage.read(path)).toBeNull();
    expect(await storage.stat(path)).toBeNull();
    expect(await storage.readStream(path)).toBeNull();
    await storage.remove(path);
  });

  it('streams a byte range', async () => {
    const path = 'customers/c1/videos/range.mp4';
    const content = bytes(100_000);
    await storage.write(path, content);
    expect(await text(await storage.readStream(path, { start: 1000, end: 1999 }))).toEqual(
      content.subarray(1000, 2000),
    );
    expect(await text(await storage.readStream(path, { start: 99_990, end: 99_999 }))).toEqual(
      content.subarray(99_990),
    );
    expect(await text(await storage.readStream(path))).toEqual(content);
  });

  it('assembles a multipart upload that resumes after a dropped part', async () => {
    const path = 'customers/c1/videos/resumed.mp4';
    const content = bytes(2 * PART + 1234);
    const [one, two, three] = [
      content.subarray(0, PART),
      content.subarray(PART, 2 * PART),
      content.subarray(2 * PART),
    ];
    const uploadId = await storage.multipart.create(path, 'video/mp4');
    const first = await storage.multipart.putPart(path, uploadId, 1, Readable.from([one]), PART);
    // The second part breaks off half way: nothing of it counts, it is sent again whole.
    await expect(
      storage.multipart.putPart(path, uploadId, 2, droppedAfter(two, PART / 2), PART),
    ).rejects.toThrow();
    const second = await storage.multipart.putPart(path, uploadId, 2, Readable.from([two]), PART);
    const third = await storage.multipart.putPart(path, uploadId, 3, Readable.from([three]), 1234);
    expect(await storage.stat(path)).toBeNull();
    await storage.multipart.complete(path, uploadId, [third, first, second]);
    expect(await storage.stat(path)).toEqual({ bytes: content.length });
    expect(await text(await storage.readStream(path))).toEqual(content);
  });

  it('refuses a part shorter or longer than announced', async () => {
    const path = 'customers/c1/videos/short.mp4';
    const uploadId = await storage.multipart.create(path, 'video/mp4');
    await expect(
      storage.multipart.putPart(path, uploadId, 1, Readable.from([bytes(10)]), 11),
    ).rejects.toThrow();
    await expect(
      storage.multipart.putPart(path, uploadId, 1, Readable.from([bytes(12)]), 11),
    ).rejects.toThrow();
    await storage.multipart.abort(path, uploadId);
    expect(await storage.stat(path)).toBeNull();
  });

  it('refuses paths that leave the storage', async () => {
    await expect(storage.write('../escape.txt', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.readStream('customers/../../x')).rejects.toThrow();
    expect(() => storage.downloadUrl('/etc/passwd')).toThrow();
  });

  it('signs download URLs that expire', () => {
    const url = new URL(storage.downloadUrl('customers/c1/a b.mp4', 1_000), 'http://x');
    expect(url.pathname).toBe('/files/customers/c1/a%20b.mp4');
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    expect(storage.verifyDownload('customers/c1/a b.mp4', expires, signature, 2_000)).toBe(true);
    expect(storage.verifyDownload('customers/c2/a b.mp4', expires, signature, 2_000)).toBe(false);
    expect(
      storage.verifyDownload('customers/c1/a b.mp4', expires, signature, Number(expires) + 1),
    ).toBe(false);
  });
});
