import type { ServerConfig } from '../config';
import { createLocalFileStorage, type FileStorage } from './fileStorage';

/**
 * The storage the configuration names: S3-compatible with S3_BUCKET, else the local folder. The
 * S3 SDK is loaded only when it is used: it would add to every local start.
 */
export async function createFileStorage(
  config: Pick<ServerConfig, 's3' | 'filesDir' | 'fileUrlSecret'>,
): Promise<FileStorage> {
  if (!config.s3) {
    return createLocalFileStorage({ root: config.filesDir, secret: config.fileUrlSecret });
  }
  const { createS3FileStorage } = await import('./s3FileStorage');
  return createS3FileStorage(config.s3, config.fileUrlSecret);
}
