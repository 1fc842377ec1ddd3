'use client';

import { TextField } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { CONTROL, type FormBinding, HINT, LABEL, LEGEND, SECTION, textFieldProps } from './form-binding';
import { RENT_DURATION_OPTIONS } from './property-form-values.util';

// Title, description, and the offer: sale or rent (with its period), price, premium.

const DURATION_KEYS: Record<(typeof RENT_DURATION_OPTIONS)[number], TranslationKey> = {
  Daily: 'propertyFormRentDaily',
  Monthly: 'propertyFormRentMonthly',
  Quarterly: 'propertyFormRentQuarterly',
  Yearly: 'propertyFormRentYearly',
};

export function DetailsSection({
  binding,
  currencySymbol,
  typeLocked,
}: {
  binding: FormBinding;
  currencySymbol: string;
  /** A sold or rented listing keeps its type here (My properties offers it again). */
  typeLocked: boolean;
}) {
  const { t } = useTranslation();
  const { values, set, idOf, disabled } = binding;
  const required = { required: true, marker: t('requiredField') };
  const durationId = idOf('rentduration');
  const premiumId = idOf('is_premium');

  return (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{t('propertyFormSectionDetails')}</legend>
      <TextField
        {...textFieldProps(binding, 'title', t('propertyFormTitle'))}
        {...required}
        maxLength={255}
      />
      <TextField
        {...textFieldProps(binding, 'description', t('propertyFormDescription'))}
        {...required}
        multiline
        rows={6}
        maxLength={20_000}
      />
      <fieldset
        id={idOf('property_type')}
        tabIndex={-1}
        className="min-w-0"
        aria-describedby={typeLocked ? `${idOf('property_type')}-hint` : undefined}
      >
        <legend className={LABEL}>{t('propertyFormPropertyType')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {(['sell', 'rent'] as const).map((type) => (
            <label key={type} className="inline-flex min-h-11 items-center gap-2 text-gray-900">
              <input
                type="radio"
                name="property_type"
                value={type}
                checked={values.property_type === type}
                disabled={disabled || typeLocked}
                onChange={() => set('property_type', type)}
                className="size-5 accent-(--brand)"
              />
              {t(type === 'sell' ? 'propertyFormSell' : 'propertyFormRent')}
            </label>
          ))}
        </div>
        {typeLocked ? (
          <p id={`${idOf('property_type')}-hint`} className={HINT}>
            {t('propertyFormTypeLocked')}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...textFieldProps(binding, 'price', t('propertyFormPrice', { currency: currencySymbol }))}
          {...required}
          inputMode="decimal"
          dir="ltr"
          maxLength={20}
          autoComplete="off"
        />
        {values.property_type === 'rent' ? (
          <div className="min-w-0">
            <label htmlFor={durationId} className={LABEL}>
              {t('propertyFormRentDuration')}
            </label>
            <select
              id={durationId}
              name="rentduration"
              value={values.rentduration}
              disabled={disabled}
              onChange={(event) =>
                set('rentduration', event.target.value as (typeof RENT_DURATION_OPTIONS)[number])
              }
              className={CONTROL}
            >
              {RENT_DURATION_OPTIONS.map((duration) => (
                <option key={duration} value={duration}>
                  {t(DURATION_KEYS[duration])}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="flex items-start gap-3">
        <input
          id={premiumId}
          type="checkbox"
          name="is_premium"
          checked={values.is_premium}
          disabled={disabled}
          aria-describedby={`${premiumId}-hint`}
          onChange={(event) => set('is_premium', event.target.checked)}
          className="mt-1 size-5 accent-(--brand)"
        />
        <div>
          <label htmlFor={premiumId} className="font-semibold text-gray-900">
            {t('propertyFormPremium')}
          </label>
          <p id={`${premiumId}-hint`} className="text-sm text-gray-700">
            {t('propertyFormPremiumHint')}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
