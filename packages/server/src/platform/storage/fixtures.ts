import type { Database } from '../db/database';
import { customerPrefix, type FileStorage } from './fileStorage';
import { files } from './schema';

/** A file of this customer: its content in storage and its record, as an upload leaves them. */
export async function storeFile(
  world: { db: Database; storage: FileStorage },
  customerId: string,
  name = 'logo.svg',
  content = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  contentType = 'image/svg+xml',
): Promise<string> {
  const path = `${customerPrefix(customerId)}${name}`;
  await world.storage.write(path, content);
  await world.db.insert(files).values({ customerId, path, contentType, bytes: content.length });
  return path;
}
