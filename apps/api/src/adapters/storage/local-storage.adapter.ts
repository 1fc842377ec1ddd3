import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageAdapter } from './storage.adapter.js';

/** Files on local disk under `<data dir>/uploads`, served by the API at `/media/<key>`. */
export class LocalStorageAdapter implements StorageAdapter {
  constructor(
    private readonly root: string,
    private readonly baseUrl: string,
  ) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    // Keys are generated server-side, but refuse anything that escapes the root all the same.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, data);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(key));
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.resolve(key))).isFile();
    } catch {
      return false;
    }
  }

  publicUrl(key: string): string {
    return `${this.baseUrl}/media/${key.split('/').map(encodeURIComponent).join('/')}`;
  }
}
