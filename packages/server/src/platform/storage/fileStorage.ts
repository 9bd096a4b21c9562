import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { purposeKey } from '../secrets';

export const MAX_PATH_LENGTH = 512;
const SEGMENT = /^[\p{L}\p{N}._\- ]+$/u;
/** How long a download URL stays valid; the app caches logos for 5 minutes. */
export const DOWNLOAD_URL_TTL_MS = 60 * 60 * 1000;

export type PathCheck = { ok: true; path: string } | { ok: false; reason: string };

/**
 * A storage path is relative, made of plain segments: no `..`, no `.`, no empty segment, no
 * backslash, no percent-encoding, nothing outside letters, digits, space, `.`, `_` and `-`.
 */
export function checkStoragePath(path: string): PathCheck {
  if (path.length === 0) return { ok: false, reason: 'Der Dateipfad ist leer.' };
  if (path.length > MAX_PATH_LENGTH) {
    return { ok: false, reason: `Der Dateipfad ist länger als ${MAX_PATH_LENGTH} Zeichen.` };
  }
  if (path.startsWith('/')) return { ok: false, reason: 'Der Dateipfad muss relativ sein.' };
  const segments = path.split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') {
      return {
        ok: false,
        reason: 'Der Dateipfad enthält ungültige Abschnitte (".", ".." oder "//").',
      };
    }
    if (!SEGMENT.test(segment)) {
      return { ok: false, reason: 'Der Dateipfad enthält unzulässige Zeichen.' };
    }
  }
  return { ok: true, path };
}

/** `customers/<customerId>/…`: every stored file belongs to exactly one customer. */
export function customerPrefix(customerId: string): string {
  return `customers/${customerId}/`;
}

/** Bytes `start` to `end`, both inclusive (as in an HTTP `Range` header). */
export type ByteRange = { start: number; end: number };

/** One part of a multipart upload as storage acknowledged it. */
export type StoredPart = { partNumber: number; etag: string };

/**
 * Where files live: a local folder by default, S3-compatible object storage in production
 * (`s3FileStorage.ts`). Large files only ever pass through as streams.
 */
export type FileStorage = {
  write: (path: string, content: Uint8Array) => Promise<void>;
  /** The content, or null when there is no such file. For small files (logos, avatars). */
  read: (path: string) => Promise<Buffer | null>;
  /** Size in bytes, or null when there is no such file. */
  stat: (path: string) => Promise<{ bytes: number } | null>;
  /** The content (or a range of it) as a stream, or null when there is no such file. */
  readStream: (path: string, range?: ByteRange) => Promise<Readable | null>;
  /** Deletes the file; a missing one is fine (a retried removal). */
  remove: (path: string) => Promise<void>;
  /** A URL an `<img>` or `<video>` can load without credentials, valid for a limited time. */
  downloadUrl: (path: string, now?: number) => string;
  verifyDownload: (path: string, expires: string, signature: string, now?: number) => boolean;
  /**
   * Uploads in parts (S3's multipart upload; locally a folder of parts): each part is stored
   * whole or not at all, so an interrupted upload resumes with the parts that are missing.
   */
  multipart: {
    create: (path: string, contentType: string) => Promise<string>;
    /** Stores exactly `bytes` bytes from `body`; fewer or more is an error and stores nothing. */
    putPart: (
      path: string,
      uploadId: string,
      partNumber: number,
      body: Readable,
      bytes: number,
    ) => Promise<StoredPart>;
    complete: (path: string, uploadId: string, parts: StoredPart[]) => Promise<void>;
    abort: (path: string, uploadId: string) => Promise<void>;
  };
};

