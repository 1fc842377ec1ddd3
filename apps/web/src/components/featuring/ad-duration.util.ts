import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import type { FeatureFor, OwnerAdvertisement } from './advertisement.types';

/** The parts of `get-package`'s active packages (§2.10) that decide who pays for an ad. */
export interface ActivePackage {
  user_package_id: number;
  name: string;
  /** Hours; null = the package never expires (an ad it pays for runs 720 hours, §4.6). */
  duration: number | null;
  start_date: string | null;
  end_date: string | null;
  features: Array<{
    type: string;
    limit_type: 'limited' | 'unlimited';
    used_limit: number | null;
    total_limit: number | null;
  }>;
}

/** §4.6: an advertisement paid by a package without a duration runs 30 days. */
export const DEFAULT_AD_HOURS = 720;

const time = (value: string | null) => (value === null ? Number.POSITIVE_INFINITY : Date.parse(value));

/**
 * The subscription whose unit the server will spend (its consume order: an unlimited one, else the
 * one ending first with units left), so the dialog can say how long the ad will run. Null when
 * none can pay: the server then answers with the package refusal.
 */
export function payingPackage(packages: readonly ActivePackage[], kind: FeatureFor): ActivePackage | null {
  const type = kind === 'project' ? 'project_feature' : 'property_feature';
  const holders = packages
    .filter((p) => p.features.some((f) => f.type === type))
    .sort(
      (a, b) =>
        time(a.end_date) - time(b.end_date) ||
        time(a.start_date) - time(b.start_date) ||
        a.user_package_id - b.user_package_id,
    );
  const feature = (p: ActivePackage) => p.features.find((f) => f.type === type);
  const unlimited = holders.find((p) => feature(p)?.limit_type === 'unlimited');
  if (unlimited) return unlimited;
  return (
    holders.find((p) => {
      const f = feature(p);
      return f !== undefined && (f.used_limit ?? 0) < (f.total_limit ?? 0);
    }) ?? null
  );
}

/** How long an ad paid by `hours` runs, as the plans page shows durations (days from 24 hours). */
export function adDurationLabel(hours: number | null, t: Translate): string {
  const value = hours ?? DEFAULT_AD_HOURS;
  if (value >= 24) {
    const days = Math.floor(value / 24);
    return days === 1 ? t('plansOneDay') : t('plansDays', { count: days });
  }
  return value === 1 ? t('plansOneHour') : t('plansHours', { count: value });
}

const STATUS_KEYS: Record<number, TranslationKey> = {
  0: 'featuringStatusApproved',
  1: 'featuringStatusPending',
  2: 'featuringStatusRejected',
  3: 'featuringStatusExpired',
};

/** The status an owner reads: an approved ad past its end is expired already (§4.6 reads). */
export function adStatus(ad: Pick<OwnerAdvertisement, 'status' | 'end_date'>, now: Date): number {
  return ad.status === 0 && Date.parse(ad.end_date) <= now.getTime() ? 3 : ad.status;
}

export function adStatusLabel(status: number, t: Translate): string {
  return t(STATUS_KEYS[status] ?? 'featuringStatusPending');
}
