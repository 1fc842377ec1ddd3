import { describe, expect, it } from 'vitest';
import { cacheTag, tagsOfChanges } from './change-feed.js';
import { cacheKey, etagOf, matchesIfNoneMatch, ResponseCache } from './response-cache.js';

const bytes = (text: string) => Buffer.from(text);

function cache(maxBytes = 1_000_000, ttlMs = 1_000) {
  const clock = { now: 0 };
  return { clock, cache: new ResponseCache({ maxBytes, ttlMs, now: () => clock.now, random: () => 0 }) };
}

describe('ResponseCache', () => {
  it('drops the entries carrying a changed tag and keeps the others', () => {
    const { cache: c } = cache();
    const epoch = c.currentEpoch();
    c.put('list', bytes('[1,2]'), '"l"', [cacheTag.properties], epoch);
    c.put('one', bytes('{1}'), '"1"', [cacheTag.property(1)], epoch);
    c.put('two', bytes('{2}'), '"2"', [cacheTag.property(2)], epoch);
    c.invalidate(tagsOfChanges({ properties: [1] }));
    expect(c.get('list')).toBeUndefined();
    expect(c.get('one')).toBeUndefined();
    expect(c.get('two')?.etag).toBe('"2"');
    c.invalidate(tagsOfChanges({ settings: true }));
    expect(c.get('two')).toBeUndefined();
    expect(c.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('does not keep an answer computed while a change happened (it may predate the change)', () => {
    const { cache: c } = cache();
    const epoch = c.currentEpoch();
    c.invalidate([cacheTag.projects]);
    c.put('late', bytes('old'), '"o"', [cacheTag.properties], epoch);
    expect(c.get('late')).toBeUndefined();
    c.put('late', bytes('new'), '"n"', [cacheTag.properties], c.currentEpoch());
    expect(c.get('late')?.bytes.toString()).toBe('new');
  });

  it('expires entries after the time limit', () => {
    const { cache: c, clock } = cache(1_000_000, 1_000);
    c.put('k', bytes('v'), '"v"', [], c.currentEpoch());
    clock.now = 999;
    expect(c.get('k')).toBeDefined();
    clock.now = 1_000;
    expect(c.get('k')).toBeUndefined();
    expect(c.size.entries).toBe(0);
  });

  it('evicts the least recently used entries beyond the byte limit', () => {
    const { cache: c } = cache(4_000);
    const body = bytes('x'.repeat(500));
    for (const key of ['a', 'b', 'c', 'd']) c.put(key, body, '"x"', [cacheTag.any], c.currentEpoch());
    expect(c.size.bytes).toBeLessThanOrEqual(4_000);
    c.get('a'); // a is now the most recently used
    for (const key of ['e', 'f']) c.put(key, body, '"x"', [cacheTag.any], c.currentEpoch());
    expect(c.size.bytes).toBeLessThanOrEqual(4_000);
    expect(c.get('a')).toBeDefined();
    expect(c.get('b')).toBeUndefined();
    expect(c.get('f')).toBeDefined();
    // An entry over a quarter of the limit is not kept at all.
    c.put('huge', bytes('y'.repeat(2_000)), '"y"', [], c.currentEpoch());
    expect(c.get('huge')).toBeUndefined();
  });
});

describe('keys, tags and ETags', () => {
  it('keys by call and input whatever the order of keys; absent values are left out', () => {
    expect(cacheKey('c', { b: 1, a: [2, 1], c: undefined })).toBe(cacheKey('c', { a: [2, 1], b: 1 }));
    expect(cacheKey('c', { a: [1, 2] })).not.toBe(cacheKey('c', { a: [2, 1] }));
    expect(cacheKey('c', { a: 1 })).not.toBe(cacheKey('d', { a: 1 }));
    expect(cacheKey('c', { a: { y: 1, x: 2 } })).toBe(cacheKey('c', { a: { x: 2, y: 1 } }));
  });

  it('maps a change to its tags; an empty change drops nothing, a setting drops everything', () => {
    expect(tagsOfChanges({})).toEqual([]);
    expect(tagsOfChanges({ properties: [] })).toEqual([]);
    expect(tagsOfChanges({ settings: true })).toBeNull();
    expect(new Set(tagsOfChanges({ properties: [3], cities: ['Pune'], homepage: true }))).toEqual(
      new Set(['properties', 'property:3', 'cities', 'city:pune', 'homepage', '*']),
    );
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    const etag = etagOf(bytes('{}'));
    expect(etag).toBe(etagOf(bytes('{}')));
    expect(etag).not.toBe(etagOf(bytes('[]')));
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"a", W/${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"a"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});