/** The HMAC signatures of download URLs, shared by every kind of storage. */
export function createUrlSigner(secret: string) {
  // The download URLs' own key (ADR 028): no other signature of the secret passes for one.
  const key = purposeKey(secret, 'file-download-url');
  const sign = (path: string, expires: number) =>
    createHmac('sha256', key).update(`${path}\n${expires}`).digest('hex');
  return {
    downloadUrl(path: string, now = Date.now()) {
      const check = checkStoragePath(path);
      if (!check.ok) throw new Error(`Invalid storage path: ${check.reason}`);
      const expires = now + DOWNLOAD_URL_TTL_MS;
      const encoded = path.split('/').map(encodeURIComponent).join('/');
      return `/files/${encoded}?expires=${expires}&signature=${sign(path, expires)}`;
    },
    verifyDownload(path: string, expires: string, signature: string, now = Date.now()) {
      const expiresAt = Number(expires);
      if (!Number.isSafeInteger(expiresAt) || expiresAt < now) return false;
      if (!/^[0-9a-f]{64}$/.test(signature)) return false;
      return timingSafeEqual(
        Buffer.from(signature, 'hex'),
        Buffer.from(sign(path, expiresAt), 'hex'),
      );
    },
  };
}

/** Counts what passes and fails unless it is exactly the announced number of bytes. */
export function exactLength(bytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > bytes) callback(new Error(`Part longer than the announced ${bytes} bytes`));
      else callback(null, chunk);
    },
    flush(callback) {
      callback(seen === bytes ? null : new Error(`Part ended after ${seen} of ${bytes} bytes`));
    },
  });
}

const UPLOAD_ID = /^[0-9a-f-]{36}$/;

/** Files in a local folder (`.data/files`), served by the API server under `/files/`. */
export function createLocalFileStorage(options: { root: string; secret: string }): FileStorage {
  const root = resolve(options.root);
  // Parts wait beside the files, never under them: no download URL can reach a part.
  const partsRoot = `${root}.parts`;
  const signer = createUrlSigner(options.secret);

  const locate = (path: string) => {
    const check = checkStoragePath(path);
    if (!check.ok) throw new Error(`Invalid storage path: ${check.reason}`);
    const location = resolve(join(root, path));
    // Belt and braces after the path check: nothing outside the root, ever.
    if (!location.startsWith(root + sep)) throw new Error('Storage path escapes the root');
    return location;
  };
  const partsDir = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error('Invalid upload id');
    return join(partsRoot, uploadId);
  };

  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    async write(path, content) {
      const location = locate(path);
      await mkdir(dirname(location), { recursive: true });
      await writeFile(location, content);
    },
    async read(path) {
      try {
        return await readFile(locate(path));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stat(path) {
      try {
        return { bytes: (await stat(locate(path))).size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async readStream(path, range) {
      // Opened first so a missing file is null, not a stream that errors later (no extra stat).
      let handle;
      try {
        handle = await open(locate(path));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      return handle.createReadStream(range);
    },
    async remove(path) {
      await rm(locate(path), { force: true });
    },
    downloadUrl(path, now) {
      locate(path);
      return signer.downloadUrl(path, now);
    },
    verifyDownload: signer.verifyDownload,
    multipart: {
      async create(path) {
        locate(path);
        const uploadId = randomUUID();
        await mkdir(partsDir(uploadId), { recursive: true });
        return uploadId;
      },
      async putPart(path, uploadId, partNumber, body, bytes) {
        locate(path);
        const dir = partsDir(uploadId);
        const final = join(dir, String(partNumber));
        // Written under a temporary name and renamed: a dropped connection leaves no half part.
        const temporary = `${final}.${randomUUID()}.tmp`;
        try {
          await pipeline(body, exactLength(bytes), createWriteStream(temporary));
          await rename(temporary, final);
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
        return { partNumber, etag: String(bytes) };
      },
      async complete(path, uploadId, parts) {
        const location = locate(path);
        const dir = partsDir(uploadId);
        await mkdir(dirname(location), { recursive: true });
        const temporary = `${location}.${randomUUID()}.tmp`;
        try {
          const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
          // One pipeline over all parts in order: a pipe per part onto the same file stream would
          // add listeners to it per part (thousands for a 2 GB video).
          async function* concatenated() {
            for (const part of ordered) yield* createReadStream(join(dir, String(part.partNumber)));
          }
          await pipeline(concatenated, createWriteStream(temporary));
          await rename(temporary, location);
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
        await rm(dir, { recursive: true, force: true });
      },
      async abort(_path, uploadId) {
        await rm(partsDir(uploadId), { recursive: true, force: true });
      },
    },
  };
}
