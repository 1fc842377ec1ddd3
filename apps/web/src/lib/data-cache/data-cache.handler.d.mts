// Types of data-cache.handler.mjs (plain JavaScript, loaded by Next outside the app bundle).

export declare const DATA_CACHE_TAGS_HEADER: string;
export declare const DATA_CACHE_TTL_HEADER: string;
export declare const CHANGE_TAGS_SOURCE_KEY: string;

export interface StoredEntry {
  value: unknown;
  tags: string[];
  storedAt: number;
  expiresAt: number;
  size: number;
}

export declare class TaggedStore {
  constructor(options: { maxBytes: number; now: () => number });
  readonly size: { entries: number; bytes: number };
  lookup(key: string): StoredEntry | undefined;
  keep(key: string, value: unknown, tags: readonly string[], ttlMs: number, size: number): boolean;
  invalidate(tags: readonly string[] | null): void;
}

export declare function answerCachePolicy(
  headers: Record<string, string> | undefined,
): { tags: string[]; ttlMs: number } | null;

export declare function dataCacheStore(): TaggedStore;

export default class DataCacheHandler {
  get(key: string, context: { kind: string }): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, context: { fetchCache?: boolean }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
