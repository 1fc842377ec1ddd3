'use client';

import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { CONTROL, ERROR, type FormBinding, HINT, LEGEND, SECTION } from './form-binding';
import type { Facility } from './property-form.types';
import { facilityKey } from './property-form-errors.util';

// Nearby places (school, hospital, metro…): tick one and give its distance, in the operator's unit
// (web-settings.distance_option).

const UNIT_KEYS: Record<string, TranslationKey> = { m: 'unitM', km: 'unitKm', mi: 'unitMi', yd: 'unitYd' };

export function FacilitiesSection({
  binding,
  facilities,
  distanceOption,
}: {
  binding: FormBinding;
  facilities: readonly Facility[];
  distanceOption: string;
}) {
  const { t } = useTranslation();
  const { values, set, errors, idOf, disabled } = binding;
  const unit = t(UNIT_KEYS[distanceOption] ?? 'unitKm');
  if (facilities.length === 0) return null;

  const toggle = (id: string, on: boolean) => {
    const next = { ...values.facilities };
    if (on) next[id] = next[id] ?? '';
    else delete next[id];
    set('facilities', next);
    binding.clear([facilityKey(id)]);
  };

  return (
    <fieldset className={SECTION} aria-describedby={`${idOf('facilities')}-hint`}>
      <legend className={LEGEND}>{t('propertyFormSectionFacilities')}</legend>
      <p id={`${idOf('facilities')}-hint`} className={`${HINT} mt-0`}>
        {t('propertyFormFacilitiesHint', { unit })}
      </p>
      {errors.facilities ? (
        <p className={ERROR} role="alert" data-testid="error-facilities">
          {errors.facilities}
        </p>
      ) : null}
      <ul
        id={idOf('facilities')}
        tabIndex={-1}
        className="grid gap-3 sm:grid-cols-2"
        data-testid="facilities"
      >
        {facilities.map((facility) => {
          const id = String(facility.id);
          const chosen = id in values.facilities;
          const inputId = idOf(facilityKey(id));
          const error = errors[facilityKey(id)];
          return (
            <li key={facility.id} className="rounded-lg border border-gray-200 p-3">
              <label className="flex min-h-11 items-center gap-2 font-medium text-gray-900">
                <input
                  type="checkbox"
                  checked={chosen}
                  disabled={disabled}
                  onChange={(event) => toggle(id, event.target.checked)}
                  className="size-5 accent-(--brand)"
                />
                {facility.name}
              </label>
              {chosen ? (
                <div className="mt-2">
                  <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-gray-900">
                    {t('propertyFormFacilityDistance', { name: facility.name, unit })}
                  </label>
                  <input
                    id={inputId}
                    type="text"
                    inputMode="decimal"
                    dir="ltr"
                    maxLength={8}
                    value={values.facilities[id] ?? ''}
                    disabled={disabled}
                    aria-required
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    onChange={(event) =>
                      set('facilities', { ...values.facilities, [id]: event.target.value })
                    }
                    className={`${CONTROL} max-w-40`}
                  />
                  {error ? (
                    <p id={`${inputId}-error`} className={ERROR} data-testid={`error-facility-${id}`}>
                      {error}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
