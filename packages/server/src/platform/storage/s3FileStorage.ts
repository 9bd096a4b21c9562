import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { pipeline, type Readable } from 'node:stream';
import { checkStoragePath, createUrlSigner, exactLength, type FileStorage } from './fileStorage';

/** S3-compatible object storage (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, …). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Another provider's or a local server's address; null for AWS itself. */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path instead of the host name (MinIO, local servers). */
  forcePathStyle: boolean;
};

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Files as objects in a bucket. Downloads still go through the API server's signed `/files/`
 * URLs (it streams ranges from the bucket), so links, expiry and headers are the same as locally.
 */
export function createS3FileStorage(settings: S3Settings, secret: string): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: the default sends streamed parts `aws-chunked`,
    // which S3-compatible servers (MinIO's older releases, s3rver) store verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  const Bucket = settings.bucket;
  const signer = createUrlSigner(secret);
  const key = (path: string) => {
    const check = checkStoragePath(path);
    if (!check.ok) throw new Error(`Invalid storage path: ${check.reason}`);
    return check.path;
  };

  async function get(path: string, range?: string) {
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: key(path), Range: range }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  return {
    async write(path, content) {
      await client.send(new PutObjectCommand({ Bucket, Key: key(path), Body: content }));
    },
    async read(path) {
      const body = await get(path);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async stat(path) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key(path) }));
        return { bytes: head.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    readStream(path, range) {
      return get(path, range ? `bytes=${range.start}-${range.end}` : undefined);
    },
    async remove(path) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(path) }));
    },
    downloadUrl(path, now) {
      key(path);
      return signer.downloadUrl(path, now);
    },
    verifyDownload: signer.verifyDownload,
    multipart: {
      async create(path, contentType) {
        const upload = await client.send(
          new CreateMultipartUploadCommand({ Bucket, Key: key(path), ContentType: contentType }),
        );
        if (!upload.UploadId) throw new Error('The object storage returned no upload id');
        return upload.UploadId;
      },
      async putPart(path, uploadId, partNumber, body, bytes) {
        // A body that breaks off or has the wrong length aborts the request: the SDK would
        // otherwise wait for the rest of a stream that never comes.
        const controller = new AbortController();
        const checked = exactLength(bytes);
        let failure: unknown;
        pipeline(body, checked, (error) => {
          if (!error) return;
          failure = error;
          controller.abort(error);
        });
        try {
          const part = await client.send(
            new UploadPartCommand({
              Bucket,
              Key: key(path),
              UploadId: uploadId,
              PartNumber: partNumber,
              ContentLength: bytes,
              // Streamed through: the part is never held in memory as a whole.
              Body: checked,
            }),
            { abortSignal: controller.signal },
          );
          if (!part.ETag) throw new Error('The object storage returned no ETag');
          return { partNumber, etag: part.ETag };
        } catch (error) {
          throw failure ?? error;
        }
      },
      async complete(path, uploadId, parts) {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key(path),
            UploadId: uploadId,
            MultipartUpload: {
              Parts: [...parts]
                .sort((a, b) => a.partNumber - b.partNumber)
                .map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
            },
          }),
        );
      },
      async abort(path, uploadId) {
        try {
          await client.send(
            new AbortMultipartUploadCommand({ Bucket, Key: key(path), UploadId: uploadId }),
          );
        } catch (error) {
          // Best effort: the bucket's lifecycle rule (AbortIncompleteMultipartUpload) removes
          // what is left; some S3-compatible servers (s3rver) do not implement the call.
          const ignorable =
            error instanceof S3ServiceException &&
            ['NoSuchUpload', 'MethodNotAllowed', 'NotImplemented'].includes(error.name);
          if (!notFound(error) && !ignorable) throw error;
        }
      },
    },
  };
}
