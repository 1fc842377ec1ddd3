import type { AppConfig } from '../../config.js';
import { LocalStorageAdapter } from './local-storage.adapter.js';
import { S3StorageAdapter } from './s3-storage.adapter.js';
import type { StorageAdapter } from './storage.adapter.js';

/** Local disk under DATA_DIR/uploads by default; an S3-compatible bucket with STORAGE_DRIVER=s3. */
export function createStorageAdapter(config: AppConfig): StorageAdapter {
  if (config.storage.driver === 's3') return new S3StorageAdapter(config.storage);
  return new LocalStorageAdapter(config.uploadsDir, config.publicUrl);
}
