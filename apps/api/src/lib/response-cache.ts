import { createHash } from 'node:crypto';
import { cacheTag } from './change-feed.js';
import { TaggedCache } from './tagged-cache.js';

/** One stored answer: the exact bytes sent, their ETag, and what the answer depends on. */
export interface StoredBytes {
  bytes: Buffer;
  etag: string;
  tags: readonly string[];
}

export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/** Serialised answers of anonymous public reads (see TaggedCache for what keeps and drops them). */
export class ResponseCache extends TaggedCache<StoredBytes> {
  put(key: string, bytes: Buffer, etag: string, tags: readonly string[], epoch: number): void {
    this.set(key, { bytes, etag, tags }, bytes.length, tags, epoch);
  }
}

/**
 * The cache key of a call's validated input: keys sorted, absent values left out, so parameter
 * order and empty parameters (already dropped by the query parser) give the same entry.
 */
export function cacheKey(callName: string, input: unknown, language?: string): string {
  const key = `${callName}?${stableJson(input)}`;
  return language ? `${key}#${language}` : key;
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const parts = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
  return `{${parts.join(',')}}`;
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** Tags for answers whose call did not declare any: every change drops them. */
export const DEFAULT_TAGS: readonly string[] = [cacheTag.any];
