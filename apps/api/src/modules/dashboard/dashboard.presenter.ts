import { LISTING_STATUS, REQUEST_STATUS } from '../listings/listing-status.js';
import type { StatusCount } from './dashboard.repository.js';

export interface ListingCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  /** Switched on (status 1), whatever the moderation state. */
  active: number;
  inactive: number;
}

export interface DayCount {
  day: string;
  count: number;
}

export interface DashboardFigures {
  /** First day (UTC, YYYY-MM-DD) of the per-day series, and their length. */
  since: string;
  days: number;
  listings?: { properties: ListingCounts; projects: ListingCounts };
  new_members?: DayCount[];
  /** Per currency, one amount per day (a site may have sold in more than one currency). */
  revenue?: { currency: string; total: number; per_day: { day: string; amount: number }[] }[];
  queues?: { name: string; count: number; path: string | null }[];
}

export function presentListingCounts(rows: StatusCount[]): ListingCounts {
  const out: ListingCounts = { total: 0, pending: 0, approved: 0, rejected: 0, active: 0, inactive: 0 };
  for (const row of rows) {
    out.total += row.count;
    if (row.request_status === REQUEST_STATUS.pending) out.pending += row.count;
    if (row.request_status === REQUEST_STATUS.approved) out.approved += row.count;
    if (row.request_status === REQUEST_STATUS.rejected) out.rejected += row.count;
    if (row.status === LISTING_STATUS.active) out.active += row.count;
    else out.inactive += row.count;
  }
  return out;
}

/** Every day of the window, oldest first, days without a row counting 0. */
function windowDays(first: Date, days = 30): string[] {
  return Array.from({ length: days }, (_, i) =>
    new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10),
  );
}

export function presentPerDay(rows: DayCount[], first: Date): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.day, r.count]));
  return windowDays(first).map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

export function presentRevenue(rows: { day: string; currency: string; amount: number }[], first: Date) {
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  return currencies.map((currency) => {
    const byDay = new Map(rows.filter((r) => r.currency === currency).map((r) => [r.day, r.amount]));
    const perDay = windowDays(first).map((day) => ({
      day,
      amount: Math.round((byDay.get(day) ?? 0) * 100) / 100,
    }));
    return {
      currency,
      total: Math.round(perDay.reduce((sum, d) => sum + d.amount, 0) * 100) / 100,
      per_day: perDay,
    };
  });
}
