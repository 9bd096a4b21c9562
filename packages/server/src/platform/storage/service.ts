import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { ServiceError } from '../serviceError';
import { ownedBy, type TenantScope } from '../tenancy/tenant';
import { checkStoragePath, customerPrefix, type FileStorage } from './fileStorage';
import { files } from './schema';

/**
 * The stored path of one of the company's files, checked: a malformed path is a bad request,
 * a path of another company is forbidden (the path itself names the company), an unknown one
 * not found.
 */
export async function ownedFilePath(
  db: Database,
  tenant: TenantScope,
  filePath: string,
): Promise<string> {
  const check = checkStoragePath(filePath);
  if (!check.ok) throw new ServiceError('BAD_REQUEST', check.reason);
  if (!check.path.startsWith(customerPrefix(tenant.customerId))) {
    throw new ServiceError('FORBIDDEN', 'Kein Zugriff auf diese Datei.');
  }
  const [file] = await db
    .select({ path: files.path })
    .from(files)
    .where(ownedBy(files, tenant, eq(files.path, check.path)))
    .limit(1);
  if (!file) throw new ServiceError('NOT_FOUND', 'Datei nicht gefunden.');
  return file.path;
}

/** The image formats people upload as avatars and logos; SVG is left out (it can carry script). */
const IMAGE_TYPES = {
  'image/png': { extension: 'png', magic: (b: Buffer) => b.subarray(0, 8).equals(PNG_MAGIC) },
  'image/jpeg': { extension: 'jpg', magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 },
  'image/webp': {
    extension: 'webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
} as const;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Avatars and logos arrive cropped and scaled by the browser; 2 MB leaves room for a big logo. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type UploadedImage = {
  content: Buffer;
  contentType: keyof typeof IMAGE_TYPES;
  extension: string;
};

/**
 * A `data:image/…;base64,` URL read into bytes, refused unless its content really is the PNG,
 * JPEG or WebP it claims (the first bytes say so) and within the size limit.
 */
export function readImageDataUrl(dataUrl: string): UploadedImage {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match?.[1] || !match[2]) {
    throw new ServiceError(
      'BAD_REQUEST',
      'Bitte lade ein Bild im Format PNG, JPEG oder WebP hoch.',
    );
  }
  const contentType = match[1] as keyof typeof IMAGE_TYPES;
  const content = Buffer.from(match[2], 'base64');
  if (content.length > MAX_IMAGE_BYTES) {
    throw new ServiceError('BAD_REQUEST', 'Das Bild ist größer als 2 MB.');
  }
  const type = IMAGE_TYPES[contentType];
  if (content.length < 12 || !type.magic(content)) {
    throw new ServiceError('BAD_REQUEST', 'Die Datei ist kein gültiges Bild.');
  }
  return { content, contentType, extension: type.extension };
}

const URL_WINDOW_MS = 30 * 60 * 1000;

/**
 * A download URL that stays the same for half an hour and is valid for at least an hour, so a
 * cached avatar is neither re-downloaded on every request nor broken before the cache refreshes.
 */
export function stableDownloadUrl(storage: FileStorage, path: string, now = Date.now()): string {
  const windowStart = Math.floor(now / URL_WINDOW_MS) * URL_WINDOW_MS;
  return storage.downloadUrl(path, windowStart + URL_WINDOW_MS);
}

/** `users/<userId>/…`: a person's own files (the avatar), not a company's. */
export function userPrefix(userId: string): string {
  return `users/${userId}/`;
}

/** A user's avatar as the app shows it: a stored one becomes a signed URL, others stay. */
export function avatarUrl(storage: FileStorage, avatar: string | null): string | null {
  if (!avatar || !avatar.startsWith('users/')) return avatar;
  return checkStoragePath(avatar).ok ? stableDownloadUrl(storage, avatar) : null;
}
