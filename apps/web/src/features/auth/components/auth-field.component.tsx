import type { InputHTMLAttributes, Ref } from 'react';

// One labelled input of the sign-in forms: the label names it, the hint and the error are linked
// with aria-describedby, and aria-invalid marks it while its error shows.

export interface AuthFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'> {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Shown after the label ("optional"); fields without it are required. */
  optionalText?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export const FIELD_CLASS =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-gray-900 read-only:bg-gray-100 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

export function AuthField({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  optionalText,
  inputRef,
  className,
  ...input
}: AuthFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold text-gray-900">
        {label}
        {optionalText ? (
          <span className="ms-1 text-sm font-normal text-gray-700">({optionalText})</span>
        ) : null}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={optionalText ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${FIELD_CLASS} ${error ? 'border-red-700' : 'border-gray-400'}`}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800" data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
