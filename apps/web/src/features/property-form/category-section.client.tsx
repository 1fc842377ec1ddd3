'use client';

import { useTranslation } from '@/lib/i18n/i18n-context';
import { CONTROL, ERROR, type FormBinding, HINT, LABEL, LEGEND, SECTION } from './form-binding';
import { ParameterField } from './parameter-field.client';
import type { PostingCategory } from './property-form.types';
import type { PickedFile } from './property-form-data.util';
import { paramKey } from './property-form-errors.util';
import { categoryOf } from './property-form-values.util';

// The category comes first: its parameters (bedrooms, area, furnishing…) are the next questions.
// Values typed for another category are kept while the member switches back and forth.

export interface CategorySectionProps {
  binding: FormBinding;
  categories: readonly PostingCategory[];
  parameterFiles: Record<string, PickedFile>;
  /** Stored files of `file` parameters (edit), by parameter id. */
  storedFiles: Record<string, string>;
  onPickParameterFile(parameterId: number, file: File | null): void;
  /** Set when the categories could not be read: asks again. */
  loadFailed: (() => void) | null;
}

export function CategorySection({
  binding,
  categories,
  parameterFiles,
  storedFiles,
  onPickParameterFile,
  loadFailed,
}: CategorySectionProps) {
  const { t } = useTranslation();
  const { values, set, errors, idOf, disabled } = binding;
  const category = categoryOf(categories, values.category_id);
  const selectId = idOf('category_id');
  const error = errors.category_id;
  const listError = errors.parameters;

  return (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{t('propertyFormSectionCategory')}</legend>
      <div className="min-w-0">
        <label htmlFor={selectId} className={LABEL}>
          {t('propertyFormCategory')}
          <span className="text-sm font-normal text-gray-700"> ({t('requiredField')})</span>
        </label>
        <select
          id={selectId}
          name="category_id"
          value={values.category_id}
          disabled={disabled}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : `${selectId}-hint`}
          onChange={(event) => set('category_id', event.target.value)}
          className={`${CONTROL} sm:max-w-sm`}
        >
          <option value="">{t('propertyFormChooseCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.category}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${selectId}-error`} className={ERROR} data-testid="error-category_id">
            {error}
          </p>
        ) : (
          <p id={`${selectId}-hint`} className={HINT}>
            {category ? t('propertyFormCategoryChosen') : t('propertyFormCategoryFirst')}
          </p>
        )}
      </div>
      {loadFailed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-gray-900">
          <p>{t('propertyFormCategoriesFailed')}</p>
          <button
            type="button"
            onClick={loadFailed}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50"
          >
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      {category && category.parameter_types.length > 0 ? (
        <div
          id={idOf('parameters')}
          tabIndex={-1}
          className="grid gap-5 sm:grid-cols-2"
          data-testid="category-parameters"
        >
          {listError ? (
            <p className={`${ERROR} sm:col-span-2`} role="alert" data-testid="error-parameters">
              {listError}
            </p>
          ) : null}
          {category.parameter_types.map((parameter) => (
            <div
              key={parameter.id}
              className={
                parameter.type_of_parameter === 'checkbox' || parameter.type_of_parameter === 'textarea'
                  ? 'sm:col-span-2'
                  : undefined
              }
            >
              <ParameterField
                parameter={parameter}
                id={idOf(paramKey(parameter.id))}
                value={values.parameters[String(parameter.id)]}
                onChange={(value) =>
                  set('parameters', { ...values.parameters, [String(parameter.id)]: value })
                }
                picked={parameterFiles[String(parameter.id)] ?? null}
                storedFile={storedFiles[String(parameter.id)] ?? null}
                onPickFile={(file) => onPickParameterFile(parameter.id, file)}
                error={errors[paramKey(parameter.id)]}
                disabled={disabled}
              />
            </div>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
