import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import type { Row } from '../../db/types.js';
import type { HistoryEntry } from './listing-history.repository.js';
import type { OperatorProfile } from './operator.js';

/**
 * Presenter pieces that property, project and agent cards share, kept in one place so the three
 * cannot drift apart (a masked number or a promoted flag must read the same on every card).
 */

export interface PresentContext {
  storage: StorageAdapter;
  now: Date;
  viewerId: number | null;
  operator: OperatorProfile;
  demoMode: boolean;
}

export function presentCategoryNested(storage: StorageAdapter, category: Row<'categories'> | undefined) {
  if (!category) return null;
  return {
    id: category.id,
    category: category.category,
    slug_id: category.slug_id,
    image: mediaUrl(storage, category.image),
  };
}

/** A parameter's stored option list (JSON array); anything unreadable counts as no options. */
export function parseOptions(raw: string | null): string[] | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

export function isPromoted(row: { promoted_until: unknown; is_public: number }, now: Date): boolean {
  if (!row.promoted_until || row.is_public < 1) return false;
  return new Date(row.promoted_until as string).getTime() > now.getTime();
}

/** "+91******7890": in demo mode members' numbers are masked for everyone but themselves. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return mobile;
  const visibleEnd = 4;
  const prefix = mobile.startsWith('+') ? mobile.slice(0, 3) : mobile.slice(0, 2);
  const hidden = Math.max(0, mobile.length - prefix.length - visibleEnd);
  return `${prefix}${'*'.repeat(hidden)}${mobile.slice(prefix.length + hidden)}`;
}

/** Plain text of stored HTML, for meta descriptions. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A listing_history row as it leaves the server (prices as numbers). */
export function presentHistory(entry: HistoryEntry) {
  const numeric = entry.field === 'price';
  return {
    id: entry.id,
    field: entry.field,
    old_value: numeric && entry.old_value !== null ? Number(entry.old_value) : entry.old_value,
    new_value: numeric ? Number(entry.new_value) : entry.new_value,
    created_at: entry.created_at,
  };
}
