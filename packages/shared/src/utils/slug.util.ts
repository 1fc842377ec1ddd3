import { SLUG_MAX_LENGTH } from '../constants/app.constants';

// URL slugs for listings, projects, articles, categories and users. Unicode letters are kept
// (a Hindi or Arabic title keeps its script); combining marks count as part of their letter,
// otherwise Devanagari vowel signs would vanish.
const DISALLOWED = /[^\p{L}\p{M}\p{Nd}\s-]+/gu;
const WHITESPACE_RUNS = /\s+/gu;
const HYPHEN_RUNS = /-{2,}/g;
const EDGE_HYPHENS = /^-+|-+$/g;

/** Cuts to `max` code points, at the last hyphen inside the limit when there is one. */
function cutAtHyphen(slug: string, max: number): string {
  const chars = Array.from(slug);
  if (chars.length <= max) return slug;
  const head = chars.slice(0, max).join('');
  // A cut right before a hyphen already ends on a whole word.
  if (chars[max] === '-') return head;
  const lastHyphen = head.lastIndexOf('-');
  return lastHyphen > 0 ? head.slice(0, lastHyphen) : head;
}

/**
 * `"  Sea View -- Villa!! 3BHK "` → `sea-view-villa-3bhk`: lower-cased, stripped to letters, digits
 * and hyphens, cut at a hyphen. An input with nothing left (only punctuation, say) gives
 * `fallback`, the entity name.
 */
export function slugify(input: string, fallback: string): string {
  const slug = input
    .toLowerCase()
    .normalize('NFC')
    .replace(DISALLOWED, '')
    .replace(WHITESPACE_RUNS, '-')
    .replace(HYPHEN_RUNS, '-')
    .replace(EDGE_HYPHENS, '');
  const cut = cutAtHyphen(slug, SLUG_MAX_LENGTH).replace(EDGE_HYPHENS, '');
  return cut === '' ? fallback : cut;
}

/** `base` + `-n`, shortening `base` so the whole stays within the slug length limit. */
function withSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  const room = SLUG_MAX_LENGTH - suffix.length;
  const chars = Array.from(base);
  const head = chars.length <= room ? base : chars.slice(0, room).join('').replace(EDGE_HYPHENS, '');
  return `${head}${suffix}`;
}

// A guard against an `isTaken` that always answers true; no real table comes near it.
const MAX_ATTEMPTS = 100_000;

/**
 * The first free slug among `base`, `base-1`, `base-2`… (unique per entity type). `base` must
 * already be a slug. The caller's unique index remains the final guard against a race between
 * two writers picking the same free slug.
 */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let n = 1; n <= MAX_ATTEMPTS; n += 1) {
    const candidate = withSuffix(base, n);
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(`No free slug found for "${base}"`);
}

/** Candidates asked about at once by `uniqueSlugAmong`. */
export const SLUG_BATCH = 50;

/**
 * `uniqueSlug` in batches: `takenAmong` answers which of up to SLUG_BATCH candidates exist, in one
 * query. Popular titles ("3 BHK Apartment in Pune") reach suffixes in the hundreds, and asking
 * about each in turn would cost a query per earlier listing of the same title, on every post.
 */
export async function uniqueSlugAmong(
  base: string,
  takenAmong: (candidates: string[]) => Promise<ReadonlySet<string>>,
): Promise<string> {
  for (let start = 0; start <= MAX_ATTEMPTS; start += SLUG_BATCH) {
    const candidates = Array.from({ length: SLUG_BATCH }, (_, i) =>
      start + i === 0 ? base : withSuffix(base, start + i),
    );
    const taken = await takenAmong(candidates);
    const free = candidates.find((c) => !taken.has(c));
    if (free !== undefined) return free;
  }
  throw new Error(`No free slug found for "${base}"`);
}
