import { errors } from './app-error.js';

/**
 * Turns flat form/query pairs into nested values (contract §1.2):
 * `parameters[0][parameter_id]=5` → `{parameters: [{parameter_id: '5'}]}`, `ids[]=1&ids[]=2` →
 * `{ids: ['1','2']}`. Indices need not be contiguous; order follows the index. Limits guard
 * against hostile input: 3 levels of brackets, 100 items per array, 1,000 keys per request.
 */
export const LIMITS = { depth: 3, arrayItems: 100, keys: 1000 } as const;

type Node = { [key: string]: Node | unknown } | unknown;

const SEGMENT = /\[([^\]]*)\]/g;

function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const head = key.slice(0, open);
  const rest = key.slice(open);
  const segments: string[] = [head];
  let consumed = 0;
  for (const match of rest.matchAll(SEGMENT)) {
    if (match.index !== consumed) return [key]; // malformed: treat the whole thing as a plain key
    segments.push(match[1] ?? '');
    consumed += match[0].length;
  }
  if (consumed !== rest.length) return [key];
  return segments;
}

/** Intermediate containers keep numeric/append keys apart so they can be ordered at the end. */
const APPEND = Symbol('append');
interface Container {
  [APPEND]?: unknown[];
  [key: string]: unknown;
}

export function parseBracketPairs(pairs: Iterable<[string, unknown]>): Record<string, unknown> {
  const root: Container = {};
  let count = 0;
  for (const [rawKey, value] of pairs) {
    count += 1;
    if (count > LIMITS.keys) throw errors.field('body', `At most ${LIMITS.keys} parameters are allowed`);
    const segments = splitKey(rawKey);
    if (segments.length - 1 > LIMITS.depth) {
      throw errors.field(rawKey, `Parameter ${rawKey} is nested too deeply`);
    }
    let node: Container = root;
    for (let i = 0; i < segments.length; i += 1) {
      const segment = segments[i] as string;
      const last = i === segments.length - 1;
      if (segment === '__proto__' || segment === 'constructor' || segment === 'prototype') {
        throw errors.field(rawKey, `Parameter ${rawKey} is not allowed`);
      }
      if (segment === '') {
        if (!node[APPEND]) node[APPEND] = [];
        const list = node[APPEND];
        if (last) {
          list.push(value);
        } else {
          const child: Container = {};
          list.push(child);
          node = child;
        }
        continue;
      }
      if (last) {
        const existing = node[segment];
        if (existing === undefined) node[segment] = value;
        else if (Array.isArray(existing)) existing.push(value);
        else if (typeof existing === 'object' && existing !== null && !isFileLike(existing)) {
          node[segment] = value; // a scalar after an object of the same name: the scalar wins
        } else node[segment] = [existing, value]; // repeated plain key → list
      } else {
        let child = node[segment];
        if (typeof child !== 'object' || child === null || Array.isArray(child) || isFileLike(child)) {
          child = {};
          node[segment] = child;
        }
        node = child as Container;
      }
    }
  }
  return finalize(root) as Record<string, unknown>;
}

function isFileLike(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

function finalize(node: unknown): Node {
  if (typeof node !== 'object' || node === null || Array.isArray(node) || isFileLike(node)) {
    return Array.isArray(node) ? node.map(finalize) : node;
  }
  const container = node as Container;
  const keys = Object.keys(container);
  const appended = container[APPEND] ?? [];
  const numeric = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  if (appended.length > 0 || numeric) {
    const ordered = keys
      .filter((k) => /^\d+$/.test(k))
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => container[k]);
    const list = [...ordered, ...appended].map(finalize);
    if (list.length > LIMITS.arrayItems) {
      throw errors.field('body', `At most ${LIMITS.arrayItems} items are allowed in a list`);
    }
    if (!numeric && keys.length > 0) {
      // Mixed named keys and [] appends: keep the named ones, expose the list under '' is pointless;
      // the contract never mixes them, so named keys win and appends are dropped as malformed.
      return Object.fromEntries(keys.map((k) => [k, finalize(container[k])]));
    }
    return list;
  }
  return Object.fromEntries(keys.map((k) => [k, finalize(container[k])]));
}

/**
 * Contract §1.2: strings are trimmed; '', 'undefined' and 'null' (and JSON null) count as absent
 * for every parameter of every call. Arrays keep their order; emptied entries are removed.
 */
export function dropEmpty(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' || trimmed === 'undefined' || trimmed === 'null' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    return value.map(dropEmpty).filter((v) => v !== undefined);
  }
  if (typeof value === 'object' && !isFileLike(value) && !Buffer.isBuffer(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const cleaned = dropEmpty(v);
      if (cleaned !== undefined) out[k] = cleaned;
    }
    return out;
  }
  return value;
}
