// The file store on an S3-compatible object store (AWS S3, MinIO, Ceph RGW, R2): what one server process keeps,
// every other process on every machine reads (FILE_STORE=s3://<bucket>/<prefix>). Credentials and region come
// from the standard AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION) through the SDK's own
// chain; S3_ENDPOINT names a store that is not AWS (path-style addressing then, as those stores expect).
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkKey, type FileStore } from './file-store';

export interface S3StoreConfig {
  bucket: string;
  /** Key prefix inside the bucket, '' or ending in '/'. */
  prefix: string;
  endpoint: string | undefined;
}

const isMissing = (err: unknown): boolean => err instanceof NoSuchKey || (err as { name?: unknown }).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function createS3FileStore(config: S3StoreConfig, client?: S3Client): FileStore {
  const s3 =
    client ??
    new S3Client({
      region: process.env.AWS_REGION ?? 'us-east-1',
      ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint, forcePathStyle: true }),
      // Checksums only where S3 requires them: several S3-compatible stores refuse the newer default headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const keyOf = (key: string) => `${config.prefix}${checkKey(key)}`;
  return {
    async put(key, data) {
      await s3.send(new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(key), Body: data, ContentLength: data.length }));
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        if (answer.Body === undefined) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
    },
  };
}

/** FILE_STORE=s3://<bucket>/<prefix>: the bucket and the prefix (ending in '/', or ''); undefined for anything else. */
export function parseS3Url(raw: string): { bucket: string; prefix: string } | undefined {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(raw);
  if (m === null) return undefined;
  const path = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: m[1] ?? '', prefix: path === '' ? '' : `${path}/` };
}
