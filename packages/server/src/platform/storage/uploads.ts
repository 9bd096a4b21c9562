import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { transaction } from '../db/transaction';
import { customers, users } from '../identity/schema';
import { ServiceError } from '../serviceError';
import { purposeKey } from '../secrets';
import { customerPrefix, type FileStorage } from './fileStorage';
import { files, uploadParts, uploads, type Upload } from './schema';
import type { UploadPurpose, UploadPurposes } from './uploadPurposes';
import { MAX_UNFINISHED_UPLOADS } from './limits';
import { quotaExceeded, storageUsage, TOO_MANY_UNFINISHED, unfinishedUploadCount } from './quota';

/** 8 MiB: S3's parts must be at least 5 MiB, and a dropped part costs little to resend. */
export const PART_SIZE = 8 * 1024 * 1024;
/** How long the part URLs of one upload stay valid. */
export const PART_URL_TTL_MS = 24 * 60 * 60 * 1000;

/** A purpose the router let through is known; one stored before a purpose was dropped is not. */
function ruleOf(purposes: UploadPurposes, name: string): UploadPurpose {
  const purpose = purposes[name];
  if (!purpose) throw new ServiceError('BAD_REQUEST', 'Unbekannter Verwendungszweck des Uploads.');
  return purpose;
}

/** Who uploads: into a company, or (employees only) the provider's own content. */
export type UploadOwner = { customerId: string | null; userId: string };

export type NewUpload = {
  /** The name of a purpose of `purposes` (the storage router's input checks it). */
  purpose: string;
  fileName: string;
  contentType: string;
  bytes: number;
};

export type UploadTicket = {
  uploadId: string;
  partSize: number;
  partCount: number;
  /** PUT each part to `${partUrl}` with `part=<n>` added; valid for 24 hours. */
  partUrl: string;
};

const partCount = (upload: Pick<Upload, 'bytes' | 'partSize'>) =>
  Math.max(1, Math.ceil(upload.bytes / upload.partSize));

/** The size part `partNumber` must have: full parts, the last one the rest. */
export function expectedPartBytes(upload: Pick<Upload, 'bytes' | 'partSize'>, partNumber: number) {
  const count = partCount(upload);
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > count) return null;
  return partNumber < count ? upload.partSize : upload.bytes - upload.partSize * (count - 1);
}

// The part URLs' own key (ADR 028): a download URL's signature never passes for a part's.
const signPart = (secret: string, uploadId: string, expires: number) =>
  createHmac('sha256', purposeKey(secret, 'upload-part-url'))
    .update(`upload-part\n${uploadId}\n${expires}`)
    .digest('hex');

export function partUrl(secret: string, uploadId: string, now = Date.now()) {
  const expires = now + PART_URL_TTL_MS;
  return `/api/uploads/${uploadId}?expires=${expires}&signature=${signPart(secret, uploadId, expires)}`;
}

export function verifyPartUrl(
  secret: string,
  uploadId: string,
  expires: string,
  signature: string,
  now = Date.now(),
) {
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(expiresAt) || expiresAt < now) return false;
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(
    Buffer.from(signature, 'hex'),
    Buffer.from(signPart(secret, uploadId, expiresAt), 'hex'),
  );
}

/** The limits `createUpload` keeps (ADR 027); the quota is the configured one. */
export type UploadLimits = { quotaBytes: number };

/**
 * Starts an upload after checking type, size, the person's unfinished uploads and the company's
 * quota: nothing is stored for a refused file. The checks and the new record are one step per
 * person and company (their rows locked), so two uploads at once cannot both take the last
 * free space or the last free slot.
 */
