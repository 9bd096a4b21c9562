import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  callerAs,
  createCustomer,
  createUser,
  identity,
  testConfig,
  useTestWorld,
  type TestWorld,
} from '../../../test/fixtures';
import { databaseKinds } from '../../../test/database';
import { ConfigError, loadConfig } from '../config';
import type { Role } from '../identity/roles';
import type { Customer } from '../identity/schema';
import { cleanUpStorage, startStorageCleanup } from './cleanup';
import { DEFAULT_STORAGE_QUOTA_BYTES, MAX_UNFINISHED_UPLOADS } from './limits';
import { formatSize, TOO_MANY_UNFINISHED } from './quota';
import { files, uploads } from './schema';
import { storePart } from './uploads';
import { purposeOfPath } from './uploadPurposes';

const HOUR = 60 * 60 * 1000;
const FINANCES_FORBIDDEN =
  'Keine Berechtigung: Die Finanzen sehen nur Hauptadministratoren und, wenn freigegeben, Administratoren.';

/** A PDF as far as its first bytes go, `bytes` long. */
const pdf = (bytes: number) => {
  const content = Buffer.alloc(bytes, 0x20);
  content.write('%PDF-1.7\n', 0, 'latin1');
  return content;
};

/** A 1×1 PNG as the browser sends a cropped logo. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

type Caller = ReturnType<typeof callerAs>;

describe.each(databaseKinds())('storage limits on %s', (kind) => {
  const world = useTestWorld(kind);

  /** A member of a new (or this) company; `quotaBytes` replaces the configured quota. */
  async function member(
    options: { role?: Role; customer?: Customer; quotaBytes?: number; ourEmployee?: boolean } = {},
  ) {
    const customer = options.customer ?? (await createCustomer(world.db));
    const who = identity();
    const user = await createUser(world.db, who, {
      memberships: [{ customer, role: options.role ?? 'user' }],
      activeCustomer: customer,
      ourEmployee: options.ourEmployee,
    });
    const config = { ...world.config, storageQuotaBytes: options.quotaBytes ?? 10 * 1024 ** 3 };
    const inWorld: TestWorld = { ...world, config };
    return { customer, user, caller: callerAs(inWorld, who) };
  }

  /** The whole upload as the app sends it: start, each part, finish. */
  async function upload(
    caller: Caller,
    purpose: 'receipt' | 'bankStatement' | 'video' | 'attachment',
    content: Buffer,
    contentType = 'application/pdf',
    fileName = 'Beleg.pdf',
  ) {
    const ticket = await caller.storage.uploads.create({
      purpose,
      fileName,
      contentType,
      bytes: content.length,
    });
    for (let part = 1; part <= ticket.partCount; part += 1) {
      const chunk = content.subarray((part - 1) * ticket.partSize, part * ticket.partSize);
      await storePart(
        world.db,
        world.storage,
        ticket.uploadId,
        part,
        Readable.from([chunk]),
        chunk.length,
      );
    }
    return caller.storage.uploads.complete({ uploadId: ticket.uploadId });
  }

  const startAttachment = (caller: Caller, bytes = 10) =>
    caller.storage.uploads.create({
      purpose: 'attachment',
      fileName: 'Notiz.txt',
      contentType: 'text/plain',
      bytes,
    });

  const uploadsOf = (customerId: string) =>
    world.db.select().from(uploads).where(eq(uploads.customerId, customerId));

  /** The local storage's unfinished multipart uploads (one folder each). */
  const partFolders = async () =>
    readdir(`${world.config.filesDir}.parts`).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });

  describe('quota', () => {
    it('refuses an upload over the company’s quota with a German message and stores nothing', async () => {
      const { caller, customer } = await member({ quotaBytes: 1000 });
      await upload(caller, 'attachment', pdf(900));
      const foldersBefore = (await partFolders()).length;
      const uploadsBefore = (await uploadsOf(customer.id)).length;

      await expect(startAttachment(caller, 101)).rejects.toMatchObject({
        code: 'PRECONDITION_FAILED',
        message:
          'Der Speicherplatz des Unternehmens reicht für diese Datei (101 B) nicht aus: 900 B von 1.000 B sind belegt. Lösche nicht mehr benötigte Dateien oder wende dich an Sprint.',
      });
      expect(await uploadsOf(customer.id)).toHaveLength(uploadsBefore);
      expect(await partFolders()).toHaveLength(foldersBefore);
      expect(await caller.storage.usage()).toEqual({ usedBytes: 900, quotaBytes: 1000 });

      // What is left still fits, exactly; an unfinished upload already takes its space.
      await startAttachment(caller, 100);
      expect(await caller.storage.usage()).toEqual({ usedBytes: 1000, quotaBytes: 1000 });
      await expect(startAttachment(caller, 1)).rejects.toMatchObject({
        code: 'PRECONDITION_FAILED',
      });
    });

    it('counts each company’s own files only, and none for the provider’s content', async () => {
      const full = await member({ quotaBytes: 1000 });
      await upload(full.caller, 'attachment', pdf(1000));
      const other = await member({ quotaBytes: 1000 });
      await upload(other.caller, 'attachment', pdf(1000));
      expect(await other.caller.storage.usage()).toEqual({ usedBytes: 1000, quotaBytes: 1000 });

      // An employee working in the full company uploads Sprint's own content: no company's quota.
      const employee = await member({
        customer: full.customer,
        quotaBytes: 1000,
        ourEmployee: true,
      });
      const ticket = await employee.caller.storage.uploads.create({
        purpose: 'video',
        fileName: 'Kurs.mp4',
        contentType: 'video/mp4',
        bytes: 5000,
        scope: 'provider',
      });
      expect(ticket.partCount).toBe(1);
      expect(await full.caller.storage.usage()).toEqual({ usedBytes: 1000, quotaBytes: 1000 });
    });

    it('lets uploads started at the same moment take the last space only once', async () => {
      const { caller, customer } = await member({ quotaBytes: 1000 });
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => startAttachment(caller, 300)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      expect(await uploadsOf(customer.id)).toHaveLength(3);
      expect((await caller.storage.usage()).usedBytes).toBe(900);
    });

    it('reads the quota from STORAGE_QUOTA_BYTES, 10 GB by default', () => {
      expect(DEFAULT_STORAGE_QUOTA_BYTES).toBe(10 * 1024 ** 3);
      expect(world.config.storageQuotaBytes).toBe(DEFAULT_STORAGE_QUOTA_BYTES);
      expect(testConfig({ STORAGE_QUOTA_BYTES: '5368709120' }).storageQuotaBytes).toBe(
        5 * 1024 ** 3,
      );
      for (const value of ['10GB', '-1', '0', '1.5', '99999999999999999999']) {
        expect(() =>
          loadConfig({ DATA_DIR: world.config.dataDir, STORAGE_QUOTA_BYTES: value }),
        ).toThrow(ConfigError);
      }
    });

    it('answers bad input to the usage with a clear error', async () => {
      const { caller } = await member();
      await expect(
        caller.storage.usage({ customerId: crypto.randomUUID() } as never),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        // The caller sees zod's issues; over HTTP the formatter makes this their only text.
        message: expect.stringContaining('Hier wird keine Eingabe erwartet.'),
      });
    });
  });

  describe('unfinished uploads', () => {
    it(`refuses a person’s upload number ${MAX_UNFINISHED_UPLOADS + 1} until one is finished or given up`, async () => {
      const { caller, customer, user } = await member();
      const tickets = [];
      for (let n = 0; n < MAX_UNFINISHED_UPLOADS; n += 1)
        tickets.push(await startAttachment(caller));
      const foldersBefore = (await partFolders()).length;

      await expect(startAttachment(caller)).rejects.toMatchObject({
        code: 'PRECONDITION_FAILED',
        message: TOO_MANY_UNFINISHED,
      });
      expect(TOO_MANY_UNFINISHED).toBe(
        'Du hast bereits 5 Uploads, die noch nicht abgeschlossen sind. Schließe einen davon ab oder brich ihn ab, bevor du eine weitere Datei hochlädst.',
      );
      expect(await uploadsOf(customer.id)).toHaveLength(MAX_UNFINISHED_UPLOADS);
      expect(await partFolders()).toHaveLength(foldersBefore);

      // A colleague in the same company is not held up by this person's uploads.
      const colleague = await member({ customer });
      await startAttachment(colleague.caller);

      const [first, second] = tickets;
      if (!first || !second) throw new Error('no tickets');
      await caller.storage.uploads.abort({ uploadId: first.uploadId });
      await startAttachment(caller);
      await expect(startAttachment(caller)).rejects.toMatchObject({ message: TOO_MANY_UNFINISHED });

      await storePart(
        world.db,
        world.storage,
        second.uploadId,
        1,
        Readable.from([Buffer.alloc(10, 0x41)]),
        10,
      );
      await caller.storage.uploads.complete({ uploadId: second.uploadId });
      await startAttachment(caller);
      const open = await world.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.userId, user.id), isNull(uploads.completedAt)));
      expect(open).toHaveLength(MAX_UNFINISHED_UPLOADS);
    });

    it('lets uploads started at the same moment take the last slot only once', async () => {
      const { caller, user } = await member();
      const results = await Promise.allSettled(
        Array.from({ length: MAX_UNFINISHED_UPLOADS + 3 }, () => startAttachment(caller)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(
        MAX_UNFINISHED_UPLOADS,
      );
      expect(await world.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(
        MAX_UNFINISHED_UPLOADS,
      );
    });

    it('removes unfinished uploads a day after they started, with their parts', async () => {
      const { caller } = await member();
      const stale = await startAttachment(caller);
      await storePart(
        world.db,
        world.storage,
        stale.uploadId,
        1,
        Readable.from([Buffer.alloc(10, 0x41)]),
        10,
      );
      const fresh = await startAttachment(caller);
      const [staleRow] = await world.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, stale.uploadId));
      if (!staleRow) throw new Error('no upload');
      expect(await partFolders()).toContain(staleRow.storageUploadId);
      await world.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - 24 * HOUR - 60_000) })
        .where(eq(uploads.id, stale.uploadId));

      const result = await cleanUpStorage({
        db: world.db,
        storage: world.storage,
        references: world.registry.fileReferences,
      });
      expect(result.abortedUploads).toBeGreaterThanOrEqual(1);
      await expect(
        caller.storage.uploads.status({ uploadId: stale.uploadId }),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Upload nicht gefunden.',
      });
      expect(await partFolders()).not.toContain(staleRow.storageUploadId);
      expect((await caller.storage.uploads.status({ uploadId: fresh.uploadId })).completed).toBe(
        false,
      );
    });
  });

  describe('clean-up of unreferenced files', () => {
    it('removes files nothing refers to after a day, and keeps what is referenced or new', async () => {
      const { caller, customer } = await member({ role: 'primary_admin' });
      const booked = await upload(caller, 'receipt', pdf(300));
      await caller.finances.transactions.create({
        bookedOn: '2026-11-10',
        kind: 'expense',
        grossCents: 11_900,
        vatRate: 19,
        receiptPath: booked.path,
      });
      // A deleted booking's receipt stays while 'Rückgängig' can bring the booking back.
      const trashed = await upload(caller, 'receipt', pdf(301));
      const deleted = await caller.finances.transactions.create({
        bookedOn: '2026-11-11',
        kind: 'expense',
        grossCents: 100,
        vatRate: 19,
        receiptPath: trashed.path,
      });
      await caller.finances.transactions.delete({ transactionId: deleted.id });
      const video = await upload(
        caller,
        'video',
        Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypisom', 'latin1'), Buffer.alloc(100)]),
        'video/mp4',
        'Pitch.mp4',
      );
      await caller.clips.create({ title: 'Pitch', videoPath: video.path, durationSeconds: 12 });
      const company = await caller.company.setLogo({ dataUrl: PNG_DATA_URL });
      const logo = company.logo ?? '';
      expect(logo).toMatch(/^customers\/.+\/logo-/);
      // Read once by the import, then referred to by nothing.
      const statement = await upload(
        caller,
        'bankStatement',
        Buffer.from('Datum;Betrag\n'),
        'text/csv',
        'Konto.csv',
      );
      const forgotten = await upload(caller, 'receipt', pdf(302));
      const justUploaded = await upload(caller, 'receipt', pdf(303));

      const old = [booked.path, trashed.path, video.path, logo, statement.path, forgotten.path];
      await world.db
        .update(files)
        .set({ createdAt: new Date(Date.now() - 24 * HOUR - 60_000) })
        .where(inArray(files.path, old));
      await world.db
        .update(files)
        .set({ createdAt: new Date(Date.now() - 23 * HOUR) })
        .where(eq(files.path, justUploaded.path));

      const usedBefore = (await caller.storage.usage()).usedBytes;
      const result = await cleanUpStorage({
        db: world.db,
        storage: world.storage,
        references: world.registry.fileReferences,
      });
      expect(result.removedFiles).toBeGreaterThanOrEqual(2);

      const remaining = await world.db
        .select({ path: files.path })
        .from(files)
        .where(eq(files.customerId, customer.id));
      expect(remaining.map((file) => file.path).sort()).toEqual(
        [booked.path, trashed.path, video.path, logo, justUploaded.path].sort(),
      );
      for (const path of [statement.path, forgotten.path]) {
        expect(await world.storage.stat(path)).toBeNull();
      }
      for (const path of [booked.path, trashed.path, video.path, logo, justUploaded.path]) {
        expect(await world.storage.stat(path)).not.toBeNull();
      }
      // What was removed no longer counts against the quota.
      expect((await caller.storage.usage()).usedBytes).toBe(usedBefore - statement.bytes - 302);

      // 'Rückgängig' brings the booking back with its receipt.
      const restored = await caller.finances.transactions.restore({ transactionId: deleted.id });
      expect(restored.receiptPath).toBe(trashed.path);
    });

    it('runs on its own every interval while the server runs', async () => {
      const { caller } = await member();
      const forgotten = await upload(
        caller,
        'attachment',
        Buffer.from('Notiz'),
        'text/plain',
        'Notiz.txt',
      );
      await world.db
        .update(files)
        .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
        .where(eq(files.path, forgotten.path));
      const logs: string[] = [];
      const { createLogger } = await import('../log');
      const job = startStorageCleanup(
        {
          db: world.db,
          storage: world.storage,
          references: world.registry.fileReferences,
          log: createLogger('info', {}, (line) => logs.push(line)),
        },
        20,
      );
      try {
        await expect
          .poll(async () => world.storage.stat(forgotten.path), { timeout: 10_000 })
          .toBeNull();
      } finally {
        await job.stop();
      }
      expect(await world.db.select().from(files).where(eq(files.path, forgotten.path))).toEqual([]);
      expect(logs.some((line) => line.includes('"msg":"storage cleaned up"'))).toBe(true);
    });
  });

  describe('download URLs by purpose', () => {
    it('gives receipts’ and bank statements’ URLs to finance viewers only', async () => {
      const owner = await member({ role: 'primary_admin' });
      const { customer } = owner;
      const receipt = await upload(owner.caller, 'receipt', pdf(200));
      const statement = await upload(
        owner.caller,
        'bankStatement',
        Buffer.from('Datum;Betrag\n'),
        'text/csv',
        'Konto.csv',
      );
      const handout = await upload(
        owner.caller,
        'attachment',
        Buffer.from('Leitfaden'),
        'text/plain',
        'Leitfaden.txt',
      );
      const user = await member({ customer });
      const admin = await member({ customer, role: 'admin' });

      for (const path of [receipt.path, statement.path]) {
        for (const who of [user, admin]) {
          await expect(
            who.caller.storage.getPublicDownloadUrl({ filePath: path }),
          ).rejects.toMatchObject({ code: 'FORBIDDEN', message: FINANCES_FORBIDDEN });
        }
        const { downloadUrl } = await owner.caller.storage.getPublicDownloadUrl({ filePath: path });
        expect(downloadUrl).toContain(`/files/${path}?`);
      }
      // Files of other purposes are the whole company's.
      expect(
        (await user.caller.storage.getPublicDownloadUrl({ filePath: handout.path })).downloadUrl,
      ).toContain(handout.path);

      // Shared with the admins: the admin sees the receipts, a member still does not.
      await owner.caller.finances.settings.update({ financesForAdmins: true });
      expect(
        (await admin.caller.storage.getPublicDownloadUrl({ filePath: receipt.path })).downloadUrl,
      ).toContain(receipt.path);
      await expect(
        user.caller.storage.getPublicDownloadUrl({ filePath: receipt.path }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', message: FINANCES_FORBIDDEN });
    });
  });
});

