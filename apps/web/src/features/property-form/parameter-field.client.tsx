'use client';

import { useTranslation } from '@/lib/i18n/i18n-context';
import { CONTROL, ERROR, HINT, LABEL } from './form-binding';
import type { ParameterType } from './property-form.types';
import type { PickedFile } from './property-form-data.util';

// One category parameter, typed as the operator defined it: a number, a line or a paragraph of
// text, one option (a list or radio buttons), several options (checkboxes) or a file.

export interface ParameterFieldProps {
  parameter: ParameterType;
  id: string;
  value: string | string[] | undefined;
  onChange(value: string | string[]): void;
  /** A `file` parameter's chosen file, its stored one (edit) and how to choose. */
  picked?: PickedFile | null;
  storedFile?: string | null;
  onPickFile?(file: File | null): void;
  error: string | undefined;
  disabled: boolean;
}

export function ParameterField({
  parameter,
  id,
  value,
  onChange,
  picked,
  storedFile,
  onPickFile,
  error,
  disabled,
}: ParameterFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const errorLine = error ? (
    <p id={errorId} className={ERROR} data-testid={`error-param-${parameter.id}`}>
      {error}
    </p>
  ) : null;
  const marker = parameter.is_required ? (
    <span className="text-sm font-normal text-gray-700"> ({t('requiredField')})</span>
  ) : null;
  const common = {
    id,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const ariaRequired = parameter.is_required || undefined;
  const options = parameter.type_values ?? [];
  const text = typeof value === 'string' ? value : '';

  if (parameter.type_of_parameter === 'radiobutton' || parameter.type_of_parameter === 'checkbox') {
    const many = parameter.type_of_parameter === 'checkbox';
    const ticked = Array.isArray(value) ? value : [];
    return (
      <fieldset
        id={id}
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-w-0"
      >
        <legend className={LABEL}>
          {parameter.name}
          {marker}
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {options.map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2 text-gray-900">
              <input
                type={many ? 'checkbox' : 'radio'}
                name={`param-${parameter.id}`}
                value={option}
                disabled={disabled}
                checked={many ? ticked.includes(option) : text === option}
                onChange={(event) => {
                  if (!many) onChange(option);
                  else if (event.target.checked) onChange([...ticked, option]);
                  else onChange(ticked.filter((v) => v !== option));
                }}
                className="size-5 accent-(--brand)"
              />
              {option}
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  let control: React.ReactNode;
  switch (parameter.type_of_parameter) {
    case 'dropdown':
      control = (
        <select
          {...common}
          aria-required={ariaRequired}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className={CONTROL}
        >
          <option value="">{t('propertyFormSelectOption')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case 'textarea':
      control = (
        <textarea
          {...common}
          aria-required={ariaRequired}
          value={text}
          rows={4}
          maxLength={5000}
          onChange={(e) => onChange(e.target.value)}
          className={CONTROL}
        />
      );
      break;
    case 'file':
      control = (
        <>
          <input
            {...common}
            required={parameter.is_required}
            type="file"
            accept="image/jpeg,image/png,application/pdf"
            onChange={(e) => onPickFile?.(e.target.files?.[0] ?? null)}
            className="block w-full text-gray-900 file:me-3 file:min-h-11 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-4 file:font-semibold"
          />
          {picked ? <p className={HINT}>{picked.file.name}</p> : null}
          {storedFile && !picked ? (
            <p className={HINT}>
              <a href={storedFile} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                {t('propertyFormCurrentFile')}
              </a>
            </p>
          ) : null}
        </>
      );
      break;
    default:
      control = (
        <input
          {...common}
          aria-required={ariaRequired}
          type="text"
          inputMode={parameter.type_of_parameter === 'number' ? 'decimal' : undefined}
          dir={parameter.type_of_parameter === 'number' ? 'ltr' : undefined}
          maxLength={parameter.type_of_parameter === 'number' ? 20 : 255}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className={CONTROL}
        />
      );
  }
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={LABEL}>
        {parameter.name}
        {marker}
      </label>
      {control}
      {errorLine}
    </div>
  );
}