export async function createUpload(
  db: Database,
  storage: FileStorage,
  secret: string,
  owner: UploadOwner,
  input: NewUpload,
  purposes: UploadPurposes,
  limits: UploadLimits,
): Promise<UploadTicket> {
  const rules = ruleOf(purposes, input.purpose);
  const type = rules.types[input.contentType];
  if (!type) throw new ServiceError('BAD_REQUEST', rules.wrongType);
  if (input.bytes > rules.maxBytes) throw new ServiceError('BAD_REQUEST', rules.tooLarge);
  if (input.bytes < 1) throw new ServiceError('BAD_REQUEST', 'Die Datei ist leer.');
  const id = crypto.randomUUID();
  const folder = owner.customerId ? customerPrefix(owner.customerId) : 'provider/';
  const path = `${folder}${input.purpose}s/${id}.${type.extension}`;
  await transaction(db, async (tx) => {
    // `no key update`: the rows' other writers (inserts that refer to them) are not held up.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, owner.userId))
      .for('no key update');
    if ((await unfinishedUploadCount(tx, owner.userId)) >= MAX_UNFINISHED_UPLOADS) {
      throw new ServiceError('PRECONDITION_FAILED', TOO_MANY_UNFINISHED);
    }
    // The provider's own content (trainings, clips for every company) counts against no company.
    if (owner.customerId) {
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, owner.customerId))
        .for('no key update');
      const usage = await storageUsage(tx, owner.customerId, limits.quotaBytes);
      if (usage.usedBytes + input.bytes > usage.quotaBytes) {
        throw new ServiceError('PRECONDITION_FAILED', quotaExceeded(usage, input.bytes));
      }
    }
    const storageUploadId = await storage.multipart.create(path, input.contentType);
    try {
      await tx.insert(uploads).values({
        id,
        customerId: owner.customerId,
        userId: owner.userId,
        purpose: input.purpose,
        path,
        contentType: input.contentType,
        fileName: input.fileName,
        bytes: input.bytes,
        partSize: PART_SIZE,
        storageUploadId,
      });
    } catch (error) {
      await storage.multipart.abort(path, storageUploadId).catch(() => undefined);
      throw error;
    }
  });
  return {
    uploadId: id,
    partSize: PART_SIZE,
    partCount: partCount({ bytes: input.bytes, partSize: PART_SIZE }),
    partUrl: partUrl(secret, id),
  };
}

/** The owner's upload, or NOT_FOUND: another person's upload reads like a missing one. */
async function ownUpload(db: Database, owner: UploadOwner, uploadId: string) {
  const [upload] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.userId, owner.userId),
        owner.customerId ? eq(uploads.customerId, owner.customerId) : isNull(uploads.customerId),
      ),
    )
    .limit(1);
  if (!upload) throw new ServiceError('NOT_FOUND', 'Upload nicht gefunden.');
  return upload;
}

async function storedParts(db: Database, uploadId: string) {
  return db
    .select()
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, uploadId))
    .orderBy(asc(uploadParts.partNumber));
}

/** Which parts arrived, and a fresh part URL: an interrupted upload sends only the others. */
export async function uploadStatus(
  db: Database,
  secret: string,
  owner: UploadOwner,
  uploadId: string,
) {
  const upload = await ownUpload(db, owner, uploadId);
  const parts = await storedParts(db, upload.id);
  return {
    uploadId: upload.id,
    partSize: upload.partSize,
    partCount: partCount(upload),
    receivedParts: parts.map((part) => part.partNumber),
    completed: upload.completedAt !== null,
    partUrl: partUrl(secret, upload.id),
  };
}

/**
 * Stores one part, streamed from the request. The part URL's signature is the authority (it
 * was handed to the uploader by `createUpload`); the size must be exactly the expected one.
 */
