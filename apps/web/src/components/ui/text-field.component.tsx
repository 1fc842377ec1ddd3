import type { ChangeEvent, InputHTMLAttributes, ReactElement, Ref, TextareaHTMLAttributes } from 'react';

// One labelled text field for every form: the label names it (with a "(required)" or "(optional)"
// marker where the form shows one), its hint and its error are linked by aria-describedby,
// aria-invalid marks it while the error shows, and a read-only field says why in place of its hint.
// Journeys and focus handling find the error by data-testid="error-<name>".

/** What the field decides itself; any other attribute passes through to the input or textarea. */
type Owned = 'id' | 'name' | 'value' | 'onChange' | 'className' | 'readOnly' | 'required' | 'children';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  hint?: string;
  /** aria-required only: the forms check with the API's schemas (noValidate), not the browser. */
  required?: boolean;
  /** Shown in brackets after the label: "required" or "optional". */
  marker?: string;
  /** Why the field cannot be edited; while given the field is read-only and this replaces the hint. */
  readOnlyNote?: string;
  /** Classes of the wrapper: its place in the form's grid, or tweaks of the control inside. */
  className?: string;
}

export type TextInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, Owned> & {
    multiline?: false;
    inputRef?: Ref<HTMLInputElement>;
  };

export type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Owned> & {
    multiline: true;
    inputRef?: Ref<HTMLTextAreaElement>;
  };

export type TextFieldProps = TextInputProps | TextAreaProps;

const CONTROL =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-gray-900 read-only:bg-gray-100 read-only:text-gray-800 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

export function TextField(props: TextFieldProps) {
  const {
    id,
    name,
    label,
    value,
    onValueChange,
    error,
    hint,
    required,
    marker,
    readOnlyNote,
    className,
    ...control
  } = props;
  const note = readOnlyNote ?? hint;
  const hintId = note ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const owned = {
    id,
    name,
    value,
    readOnly: readOnlyNote ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    className: `${CONTROL} ${error ? 'border-red-700' : 'border-gray-400'}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onValueChange(event.target.value),
  };
  let input: ReactElement;
  if (control.multiline) {
    const { multiline: _multiline, inputRef, ...attributes } = control;
    input = <textarea {...attributes} {...owned} ref={inputRef} />;
  } else {
    const { multiline: _multiline, inputRef, ...attributes } = control;
    input = <input type="text" {...attributes} {...owned} ref={inputRef} />;
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold text-gray-900">
        {label}
        {marker ? <span className="text-sm font-normal text-gray-700"> ({marker})</span> : null}
      </label>
      {input}
      {note ? (
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {note}
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
