'use client';

import { VERIFICATION_FIELD_TYPES } from '@domus/shared/constants/enums.constants';
import { hasOptions } from '@domus/shared/schemas/verification.schema';
import {
  type AdminVerificationField,
  VERIFICATION_FIELD_NAME_MAX,
  VERIFICATION_OPTION_MAX,
  VERIFICATION_SECTION_MAX,
} from '@domus/shared/schemas/verification-admin.schema';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { fieldErrorsOf } from '@/lib/api-answer.util';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import { saveVerificationField } from './api/save-verification-field';
import {
  checkFieldForm,
  type FieldFormErrors,
  type FieldFormValues,
  fieldErrors,
  initialFieldValues,
  optionRow,
} from './verification-field-form.util';

// Adding or editing one field of the members' verification form: name, type, the options of a
// choice field (added, removed, reordered), rank, section and whether members see it. Checked with
// the shared schema before sending; the API's refusals land next to their inputs the same way.

export const TYPE_KEYS: Record<(typeof VERIFICATION_FIELD_TYPES)[number], TranslationKey> = {
  text: 'adminVerificationTypeText',
  number: 'adminVerificationTypeNumber',
  radio: 'adminVerificationTypeRadio',
  checkbox: 'adminVerificationTypeCheckbox',
  dropdown: 'adminVerificationTypeDropdown',
  textarea: 'adminVerificationTypeTextarea',
  file: 'adminVerificationTypeFile',
};

const ORDER = ['name', 'field_type', 'options', 'rank', 'section'];
const SMALL =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-gray-500 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-50';

