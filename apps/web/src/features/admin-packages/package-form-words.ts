import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The words of the package form. The console's strings are not in the dictionary every page sends
// to the browser (lib/i18n/i18n.util.ts, layoutDictionary), so the server resolves these and hands
// them to the form, which reads them with its own translator.

const KEYS = [
  'adminPackageName',
  'adminPackagePrice',
  'adminPackagePriceHint',
  'adminPackageDuration',
  'adminPackageDurationUnit',
  'adminPackageDays',
  'adminPackageHours',
  'adminPackageNeverExpires',
  'adminPackageOnSale',
  'adminPackageIosId',
  'adminPackageIosHint',
  'adminPackageFeatures',
  'adminPackageFeaturesHint',
  'adminPackageInclude',
  'adminPackageLimit',
  'adminPackageUnlimited',
  'adminPackageAlwaysUnlimited',
  'adminPackageCatalogueOff',
  'adminPackageLocked',
  'adminPackageCreate',
  'adminPackageSave',
  'adminPackageSaving',
  'adminPackageDelete',
  'adminPackageDeleting',
  'adminPackageDeleteConfirm',
  'adminPackageDeleteLocked',
  'adminPackageFixErrors',
  'plansFeaturePropertyList',
  'plansFeaturePropertyFeature',
  'plansFeatureProjectList',
  'plansFeatureProjectFeature',
  'plansFeatureMortgage',
  'plansFeaturePremium',
  'plansFeatureProjectAccess',
  'requiredField',
] as const satisfies readonly TranslationKey[];

/** Each key's text in the page's language, placeholders left for the form to fill. */
export function packageFormWords(t: Translate): Dictionary {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)]));
}
