import type { Translate } from '@/lib/i18n/translate.util';
import type { PackageFeature } from './plans.types';

// How "My subscriptions" shows a subscription: how long an active one has left, and each feature
// as counted units, unlimited, or an access it includes.

const DAY_MS = 24 * 3600 * 1000;

/** Access features (contract §2.10, types 5–7): always unlimited, so shown as included. */
const ACCESS_TYPES: ReadonlySet<PackageFeature['type']> = new Set([
  'mortgage_calculator_detail',
  'premium_properties',
  'project_access',
]);

/** Midnight (UTC) of the day `date` falls on: the dates on the page are UTC days too. */
const utcDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/**
 * "Ends in 3 days", "Ends in 1 day", "Ends today", counted in calendar days to the end date shown
 * beside it (so a 30-day plan bought today says 30); null without an end.
 */
export function endsInLabel(endDate: string | null, now: Date, t: Translate): string | null {
  if (endDate === null) return null;
  const days = Math.round((utcDay(new Date(endDate)) - utcDay(now)) / DAY_MS);
  if (days < 1) return t('subscriptionsEndsToday');
  return days === 1 ? t('subscriptionsEndsInOneDay') : t('subscriptionsEndsInDays', { count: days });
}

export type FeatureUsage =
  | { kind: 'counted'; used: number; total: number; left: number }
  | { kind: 'unlimited' }
  | { kind: 'included' };

/** What a feature of my subscription gives: units used of a total, unlimited, or access. */
export function featureUsage(feature: PackageFeature): FeatureUsage {
  if (ACCESS_TYPES.has(feature.type)) return { kind: 'included' };
  if (feature.limit_type === 'limited' && feature.total_limit != null && feature.used_limit != null) {
    const total = feature.total_limit;
    const used = Math.min(feature.used_limit, total);
    return { kind: 'counted', used, total, left: total - used };
  }
  return { kind: 'unlimited' };
}
