import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

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

export type FileStorage = {
  write: (path: string, content: Uint8Array) => Promise<void>;
  /** The content, or null when there is no such file. */
  read: (path: string) => Promise<Buffer | null>;
  /** Deletes the file; a missing one is fine (a retried removal). */
  remove: (path: string) => Promise<void>;
  /** A URL an `<img>` can load without credentials, valid for a limited time. */
  downloadUrl: (path: string, now?: number) => string;
  verifyDownload: (path: string, expires: string, signature: string, now?: number) => boolean;
};

/** Files in a local folder (`.data/files`), served by the API server under `/files/`. */
export function createLocalFileStorage(options: { root: string; secret: string }): FileStorage {
  const root = resolve(options.root);

  const locate = (path: string) => {
    const check = checkStoragePath(path);
    if (!check.ok) throw new Error(`Invalid storage path: ${check.reason}`);
    const location = resolve(join(root, path));
    // Belt and braces after the path check: nothing outside the root, ever.
    if (!location.startsWith(root + sep)) throw new Error('Storage path escapes the root');
    return location;
  };

  const sign = (path: string, expires: number) =>
    createHmac('sha256', options.secret).update(`${path}\n${expires}`).digest('hex');

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
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(path) {
      await rm(locate(path), { force: true });
    },
    downloadUrl(path, now = Date.now()) {
      locate(path);
      const expires = now + DOWNLOAD_URL_TTL_MS;
      const encoded = path.split('/').map(encodeURIComponent).join('/');
      return `/files/${encoded}?expires=${expires}&signature=${sign(path, expires)}`;
    },
    verifyDownload(path, expires, signature, now = Date.now()) {
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
