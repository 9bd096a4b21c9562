import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startLocalS3, type LocalS3 } from '../../../test/s3';
import { startTestServer, type TestServer } from '../../../test/httpServer';
import { callerAs, createCustomer, createUser, identity } from '../../../test/fixtures';
import { files, uploads } from './schema';
import { createS3FileStorage } from './s3FileStorage';
import { PART_SIZE } from './uploads';

/** An MP4 as far as its first bytes go: a `ftyp` box, then anything. */
function mp4(bytes: number) {
  const content = randomBytes(bytes);
  content.write('\x00\x00\x00\x18ftypisom', 0, 'latin1');
  return content;
}

type Storages = [string, ((s3: LocalS3) => Parameters<typeof startTestServer>[1]) | null][];
const storages: Storages = [
  ['local folder', null],
  [
    'S3-compatible server',
    (s3) => ({ storage: (config) => createS3FileStorage(s3.settings, config.fileUrlSecret) }),
  ],
];

describe.each(storages)('uploads over HTTP, stored in the %s', (_name, s3Options) => {
  let server: TestServer;
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    if (s3Options) s3 = await startLocalS3();
    server = await startTestServer({}, s3 && s3Options ? s3Options(s3) : {});
  });
  afterAll(async () => {
    await server.stop();
    await s3?.stop();
  });

  async function member(options: { ourEmployee?: boolean } = {}) {
    const customer = await createCustomer(server.db);
    const who = identity();
    const user = await createUser(server.db, who, {
      memberships: [{ customer, role: 'user' }],
      activeCustomer: customer,
      ourEmployee: options.ourEmployee,
    });
    return { customer, user, caller: callerAs(server, who) };
  }

  const put = (partUrl: string, part: number, body: Uint8Array) =>
    fetch(`${server.url}${partUrl}&part=${part}`, { method: 'PUT', body });

  it('resumes an interrupted upload with the missing parts and serves ranges of the file', async () => {
    const { caller, customer } = await member();
    const content = mp4(2 * PART_SIZE + 4321);
    const ticket = await caller.storage.uploads.create({
      purpose: 'video',
      fileName: 'Einwände.mp4',
      contentType: 'video/mp4',
      bytes: content.length,
    });
    expect(ticket.partCount).toBe(3);

    expect((await put(ticket.partUrl, 1, content.subarray(0, PART_SIZE))).status).toBe(200);
    // A part that is cut short is refused and not stored.
    const short = await put(ticket.partUrl, 2, content.subarray(PART_SIZE, PART_SIZE + 1000));
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      error: `Teil 2 muss genau ${PART_SIZE} Bytes groß sein.`,
    });
    expect((await put(ticket.partUrl, 3, content.subarray(2 * PART_SIZE))).status).toBe(200);

    // The page reloads: it asks what arrived and sends only the rest.
    const status = await caller.storage.uploads.status({ uploadId: ticket.uploadId });
    expect(status.receivedParts).toEqual([1, 3]);
    await expect(
      caller.storage.uploads.complete({ uploadId: ticket.uploadId }),
    ).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Es fehlt noch 1 Teil der Datei.',
    });
    // With the part URL the status hands out again (the page that created it is gone).
    expect((await put(status.partUrl, 2, content.subarray(PART_SIZE, 2 * PART_SIZE))).status).toBe(
      200,
    );
    const file = await caller.storage.uploads.complete({ uploadId: ticket.uploadId });
    expect(file).toMatchObject({ contentType: 'video/mp4', bytes: content.length });
    expect(file.path).toMatch(new RegExp(`^customers/${customer.id}/videos/[0-9a-f-]+\\.mp4$`));
    // Completing twice answers the same (a retry after a lost answer).
    expect(await caller.storage.uploads.complete({ uploadId: ticket.uploadId })).toEqual(file);

    const url = `${server.url}${server.storage.downloadUrl(file.path)}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(content)).toBe(true);

    const ranged = await fetch(url, { headers: { range: 'bytes=8388600-8388700' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 8388600-8388700/${content.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(content.subarray(8388600, 8388701))).toBe(
      true,
    );
    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(content.subarray(-10))).toBe(true);
    const beyond = await fetch(url, { headers: { range: `bytes=${content.length + 5}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${content.length}`);
  });

  it('refuses a file whose content is not what its type says, and keeps nothing', async () => {
    const { caller } = await member();
    const content = Buffer.from('<script>alert(1)</script> not a video at all');
    const ticket = await caller.storage.uploads.create({
      purpose: 'video',
      fileName: 'clip.mp4',
      contentType: 'video/mp4',
      bytes: content.length,
    });
    expect((await put(ticket.partUrl, 1, content)).status).toBe(200);
    const filesBefore = (await server.db.select().from(files)).length;
    await expect(
      caller.storage.uploads.complete({ uploadId: ticket.uploadId }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Die Datei ist kein gültiges Video.' });
    const [upload] = await server.db.select().from(uploads).where(eq(uploads.id, ticket.uploadId));
    expect(upload).toBeUndefined();
    expect(await server.db.select().from(files)).toHaveLength(filesBefore);
  });

  it('refuses part URLs that are forged, expired or out of range', async () => {
    const { caller } = await member();
    const ticket = await caller.storage.uploads.create({
      purpose: 'attachment',
      fileName: 'Leitfaden.txt',
      contentType: 'text/plain',
      bytes: 5,
    });
    const forged = ticket.partUrl.replace(/signature=[0-9a-f]{4}/, 'signature=0000');
    expect((await put(forged, 1, Buffer.from('Hallo'))).status).toBe(403);
    const otherUpload = ticket.partUrl.replace(ticket.uploadId, crypto.randomUUID());
    expect((await put(otherUpload, 1, Buffer.from('Hallo'))).status).toBe(403);
    const second = await put(ticket.partUrl, 2, Buffer.from('Hallo'));
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ error: 'Teil 2 gehört nicht zu diesem Upload.' });
    expect((await put(ticket.partUrl, 1, Buffer.from('Hallo'))).status).toBe(200);
    const done = await caller.storage.uploads.complete({ uploadId: ticket.uploadId });
    const download = await fetch(`${server.url}${server.storage.downloadUrl(done.path)}`);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Leitfaden.txt"; filename*=UTF-8''Leitfaden.txt`,
    );
    const late = await put(ticket.partUrl, 1, Buffer.from('Hallo'));
    expect(late.status).toBe(409);
  });

  it('checks type, size and who may upload provider content before storing anything', async () => {
    const { caller } = await member();
    const video = { purpose: 'video', fileName: 'a.mp4', contentType: 'video/mp4' } as const;
    await expect(
      caller.storage.uploads.create({ ...video, contentType: 'video/x-msvideo', bytes: 10 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Bitte lade ein Video im Format MP4, WebM oder MOV hoch.',
    });
    await expect(
      caller.storage.uploads.create({ ...video, bytes: 2 * 1024 ** 3 + 1 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Das Video ist größer als 2 GB.' });
    await expect(caller.storage.uploads.create({ ...video, bytes: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Die Datei ist leer.',
    });
    await expect(
      caller.storage.uploads.create({ ...video, bytes: 10, scope: 'provider' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Nur Mitarbeiter von Sprint können Inhalte für alle Kunden hochladen.',
    });
    const employee = await member({ ourEmployee: true });
    const ticket = await employee.caller.storage.uploads.create({
      ...video,
      bytes: 10,
      scope: 'provider',
    });
    expect(
      (
        await employee.caller.storage.uploads.status({
          uploadId: ticket.uploadId,
          scope: 'provider',
        })
      ).receivedParts,
    ).toEqual([]);
  });

  it('keeps each person’s uploads to themselves', async () => {
    const owner = await member();
    const other = await member();
    const ticket = await owner.caller.storage.uploads.create({
      purpose: 'video',
      fileName: 'a.mp4',
      contentType: 'video/mp4',
      bytes: 10,
    });
    for (const call of [
      () => other.caller.storage.uploads.status({ uploadId: ticket.uploadId }),
      () => other.caller.storage.uploads.complete({ uploadId: ticket.uploadId }),
      () => other.caller.storage.uploads.abort({ uploadId: ticket.uploadId }),
    ]) {
      await expect(call()).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Upload nicht gefunden.',
      });
    }
    await owner.caller.storage.uploads.abort({ uploadId: ticket.uploadId });
    expect(
      await server.db.select().from(uploads).where(eq(uploads.id, ticket.uploadId)),
    ).toHaveLength(0);
    expect((await put(ticket.partUrl, 1, mp4(10))).status).toBe(404);
  });
});
