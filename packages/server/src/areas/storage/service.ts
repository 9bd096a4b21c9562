import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ServiceError } from '../../serviceError';
import { ownedBy, type TenantScope } from '../../tenant';
import { checkStoragePath, customerPrefix } from './fileStorage';
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
