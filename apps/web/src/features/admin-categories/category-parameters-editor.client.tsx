'use client';

import { PARAMETER_TYPES, type ParameterType } from '@domus/shared/constants/enums.constants';
import { isChoiceType } from '@domus/shared/schemas/admin-category.schema';
import { TextField } from '@/components/ui/text-field.component';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import { type CategoryFormErrors, moveRow, type ParameterRow } from './category-form.util';

// The category's parameters in order: each with its name, type, options (choice types only) and
// required switch, moved up and down with buttons (keyboard-friendly, no dragging), removed, or
// added at the end. Each parameter is a fieldset named by its number.

const TYPE_WORDS: Record<ParameterType, TranslationKey> = {
  textbox: 'adminVerificationTypeText',
  textarea: 'adminVerificationTypeTextarea',
  number: 'adminVerificationTypeNumber',
  dropdown: 'adminVerificationTypeDropdown',
  radiobutton: 'adminVerificationTypeRadio',
  checkbox: 'adminVerificationTypeCheckbox',
  file: 'adminVerificationTypeFile',
};

const SMALL_BUTTON =
  'inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-50 disabled:opacity-50';

export function parameterFieldId(formId: string, index: number, field: string): string {
  return `${formId}-parameters.${index}.${field}`;
}

export function CategoryParametersEditor({
  formId,
  rows,
  onChange,
  errors,
  w,
}: {
  formId: string;
  rows: ParameterRow[];
  onChange(rows: ParameterRow[]): void;
  errors: CategoryFormErrors;
  w: Translate;
}) {
  const update = (index: number, change: Partial<ParameterRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const add = () => {
    const key = Math.min(0, ...rows.map((r) => r.key)) - 1;
    onChange([...rows, { key, name: '', type: 'textbox', options: '', required: false }]);
    // The new row's name field takes the focus once it is drawn.
    requestAnimationFrame(() =>
      document.getElementById(parameterFieldId(formId, rows.length, 'name'))?.focus(),
    );
  };

  return (
    <fieldset className="grid gap-4 rounded-xl border border-gray-200 p-4" data-testid="category-parameters">
      <legend className="px-1 font-semibold text-gray-900">{w('adminCategoryParameters')}</legend>
      <p className="text-gray-700">{w('adminCategoryParametersHint')}</p>
      {rows.length === 0 ? <p className="text-gray-700">{w('adminCategoryNoParameters')}</p> : null}
      <ol className="grid gap-4">
        {rows.map((row, index) => {
          const n = index + 1;
          const id = (field: string) => parameterFieldId(formId, index, field);
          const optionsError = errors[`parameters.${index}.type_values`];
          return (
            <li key={row.key}>
              <fieldset
                className="grid gap-3 rounded-lg border border-gray-300 p-3"
                data-testid="category-parameter"
              >
                <legend className="px-1 font-medium text-gray-900">
                  {w('adminCategoryParameterLegend', { n })}
                </legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    id={id('name')}
                    name={`parameters.${index}.name`}
                    label={w('adminCategoryParameterName')}
                    value={row.name}
                    onValueChange={(name) => update(index, { name })}
                    error={errors[`parameters.${index}.name`]}
                    required
                    marker={w('requiredField')}
                    maxLength={150}
                  />
                  <div className="text-gray-900">
                    {/* A label of its own (not wrapping the select), so the select's name is just "Type". */}
                    <label htmlFor={id('type_of_parameter')}>{w('adminCategoryParameterType')}</label>
                    <select
                      id={id('type_of_parameter')}
                      value={row.type}
                      onChange={(e) => update(index, { type: e.target.value as ParameterType })}
                      className="mt-1 block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900"
                    >
                      {PARAMETER_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {w(TYPE_WORDS[type])}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                {isChoiceType(row.type) ? (
                  <TextField
                    id={id('type_values')}
                    name={`parameters.${index}.type_values`}
                    label={w('adminCategoryParameterOptions')}
                    value={row.options}
                    onValueChange={(options) => update(index, { options })}
                    error={optionsError}
                    multiline
                    rows={3}
                  />
                ) : null}
                <div className="flex flex-wrap items-center gap-3">
                  <label className="flex min-h-11 items-center gap-2 text-gray-900">
                    <input
                      type="checkbox"
                      checked={row.required}
                      onChange={(e) => update(index, { required: e.target.checked })}
                      className="size-5 accent-(--brand)"
                    />
                    {w('adminCategoryParameterRequired')}
                  </label>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    disabled={index === 0}
                    aria-label={w('adminCategoryParameterUp', { n })}
                    onClick={() => onChange(moveRow(rows, index, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    disabled={index === rows.length - 1}
                    aria-label={w('adminCategoryParameterDown', { n })}
                    onClick={() => onChange(moveRow(rows, index, 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  >
                    {w('adminCategoryParameterRemove', { n })}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <button type="button" className={SMALL_BUTTON} onClick={add}>
          {w('adminCategoryParameterAdd')}
        </button>
      </div>
    </fieldset>
  );
}