export async function storePart(
  db: Database,
  storage: FileStorage,
  uploadId: string,
  partNumber: number,
  body: Readable,
  announcedBytes: number | null,
) {
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  if (!upload) throw new ServiceError('NOT_FOUND', 'Upload nicht gefunden.');
  if (upload.completedAt) {
    throw new ServiceError('CONFLICT', 'Dieser Upload ist bereits abgeschlossen.');
  }
  const expected = expectedPartBytes(upload, partNumber);
  if (expected === null) {
    throw new ServiceError('BAD_REQUEST', `Teil ${partNumber} gehört nicht zu diesem Upload.`);
  }
  if (announcedBytes !== expected) {
    throw new ServiceError(
      'BAD_REQUEST',
      `Teil ${partNumber} muss genau ${expected} Bytes groß sein.`,
    );
  }
  const part = await storage.multipart.putPart(
    upload.path,
    upload.storageUploadId,
    partNumber,
    body,
    expected,
  );
  await db
    .insert(uploadParts)
    .values({ uploadId, partNumber, etag: part.etag, bytes: expected })
    .onConflictDoUpdate({
      target: [uploadParts.uploadId, uploadParts.partNumber],
      set: { etag: part.etag, bytes: expected },
    });
  return { partNumber };
}

async function readHead(storage: FileStorage, path: string) {
  const stream = await storage.readStream(path, { start: 0, end: 63 });
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Joins the parts into the file once all arrived, checks that its first bytes are what its type
 * says, and records it. A file that is not what it claims is deleted again.
 */
export async function completeUpload(
  db: Database,
  storage: FileStorage,
  owner: UploadOwner,
  uploadId: string,
  purposes: UploadPurposes,
) {
  const upload = await ownUpload(db, owner, uploadId);
  const result = {
    path: upload.path,
    contentType: upload.contentType,
    bytes: upload.bytes,
    fileName: upload.fileName,
  };
  if (upload.completedAt) return result;
  const parts = await storedParts(db, upload.id);
  const missing = partCount(upload) - parts.length;
  if (missing > 0) {
    throw new ServiceError(
      'PRECONDITION_FAILED',
      missing === 1
        ? 'Es fehlt noch 1 Teil der Datei.'
        : `Es fehlen noch ${missing} Teile der Datei.`,
    );
  }
  await storage.multipart.complete(upload.path, upload.storageUploadId, parts);
  const rules = ruleOf(purposes, upload.purpose);
  const head = await readHead(storage, upload.path);
  if (!rules.types[upload.contentType]?.matches(head)) {
    await storage.remove(upload.path);
    await db.delete(uploads).where(eq(uploads.id, upload.id));
    throw new ServiceError('BAD_REQUEST', rules.notMatching);
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(files)
      .values({
        customerId: upload.customerId,
        path: upload.path,
        contentType: upload.contentType,
        bytes: upload.bytes,
        fileName: upload.fileName,
      })
      .onConflictDoNothing();
    await tx.update(uploads).set({ completedAt: new Date() }).where(eq(uploads.id, upload.id));
  });
  return result;
}

/** Gives an upload up: its parts are deleted, nothing remains. */
export async function abortUpload(
  db: Database,
  storage: FileStorage,
  owner: UploadOwner,
  uploadId: string,
) {
  const upload = await ownUpload(db, owner, uploadId);
  if (upload.completedAt) {
    throw new ServiceError('CONFLICT', 'Dieser Upload ist bereits abgeschlossen.');
  }
  await storage.multipart.abort(upload.path, upload.storageUploadId);
  await db.delete(uploads).where(eq(uploads.id, upload.id));
}

/**
 * A completed upload the caller may attach to something (a clip, a lesson): theirs or, for
 * provider content, any employee's; of the right purpose.
 */
export async function uploadedFile(
  db: Database,
  owner: { customerId: string | null },
  path: string,
  purpose: UploadPurpose,
) {
  const [file] = await db
    .select({
      path: files.path,
      contentType: files.contentType,
      bytes: files.bytes,
      fileName: files.fileName,
    })
    .from(files)
    .where(
      and(
        eq(files.path, path),
        owner.customerId ? eq(files.customerId, owner.customerId) : isNull(files.customerId),
      ),
    )
    .limit(1);
  if (!file || !purpose.types[file.contentType]) {
    throw new ServiceError('NOT_FOUND', 'Datei nicht gefunden.');
  }
  return file;
}
