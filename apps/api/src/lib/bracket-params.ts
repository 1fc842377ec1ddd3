import { randomUUID } from 'node:crypto';
import qs from 'qs';
import { AppError, errors } from './app-error.js';

/**
 * Turns flat form/query pairs into nested values with `qs`:
 * `parameters[0][parameter_id]=5` → `{parameters: [{parameter_id: '5'}]}`, `ids[]=1&ids[]=2` →
 * `{ids: ['1','2']}`. Indices need not be contiguous; order follows the index. Limits guard
 * against hostile input: 3 levels of brackets, 100 items per array, 1,000 keys per request; going
 * over one is a 400, never a silently truncated value.
 */
export const LIMITS = { depth: 3, arrayItems: 100, keys: 1000 } as const;
/** JSON bodies are nested natively; nothing the API accepts comes close to this depth. */
export const MAX_BODY_DEPTH = 32;

const FORBIDDEN_KEY = /(^|\[)(__proto__|constructor|prototype)(\]|\[|$)/;

const QS_OPTIONS: qs.IParseOptions = {
  depth: LIMITS.depth,
  strictDepth: true,
  arrayLimit: LIMITS.arrayItems,
  parameterLimit: LIMITS.keys,
  throwOnLimitExceeded: true,
  allowPrototypes: false,
  // Keys that would reach Object.prototype are refused outright rather than silently dropped,
  // so a probing client learns nothing and a careless one is told why.
  decoder(text, decode, charset, type) {
    const decoded = decode(text, decode, charset);
    if (type === 'key' && typeof decoded === 'string' && FORBIDDEN_KEY.test(decoded)) {
      throw errors.field(decoded, `Parameter ${decoded} is not allowed`);
    }
    return decoded;
  },
};

/** A query string or urlencoded body; the limits above answer 400 with a plain message. */
export function parseQueryString(text: string): Record<string, unknown> {
  try {
    return qs.parse(text, QS_OPTIONS) as Record<string, unknown>;
  } catch (error) {
    throw asClientError(error);
  }
}

function asClientError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof RangeError)) return error;
  if (/parameter limit/i.test(error.message))
    return errors.field('body', `At most ${LIMITS.keys} parameters are allowed`);
  if (/array limit/i.test(error.message))
    return errors.field('body', `At most ${LIMITS.arrayItems} items are allowed in a list`);
  return errors.field(
    'body',
    `Parameters are nested too deeply (at most ${LIMITS.depth} levels of brackets)`,
  );
}

/**
 * Multipart pairs, whose values may be files: each file travels through `qs` as a one-off
 * placeholder string and is put back in its place afterwards.
 */
export function parseBracketPairs(pairs: Iterable<[string, unknown]>): Record<string, unknown> {
  const files = new Map<string, unknown>();
  const marker = `\u0000file:${randomUUID()}:`;
  const parts: string[] = [];
  for (const [key, value] of pairs) {
    let text: string;
    if (typeof value === 'string') text = value;
    else {
      text = `${marker}${files.size}`;
      files.set(text, value);
    }
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  const parsed = parseQueryString(parts.join('&'));
  return files.size > 0 ? (restoreFiles(parsed, files) as Record<string, unknown>) : parsed;
}

function restoreFiles(value: unknown, files: Map<string, unknown>): unknown {
  if (typeof value === 'string') return files.has(value) ? files.get(value) : value;
  if (Array.isArray(value)) return value.map((item) => restoreFiles(item, files));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restoreFiles(v, files)]));
  }
  return value;
}

function isFileLike(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

/**
 * Strings are trimmed; '', 'undefined' and 'null' (and JSON null) count as absent for every
 * parameter of every call. Arrays keep their order; emptied entries are removed. A body nested
 * deeper than any call accepts is refused here, before the recursion could exhaust the stack.
 */
export function dropEmpty(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' || trimmed === 'undefined' || trimmed === 'null' ? undefined : trimmed;
  }
  if (typeof value !== 'object' || isFileLike(value) || Buffer.isBuffer(value)) return value;
  if (depth >= MAX_BODY_DEPTH) {
    throw errors.field('body', `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`);
  }
  if (Array.isArray(value)) {
    return value.map((item) => dropEmpty(item, depth + 1)).filter((v) => v !== undefined);
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const cleaned = dropEmpty(v, depth + 1);
    if (cleaned !== undefined) out[k] = cleaned;
  }
  return out;
}
