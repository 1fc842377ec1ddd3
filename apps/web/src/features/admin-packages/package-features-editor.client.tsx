'use client';

import { PACKAGE_CHECK_TYPES, type PackageCheckType } from '@domus/shared/constants/enums.constants';
import { isAccessFeature } from '@domus/shared/schemas/admin-package.schema';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import type { FeatureRow } from './package-form.util';

// The package's features as one row per catalogue type: include it, then a limit or "Unlimited"
// for the counted ones (access features are always unlimited). Each control has its own label
// naming the feature, and a row's error sits under it, linked to its inputs.

const NAME_KEYS: Record<PackageCheckType, TranslationKey> = {
  property_list: 'plansFeaturePropertyList',
  property_feature: 'plansFeaturePropertyFeature',
  project_list: 'plansFeatureProjectList',
  project_feature: 'plansFeatureProjectFeature',
  mortgage_calculator_detail: 'plansFeatureMortgage',
  premium_properties: 'plansFeaturePremium',
  project_access: 'plansFeatureProjectAccess',
};

export const featureFieldId = (formId: string, type: PackageCheckType) => `${formId}-feature-${type}`;

export function PackageFeaturesEditor({
  formId,
  rows,
  onChange,
  errors,
  error,
  disabledTypes,
  locked,
  w,
}: {
  formId: string;
  rows: Record<PackageCheckType, FeatureRow>;
  onChange(type: PackageCheckType, row: FeatureRow): void;
  /** Per type: the row's error. */
  errors: Record<string, string>;
  /** The list's own error (none chosen). */
  error?: string;
  /** Types switched off in the catalogue. */
  disabledTypes: readonly string[];
  locked: boolean;
  w: Translate;
}) {
  const listErrorId = `${formId}-features-error`;
  return (
    <fieldset
      disabled={locked}
      aria-describedby={`${formId}-features-hint${error ? ` ${listErrorId}` : ''}`}
      className="grid gap-3 rounded-xl border border-gray-200 p-4 disabled:bg-gray-50"
    >
      <legend className="px-1 font-semibold text-gray-900">{w('adminPackageFeatures')}</legend>
      <p id={`${formId}-features-hint`} className="text-sm text-gray-700">
        {w('adminPackageFeaturesHint')}
      </p>
      {error ? (
        <p id={listErrorId} className="text-sm font-medium text-red-800" data-testid="error-features">
          {error}
        </p>
      ) : null}
      <ul className="grid gap-2">
        {PACKAGE_CHECK_TYPES.map((type) => {
          const row = rows[type];
          const name = w(NAME_KEYS[type]);
          const id = featureFieldId(formId, type);
          const rowError = errors[`feature:${type}`];
          const errorId = rowError ? `${id}-error` : undefined;
          const access = isAccessFeature(type);
          return (
            <li
              key={type}
              className="grid items-center gap-x-4 gap-y-2 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-[1fr_9rem_9rem]"
              data-testid={`feature-row-${type}`}
            >
              <label className="flex min-h-11 items-center gap-2 font-medium text-gray-900">
                <input
                  id={id}
                  type="checkbox"
                  checked={row.included}
                  aria-describedby={errorId}
                  onChange={(e) => onChange(type, { ...row, included: e.target.checked })}
                  className="size-5 accent-(--brand)"
                />
                {name}
                {disabledTypes.includes(type) ? (
                  <span className="text-sm font-normal text-amber-900">
                    ({w('adminPackageCatalogueOff')})
                  </span>
                ) : null}
              </label>
              {access ? (
                <p className="text-sm text-gray-700 sm:col-span-2">{w('adminPackageAlwaysUnlimited')}</p>
              ) : (
                <>
                  <label className="block text-sm text-gray-900">
                    <span className="sr-only">{`${name}: `}</span>
                    {w('adminPackageLimit')}
                    <input
                      id={`${id}-limit`}
                      type="text"
                      inputMode="numeric"
                      value={row.limit}
                      disabled={!row.included || row.unlimited}
                      aria-invalid={rowError ? true : undefined}
                      aria-describedby={errorId}
                      onChange={(e) => onChange(type, { ...row, limit: e.target.value })}
                      className="mt-1 block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900 disabled:bg-gray-100 aria-invalid:border-red-700"
                    />
                  </label>
                  <label className="flex min-h-11 items-center gap-2 text-gray-900">
                    <input
                      type="checkbox"
                      checked={row.unlimited}
                      disabled={!row.included}
                      onChange={(e) => onChange(type, { ...row, unlimited: e.target.checked })}
                      className="size-5 accent-(--brand)"
                    />
                    <span className="sr-only">{`${name}: `}</span>
                    {w('adminPackageUnlimited')}
                  </label>
                </>
              )}
              {rowError ? (
                <p
                  id={errorId}
                  className="text-sm font-medium text-red-800 sm:col-span-3"
                  data-testid={`error-feature-${type}`}
                >
                  {rowError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
