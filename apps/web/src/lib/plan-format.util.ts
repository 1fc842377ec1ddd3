import type { PackageFeature } from '@/features/plans/plans.types';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';

/** A package's duration as the spec shows it: 24 hours or more in days, otherwise hours. */
export function durationLabel(hours: number | null, t: Translate): string {
  if (hours === null) return t('plansNoEnd');
  if (hours >= 24) {
    const days = Math.floor(hours / 24);
    return days === 1 ? t('plansOneDay') : t('plansDays', { count: days });
  }
  return hours === 1 ? t('plansOneHour') : t('plansHours', { count: hours });
}

const FEATURE_KEYS: Record<PackageFeature['type'], TranslationKey> = {
  property_list: 'plansFeaturePropertyList',
  property_feature: 'plansFeaturePropertyFeature',
  project_list: 'plansFeatureProjectList',
  project_feature: 'plansFeatureProjectFeature',
  mortgage_calculator_detail: 'plansFeatureMortgage',
  premium_properties: 'plansFeaturePremium',
  project_access: 'plansFeatureProjectAccess',
};

/** A feature's name in the visitor's language ("Post properties"). */
export function featureName(feature: Pick<PackageFeature, 'type' | 'name'>, t: Translate): string {
  const key = FEATURE_KEYS[feature.type];
  return key ? t(key) : feature.name;
}

/** "Post properties: 10", "Premium properties: unlimited", in the visitor's language. */
export function featureLabel(feature: PackageFeature, t: Translate): string {
  const name = featureName(feature, t);
  const amount =
    feature.limit_type === 'limited' && feature.limit !== null ? String(feature.limit) : t('plansUnlimited');
  return t('plansFeatureLine', { name, amount });
}

/** Units used and left of a limited feature on my package, or null when it is not counted. */
export function usageLabel(feature: PackageFeature, t: Translate): string | null {
  if (feature.used_limit == null || feature.total_limit == null) return null;
  return t('plansUsage', {
    used: feature.used_limit,
    total: feature.total_limit,
    left: Math.max(0, feature.total_limit - feature.used_limit),
  });
}
