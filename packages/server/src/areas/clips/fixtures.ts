import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { customerPrefix, type FileStorage } from '../../platform/storage/fileStorage';
import { files } from '../../platform/storage/schema';
import { clips, type Clip } from './schema';

/** The first bytes of an MP4 (an `ftyp` box): enough for the upload's type check. */
export const TINY_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(52),
]);

/** A 1×1 PNG, as a browser's canvas would export a thumbnail. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_PNG_DATA_URL = `data:image/png;base64,${TINY_PNG.toString('base64')}`;

/**
 * A stored video as a completed upload leaves it (the file and its record): of a company, or of
 * the provider (`null`).
 */
export async function storeVideo(
  db: Database,
  storage: FileStorage,
  customerId: string | null,
): Promise<string> {
  const folder = customerId ? customerPrefix(customerId) : 'provider/';
  const path = `${folder}videos/${randomUUID()}.mp4`;
  await storage.write(path, TINY_MP4);
  await db.insert(files).values({
    customerId,
    path,
    contentType: 'video/mp4',
    bytes: TINY_MP4.length,
    fileName: 'clip.mp4',
  });
  return path;
}

/** A clip row of a company (or the provider's, `null`), without files unless given. */
export async function createClip(
  db: Database,
  customerId: string | null,
  fields: Partial<Omit<typeof clips.$inferInsert, 'customerId'>> = {},
): Promise<Clip> {
  const [clip] = await db
    .insert(clips)
    .values({
      title: 'Beispielclip',
      videoPath: `${customerId ? customerPrefix(customerId) : 'provider/'}videos/${randomUUID()}.mp4`,
      contentType: 'video/mp4',
      durationSeconds: 30,
      ...fields,
      customerId,
    })
    .returning();
  if (!clip) throw new Error('no clip');
  return clip;
}
