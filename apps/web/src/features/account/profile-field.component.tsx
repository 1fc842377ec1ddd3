import type { HTMLInputTypeAttribute } from 'react';

// One labelled text field of the profile form: its hint and error linked by aria-describedby, and
// a read-only state (a field the sign-in method owns) that says why it cannot be edited.

const INPUT =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-gray-900 read-only:bg-gray-100 read-only:text-gray-800 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

export interface ProfileFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  /** Why the field is read-only; the field is editable when absent. */
  lockedNote?: string;
  required?: boolean;
  requiredLabel?: string;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'decimal' | 'url';
  maxLength?: number;
  dir?: 'ltr' | 'rtl' | 'auto';
  disabled?: boolean;
  className?: string;
  inputRef?(element: HTMLInputElement | HTMLTextAreaElement | null): void;
}

export function ProfileField(props: ProfileFieldProps) {
  const { id, name, label, value, error, hint, lockedNote, required, requiredLabel } = props;
  const hintId = hint || lockedNote ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    maxLength: props.maxLength,
    dir: props.dir,
    readOnly: lockedNote ? true : undefined,
    disabled: props.disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
    className: `${INPUT} ${error ? 'border-red-700' : 'border-gray-400'}`,
    onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
  };
  return (
    <div className={props.className}>
      <label htmlFor={id} className="mb-1 block font-semibold text-gray-900">
        {label}
        {required && requiredLabel ? (
          <span className="text-sm font-normal text-gray-700"> ({requiredLabel})</span>
        ) : null}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={5} ref={props.inputRef} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          ref={props.inputRef}
        />
      )}
      {hintId ? (
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {lockedNote ?? hint}
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