describe('formatSize', () => {
  it('writes sizes as the app does', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1000)).toBe('1.000 B');
    expect(formatSize(1536)).toBe('1,5 KB');
    expect(formatSize(350 * 1024 ** 2)).toBe('350 MB');
    expect(formatSize(1.2 * 1024 ** 3)).toBe('1,2 GB');
    expect(formatSize(10 * 1024 ** 3)).toBe('10 GB');
    expect(formatSize(1024 ** 3 - 1)).toBe('1 GB');
  });
});

describe('purposeOfPath', () => {
  const purposes = Object.fromEntries(
    ['receipt', 'video'].map((name) => [
      name,
      { name, types: {}, maxBytes: 1, wrongType: '', tooLarge: '', notMatching: '' },
    ]),
  );

  it('reads the purpose from the folder an upload’s file lies in, and nothing else', () => {
    expect(purposeOfPath(purposes, 'customers/c1/receipts/a.pdf')?.name).toBe('receipt');
    expect(purposeOfPath(purposes, 'provider/videos/a.mp4')?.name).toBe('video');
    for (const path of [
      'customers/c1/logo-1.png',
      'customers/c1/receipts',
      'customers/c1/thumbnails/a.jpg',
      'customers/c1/constructors/a.pdf',
      'customers/c1/__proto__s/a.pdf',
      'users/u1/receipts/a.pdf',
      'receipts/a.pdf',
    ]) {
      expect(purposeOfPath(purposes, path)).toBeNull();
    }
  });
});
