import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver ships no types; the little used here is declared in s3rver.d.ts beside this file.
import S3rver from 's3rver';
import type { S3StorageConfig } from '../config.js';

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1, a free port and a temp folder, so the S3
 * storage adapter runs its real requests (signing, XML answers, errors) in tests, offline.
 */
export interface S3TestServer {
  endpoint: string;
  /** Adapter settings for a bucket on this server (it need not exist: tests of failures). */
  config(bucket?: string): S3StorageConfig;
  close(): Promise<void>;
}

/** s3rver checks signatures against this fixed pair. */
const KEY = 'S3RVER';

export async function startS3TestServer(buckets: string[] = ['domus-test']): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'domus-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    config: (bucket = buckets[0] ?? 'domus-test') => ({
      endpoint,
      region: 'us-east-1',
      bucket,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      publicUrl: `https://cdn.example.test/${bucket}`,
      forcePathStyle: true,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