export function VerificationFieldForm({
  field,
  nextRank,
  w,
  onDone,
}: {
  field: AdminVerificationField | null;
  nextRank: number;
  w: Translate;
  /** `saved`: the API stored it (the list renders again). */
  onDone(saved: boolean): void;
}) {
  const id = useId();
  const [values, setValues] = useState<FieldFormValues>(() => initialFieldValues(field, nextRank));
  const [errors, setErrors] = useState<FieldFormErrors>({});
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const set = (change: Partial<FieldFormValues>) => setValues((current) => ({ ...current, ...change }));
  const choice = hasOptions(values.field_type);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // `option:n` counts the options sent (blank rows are dropped): the n-th filled row.
  const filledRows = values.options.filter((option) => option.value.trim() !== '');
  const optionError = (rowKey: string) => {
    const index = filledRows.findIndex((option) => option.key === rowKey);
    return index >= 0 ? errors[`option:${index}`] : undefined;
  };
  const domId = (key: string) => `${id}-${key}`;

  function show(found: FieldFormErrors) {
    setErrors(found);
    const firstKey = [...ORDER, ...Object.keys(found)].find((key) => found[key]);
    if (!firstKey) return;
    let target = domId(firstKey);
    if (firstKey.startsWith('option:'))
      target = domId(`option-${filledRows[Number(firstKey.slice(7))]?.key}`);
    else if (firstKey === 'options') target = domId(`option-${values.options[0]?.key}`);
    document.getElementById(target)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkFieldForm(values);
    if ('errors' in checked) {
      show(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    await saveVerificationField(field?.id ?? null, checked.body, {
      successToast: true,
      onSuccess: () => onDone(true),
      onError: (failure) => {
        const listed = fieldErrorsOf(failure);
        if (listed.length > 0) show(fieldErrors(listed));
      },
    });
    setBusy(false);
  }

  function moveOption(index: number, by: -1 | 1) {
    const options = [...values.options];
    const [row] = options.splice(index, 1);
    if (!row) return;
    options.splice(index + by, 0, row);
    set({ options });
    requestAnimationFrame(() => document.getElementById(domId(`option-${row.key}`))?.focus());
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className="grid gap-5 rounded-xl border border-gray-300 bg-white p-4 sm:p-6"
      data-testid="verification-field-form"
    >
      <h2
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-gray-900 focus:outline-none"
      >
        {field
          ? w('adminVerificationFieldEditTitle', { name: field.name })
          : w('adminVerificationFieldNewTitle')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={domId('name')}
          name="name"
          label={w('adminVerificationFieldName')}
          marker={w('requiredField')}
          required
          maxLength={VERIFICATION_FIELD_NAME_MAX}
          value={values.name}
          onValueChange={(name) => set({ name })}
          error={errors.name}
        />
        <div>
          <label htmlFor={domId('field_type')} className="mb-1 block font-semibold text-gray-900">
            {w('adminVerificationFieldType')}
            <span className="text-sm font-normal text-gray-700"> ({w('requiredField')})</span>
          </label>
          <select
            id={domId('field_type')}
            name="field_type"
            value={values.field_type}
            aria-required="true"
            aria-invalid={errors.field_type ? true : undefined}
            aria-describedby={errors.field_type ? `${domId('field_type')}-error` : undefined}
            onChange={(event) => set({ field_type: event.target.value as FieldFormValues['field_type'] })}
            className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 aria-invalid:border-red-700"
          >
            <option value="">{w('adminVerificationFieldTypeChoose')}</option>
            {VERIFICATION_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {w(TYPE_KEYS[type])}
              </option>
            ))}
          </select>
          {errors.field_type ? (
            <p id={`${domId('field_type')}-error`} className="mt-1 text-sm font-medium text-red-800">
              {errors.field_type}
            </p>
          ) : null}
        </div>
      </div>
      {choice ? (
        <fieldset
          className="grid min-w-0 gap-3"
          aria-describedby={errors.options ? `${id}-options-error` : undefined}
        >
          <legend className="mb-1 font-semibold text-gray-900">
            {w('adminVerificationFieldOptions')}
            <span className="text-sm font-normal text-gray-700"> ({w('requiredField')})</span>
          </legend>
          <ol className="grid gap-2" data-testid="verification-field-options">
            {values.options.map((option, index) => {
              const message = optionError(option.key);
              const inputId = domId(`option-${option.key}`);
              return (
                <li key={option.key} className="flex flex-wrap items-start gap-2">
                  <div className="min-w-0 flex-1 basis-48">
                    <label htmlFor={inputId} className="sr-only">
                      {w('adminVerificationFieldOption', { number: index + 1 })}
                    </label>
                    <input
                      id={inputId}
                      type="text"
                      value={option.value}
                      maxLength={VERIFICATION_OPTION_MAX}
                      placeholder={w('adminVerificationFieldOption', { number: index + 1 })}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${inputId}-error` : undefined}
                      onChange={(event) =>
                        set({
                          options: values.options.map((row) =>
                            row.key === option.key ? { ...row, value: event.target.value } : row,
                          ),
                        })
                      }
                      className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 aria-invalid:border-red-700"
                    />
                    {message ? (
                      <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-800">
                        {message}
                      </p>
                    ) : null}
                  </div>
                  <button
                    type="button"
                    className={SMALL}
                    disabled={index === 0}
                    onClick={() => moveOption(index, -1)}
                    aria-label={w('adminVerificationOptionUp', { number: index + 1 })}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className={SMALL}
                    disabled={index === values.options.length - 1}
                    onClick={() => moveOption(index, 1)}
                    aria-label={w('adminVerificationOptionDown', { number: index + 1 })}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className={SMALL}
                    disabled={values.options.length === 1}
                    onClick={() => set({ options: values.options.filter((row) => row.key !== option.key) })}
                    aria-label={w('adminVerificationOptionRemove', { number: index + 1 })}
                  >
                    {w('adminVerificationRemove')}
                  </button>
                </li>
              );
            })}
          </ol>
          {errors.options ? (
            <p id={`${id}-options-error`} className="text-sm font-medium text-red-800">
              {errors.options}
            </p>
          ) : null}
          <div>
            <button
              type="button"
              className={SMALL}
              onClick={() => {
                const row = optionRow();
                set({ options: [...values.options, row] });
                requestAnimationFrame(() => document.getElementById(domId(`option-${row.key}`))?.focus());
              }}
            >
              {w('adminVerificationOptionAdd')}
            </button>
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={domId('rank')}
          name="rank"
          label={w('adminVerificationFieldRank')}
          hint={w('adminVerificationFieldRankHint')}
          inputMode="numeric"
          maxLength={7}
          value={values.rank}
          onValueChange={(rank) => set({ rank })}
          error={errors.rank}
        />
        <TextField
          id={domId('section')}
          name="section"
          label={w('adminVerificationFieldSection')}
          marker={w('adminVerificationOptional')}
          hint={w('adminVerificationFieldSectionHint')}
          maxLength={VERIFICATION_SECTION_MAX}
          value={values.section}
          onValueChange={(section) => set({ section })}
          error={errors.section}
        />
      </div>
      <label className="inline-flex min-h-11 items-center gap-3 font-semibold text-gray-900">
        <input
          type="checkbox"
          role="switch"
          aria-checked={values.active}
          checked={values.active}
          onChange={(event) => set({ active: event.target.checked })}
          className="size-5 accent-(--brand)"
        />
        {w('adminVerificationFieldActive')}
      </label>
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" busy={busy} busyText={w('adminVerificationSaving')}>
          {field ? w('adminVerificationFieldSave') : w('adminVerificationFieldCreate')}
        </BusyButton>
        <BusyButton
          type="button"
          look="secondary"
          busy={false}
          busyText=""
          disabled={busy}
          onClick={() => onDone(false)}
        >
          {w('authActionCancel')}
        </BusyButton>
      </div>
    </form>
  );
}
