'use client';

import type { VerificationFormField } from '@domus/shared/schemas/verification.schema';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { type AnswerValue, FILE_ACCEPT, TEXT_MAX, TEXTAREA_MAX } from './verification-form.util';

// One field of the operator's form, drawn by its type. Every field is required (the server asks
// for an answer to each); its message sits under it and is tied to it for assistive technology.

const LABEL = 'mb-1 block font-semibold text-gray-900';
const CONTROL =
  'block min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 disabled:bg-gray-100';
const CHOICE = 'flex min-h-11 items-center gap-3 text-gray-900';

export interface VerificationFieldProps {
  field: VerificationFormField;
  value: AnswerValue;
  onChange(value: AnswerValue): void;
  error: string | undefined;
  /** Re-applying: the file I sent before, as a link. */
  earlierFile: string | null;
  /** 0..1 while this field's file is being sent. */
  progress: number | undefined;
  disabled: boolean;
}

export function fieldDomId(field: VerificationFormField) {
  return `verification-field-${field.id}`;
}

function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className="ms-1 text-red-800">
        *
      </span>
      <span className="sr-only"> ({t('requiredField')})</span>
    </>
  );
}

export function VerificationField({
  field,
  value,
  onChange,
  error,
  earlierFile,
  progress,
  disabled,
}: VerificationFieldProps) {
  const { t, code } = useTranslation();
  const id = fieldDomId(field);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = error ? true : undefined;
  const describedBy = [field.field_type === 'file' ? hintId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const errorLine = error ? (
    <p
      id={errorId}
      className="mt-1 text-sm font-medium text-red-800"
      data-testid={`verification-error-${field.id}`}
    >
      {error}
    </p>
  ) : null;
  const text = typeof value === 'string' ? value : '';

  if (field.field_type === 'radio' || field.field_type === 'checkbox') {
    const ticked = Array.isArray(value) ? value : [];
    return (
      <fieldset
        id={id}
        tabIndex={-1}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
        className="min-w-0 focus:outline-none"
      >
        <legend className={LABEL}>
          {field.name}
          <RequiredMark />
        </legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {field.form_fields_values.map((option) => (
            <label key={option.id} className={CHOICE}>
              <input
                type={field.field_type}
                name={`field-${field.id}`}
                value={option.value}
                disabled={disabled}
                checked={field.field_type === 'radio' ? text === option.value : ticked.includes(option.value)}
                onChange={(event) => {
                  if (field.field_type === 'radio') onChange(option.value);
                  else
                    onChange(
                      event.target.checked
                        ? [...ticked, option.value]
                        : ticked.filter((item) => item !== option.value),
                    );
                }}
                className="size-5 shrink-0 accent-(--brand)"
              />
              <span>{option.value}</span>
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  const label = (
    <label htmlFor={id} className={LABEL}>
      {field.name}
      <RequiredMark />
    </label>
  );
  const common = {
    id,
    name: `field-${field.id}`,
    disabled,
    required: true,
    'aria-required': true as const,
    'aria-invalid': invalid,
    'aria-describedby': describedBy || undefined,
  };

  let control: React.ReactNode;
  switch (field.field_type) {
    case 'textarea':
      control = (
        <textarea
          {...common}
          rows={5}
          maxLength={TEXTAREA_MAX}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={CONTROL}
        />
      );
      break;
    case 'dropdown':
      control = (
        <select
          {...common}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={CONTROL}
        >
          <option value="">{t('agentVerificationChoose')}</option>
          {field.form_fields_values.map((option) => (
            <option key={option.id} value={option.value}>
              {option.value}
            </option>
          ))}
        </select>
      );
      break;
    case 'file':
      control = (
        <FileControl
          common={common}
          hintId={hintId}
          file={value instanceof File ? value : null}
          earlierFile={earlierFile}
          progress={progress}
          onChange={onChange}
          locale={code}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          type="text"
          inputMode={field.field_type === 'number' ? 'decimal' : undefined}
          maxLength={field.field_type === 'text' ? TEXT_MAX : undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={CONTROL}
        />
      );
  }
  return (
    <div className="min-w-0">
      {label}
      {control}
      {errorLine}
    </div>
  );
}

function formatBytes(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const unit = mb >= 1 ? 'megabyte' : 'kilobyte';
  const amount = mb >= 1 ? mb : Math.max(1, bytes / 1024);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(amount);
}

function FileControl({
  common,
  hintId,
  file,
  earlierFile,
  progress,
  onChange,
  locale,
}: {
  common: Record<string, unknown> & { id: string };
  hintId: string;
  file: File | null;
  earlierFile: string | null;
  progress: number | undefined;
  onChange(value: AnswerValue): void;
  locale: string;
}) {
  const { t } = useTranslation();
  const progressId = useId();
  const percent = progress === undefined ? null : Math.round(progress * 100);
  return (
    <>
      <input
        {...common}
        type="file"
        accept={FILE_ACCEPT}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="block w-full max-w-full text-gray-900 file:me-3 file:min-h-11 file:rounded-md file:border file:border-gray-500 file:bg-white file:px-4 file:font-semibold hover:file:bg-gray-50"
      />
      <p id={hintId} className="mt-1 text-sm text-gray-700">
        {t('agentVerificationFileHint')}
      </p>
      {earlierFile && !file ? (
        <p className="mt-1 text-sm text-gray-800">
          <a
            href={earlierFile}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-(--brand-ink) underline underline-offset-2"
          >
            {t('agentVerificationEarlierFile')}
          </a>{' '}
          {t('agentVerificationChooseAgain')}
        </p>
      ) : null}
      {file ? (
        <p className="mt-1 text-sm text-gray-800" data-testid="verification-picked-file">
          <bdi className="font-medium">{file.name}</bdi> · {formatBytes(file.size, locale)}
        </p>
      ) : null}
      {file && percent !== null ? (
        <div className="mt-2 flex items-center gap-2">
          <progress
            id={progressId}
            max={100}
            value={percent}
            aria-label={t('agentVerificationUploading', { name: file.name })}
            className="h-2 w-full max-w-60 appearance-none overflow-hidden rounded-full bg-gray-200 [&::-moz-progress-bar]:bg-(--brand) [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-(--brand)"
            data-testid="verification-upload-progress"
          />
          <span className="text-sm text-gray-800 tabular-nums" aria-hidden="true">
            {percent}%
          </span>
        </div>
      ) : null}
    </>
  );
}
