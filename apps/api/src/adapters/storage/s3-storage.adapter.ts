import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config.js';
import type { StorageAdapter } from './storage.adapter.js';

/**
 * Keys are never reused: a new file gets a new key (upload-keys.ts), so a URL's bytes never
 * change and browsers and CDNs may keep them for a year without asking again.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Objects in an S3-compatible bucket (AWS, MinIO, R2…), served from a CDN or the bucket's URL. */
export class S3StorageAdapter implements StorageAdapter {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.publicBase = config.publicUrl.replace(/\/+$/, '');
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials
        ? {
            credentials: {
              accessKeyId: config.credentials.accessKeyId,
              secretAccessKey: config.credentials.secretAccessKey,
            },
          }
        : {}),
      // A failed upload is reported to the member (who may retry); three quick attempts are enough.
      maxAttempts: 3,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: checkKey(key),
      Body: data,
      ContentType: contentType,
      CacheControl: MEDIA_CACHE_CONTROL,
    });
    await this.client.send(command).catch((error: unknown) => {
      throw storageError('put', key, error);
    });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (error) {
      // Only a missing object is "no file"; an unreachable or refusing service is an error.
      if (isMissing(error)) return null;
      throw storageError('get', key, error);
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that does not exist: deleting twice is harmless.
    await this.client
      .send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }))
      .catch((error: unknown) => {
        throw storageError('delete', key, error);
      });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw storageError('exists', key, error);
    }
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  /** Closes the client's pooled connections (tests and shutdown). */
  close(): void {
    this.client.destroy();
  }
}

/**
 * The same keys as on local disk, so data moves between the two adapters unchanged: relative,
 * without empty or dot segments (S3 would accept them, the disk adapter would not).
 */
function checkKey(key: string): string {
  const segments = key.split('/');
  if (key.length === 0 || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  // GetObject names it NoSuchKey (a missing bucket is NoSuchBucket: an error, not "no file");
  // HeadObject's answer has no body, so the SDK names any 404 NotFound.
  return error.name === 'NoSuchKey' || error.name === 'NotFound';
}

/**
 * A plain error naming the operation, key and S3's answer. The SDK's own error carries the
 * request and response (headers, the access key id in some answers): not for log lines.
 */
function storageError(operation: string, key: string, error: unknown): Error {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 'no status';
    return new Error(`S3 ${operation} ${key} failed: ${error.name} (${status})`);
  }
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new Error(`S3 ${operation} ${key} failed: ${detail}`);
}
