'use client';

import { CONTROL, ERROR, HINT, LABEL } from './form-binding';

// A meta field with what the search engines' advice needs beside it: a running count, and the
// server's SEO warning (contract §4.22) as it appears and goes. A warning is advice, not an error:
// the field is not marked invalid, and the change is announced politely.

export interface SeoFieldProps {
  id: string;
  name: string;
  label: string;
  marker: string;
  value: string;
  onValueChange(value: string): void;
  count: string;
  warning: string | null;
  error: string | undefined;
  multiline?: boolean;
  maxLength: number;
  disabled: boolean;
}

export function SeoField({
  id,
  name,
  label,
  marker,
  value,
  onValueChange,
  count,
  warning,
  error,
  multiline,
  maxLength,
  disabled,
}: SeoFieldProps) {
  const describedBy = [`${id}-count`, `${id}-warning`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const control = {
    id,
    name,
    value,
    maxLength,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: CONTROL,
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={LABEL}>
        {label}
        <span className="text-sm font-normal text-gray-700"> ({marker})</span>
      </label>
      {multiline ? (
        <textarea {...control} rows={3} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <input {...control} type="text" onChange={(event) => onValueChange(event.target.value)} />
      )}
      <p id={`${id}-count`} className={HINT}>
        {count}
      </p>
      <p
        id={`${id}-warning`}
        aria-live="polite"
        className="mt-1 text-sm font-medium text-amber-900 empty:hidden"
        data-testid={`warning-${name}`}
      >
        {warning ?? ''}
      </p>
      {error ? (
        <p id={`${id}-error`} className={ERROR} data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
