'use client';

import type { PersonalisedInterests } from '@domus/shared/schemas/personalised.schema';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import type { Category, OutdoorFacility } from '@/lib/api-types';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { clearPersonalisedFields, savePersonalisedFields } from './api/save-personalised-fields';
import {
  bodyOf,
  checkInterests,
  EMPTY_INTERESTS,
  formValuesOf,
  type InterestsFormValues,
} from './personalised-form.util';

// The interests form of /user/personalised-feed: categories and nearby places as checkbox groups,
// a price range, sell/rent and a city with suggestions. Checked with the API's own schema before
// sending; the server's message is the toast either way.

const GROUP = 'grid gap-2 rounded-lg border border-gray-200 p-4';
const LEGEND = 'px-1 font-semibold text-gray-900';
const CHOICE = 'inline-flex min-h-11 items-center gap-2 text-gray-900';
const BOX = 'size-5 shrink-0 accent-(--brand)';

export interface InterestsFormProps {
  interests: PersonalisedInterests | null;
  categories: Category[];
  facilities: OutdoorFacility[];
  cities: string[];
  onSaved(interests: PersonalisedInterests | null): void;
}

export function InterestsForm({ interests, categories, facilities, cities, onSaved }: InterestsFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<InterestsFormValues>(() => formValuesOf(interests));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState<'save' | 'clear' | null>(null);

  const set = <K extends keyof InterestsFormValues>(key: K, value: InterestsFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = bodyOf(values);
    const problem = checkInterests(body);
    setError(problem);
    if (problem) return;
    setBusy('save');
    const result = await savePersonalisedFields(body);
    setBusy(null);
    if (result.kind === 'success') {
      onSaved(result.body.data);
      return;
    }
    if (result.kind === 'error') {
      const field = Object.keys(result.body.details ?? {})[0];
      setError({ field: field ?? 'category_ids', message: result.body.message });
    }
  }

  async function onClear() {
    if (busy) return;
    setBusy('clear');
    const result = await clearPersonalisedFields();
    setBusy(null);
    if (result.kind === 'success') {
      setValues(EMPTY_INTERESTS);
      setError(null);
      onSaved(null);
    }
  }

  const groupError = (field: string) =>
    errorOf(field) ? (
      <p
        id={`${id}-${field}-error`}
        className="text-sm font-medium text-red-700"
        data-testid={`error-${field}`}
      >
        {errorOf(field)}
      </p>
    ) : null;

  return (
    <form
      aria-label={t('personalisedFormLabel')}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6"
      data-testid="interests-form"
    >
      <fieldset
        className={GROUP}
        aria-describedby={errorOf('category_ids') ? `${id}-category_ids-error` : undefined}
      >
        <legend className={LEGEND}>{t('personalisedCategories')}</legend>
        <div className="grid grid-cols-2 gap-x-4 lg:grid-cols-3">
          {categories.map((category) => (
            <label key={category.id} className={CHOICE}>
              <input
                type="checkbox"
                name="category_ids"
                value={category.id}
                checked={values.categoryIds.includes(category.id)}
                onChange={(e) =>
                  set('categoryIds', toggle(values.categoryIds, category.id, e.target.checked))
                }
                className={BOX}
              />
              {category.category}
            </label>
          ))}
        </div>
        {groupError('category_ids')}
      </fieldset>

      <fieldset
        className={GROUP}
        aria-describedby={errorOf('outdoor_facilitiy_ids') ? `${id}-outdoor_facilitiy_ids-error` : undefined}
      >
        <legend className={LEGEND}>{t('personalisedFacilities')}</legend>
        <p className="text-sm text-gray-700">{t('personalisedFacilitiesHint')}</p>
        <div className="grid grid-cols-2 gap-x-4 lg:grid-cols-3">
          {facilities.map((facility) => (
            <label key={facility.id} className={CHOICE}>
              <input
                type="checkbox"
                name="outdoor_facilitiy_ids"
                value={facility.id}
                checked={values.facilityIds.includes(facility.id)}
                onChange={(e) =>
                  set('facilityIds', toggle(values.facilityIds, facility.id, e.target.checked))
                }
                className={BOX}
              />
              {facility.name}
            </label>
          ))}
        </div>
        {groupError('outdoor_facilitiy_ids')}
      </fieldset>

      <div className="grid gap-6 md:grid-cols-2">
        <fieldset className={GROUP}>
          <legend className={LEGEND}>{t('personalisedPriceLegend')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id={`${id}-min`}
              name="price_min"
              label={t('personalisedPriceMin')}
              value={values.minPrice}
              onValueChange={(v) => set('minPrice', v)}
              inputMode="decimal"
              error={errorOf('price_range')}
            />
            <TextField
              id={`${id}-max`}
              name="price_max"
              label={t('personalisedPriceMax')}
              value={values.maxPrice}
              onValueChange={(v) => set('maxPrice', v)}
              inputMode="decimal"
            />
          </div>
        </fieldset>

        <fieldset className={GROUP}>
          <legend className={LEGEND}>{t('personalisedTypes')}</legend>
          <div className="flex flex-wrap gap-x-6">
            {(['sell', 'rent'] as const).map((type) => (
              <label key={type} className={CHOICE}>
                <input
                  type="checkbox"
                  name="property_type"
                  value={type}
                  checked={values.types.includes(type)}
                  onChange={(e) => set('types', toggle(values.types, type, e.target.checked))}
                  className={BOX}
                />
                {t(type === 'sell' ? 'forSale' : 'forRent')}
              </label>
            ))}
          </div>
          {groupError('property_type')}
        </fieldset>
      </div>

      <div className="max-w-md">
        <TextField
          id={`${id}-city`}
          name="city"
          label={t('personalisedCity')}
          hint={t('personalisedCityHint')}
          value={values.city}
          onValueChange={(v) => set('city', v)}
          maxLength={100}
          list={`${id}-cities`}
          autoComplete="off"
          error={errorOf('city')}
        />
        <datalist id={`${id}-cities`}>
          {cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <BusyButton type="submit" busy={busy === 'save'} busyText={t('personalisedSaving')}>
          {t('personalisedSave')}
        </BusyButton>
        {interests ? (
          <BusyButton
            type="button"
            look="secondary"
            busy={busy === 'clear'}
            busyText={t('personalisedClearing')}
            onClick={() => void onClear()}
          >
            {t('personalisedClear')}
          </BusyButton>
        ) : null}
      </div>
    </form>
  );
}
