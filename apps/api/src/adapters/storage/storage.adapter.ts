/**
 * Media storage. Database columns hold storage keys (`properties/12/ab12.jpg`); presenters turn
 * them into absolute URLs with publicUrl(). A value that is already an absolute URL (a social
 * avatar) is passed through unchanged.
 */
export interface StorageAdapter {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  publicUrl(key: string): string;
  /** Releases connections (a remote store's client); nothing to do for local disk. */
  close?(): void;
}

export function mediaUrl(storage: StorageAdapter, key: string | null | undefined): string | null {
  if (!key) return null;
  if (/^https?:\/\//i.test(key)) return key;
  return storage.publicUrl(key);
}
