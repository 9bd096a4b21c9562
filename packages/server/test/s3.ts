import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver has no types; it is a dev and test dependency only (TOOLCHAIN.md).
// @ts-expect-error untyped module
import S3rver from 's3rver';
import type { S3Settings } from '../src/platform/storage/s3FileStorage';

export type LocalS3 = { settings: S3Settings; stop: () => Promise<void> };

/** A local S3-compatible server (s3rver) in a temporary folder, with one bucket. */
export async function startLocalS3(bucket = 'sprint-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'sprint-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  }) as { run: () => Promise<AddressInfo>; close: () => Promise<void> };
  const address = await server.run();
  return {
    settings: {
      bucket,
      region: 'eu-central-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
