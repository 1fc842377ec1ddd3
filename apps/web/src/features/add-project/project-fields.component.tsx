import type { ChangeEvent, ReactNode, Ref } from 'react';

// The project form's own controls beside the shared TextField: a labelled choice and a labelled
// file picker, each with its hint and error linked by aria-describedby, in the same look.

const CONTROL =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-gray-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

interface Common {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  marker?: string;
  disabled?: boolean;
  className?: string;
}

function Described({ id, name, hint, error }: Pick<Common, 'id' | 'name' | 'hint' | 'error'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800" data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Label({ id, label, marker }: Pick<Common, 'id' | 'label' | 'marker'>) {
  return (
    <label htmlFor={id} className="mb-1 block font-semibold text-gray-900">
      {label}
      {marker ? <span className="text-sm font-normal text-gray-700"> ({marker})</span> : null}
    </label>
  );
}

export function ChoiceField({
  options,
  value,
  onValueChange,
  placeholder,
  inputRef,
  required,
  ...field
}: Common & {
  options: { value: string; label: string }[];
  value: string;
  onValueChange(value: string): void;
  placeholder: string;
  required?: boolean;
  inputRef?: Ref<HTMLSelectElement>;
}) {
  const { id, name, label, error, hint, marker, disabled, className } = field;
  return (
    <div className={className}>
      <Label id={id} label={label} marker={marker} />
      <select
        id={id}
        name={name}
        ref={inputRef}
        value={value}
        disabled={disabled}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onValueChange(event.target.value)}
        className={`${CONTROL} ${error ? 'border-red-700' : 'border-gray-400'}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Described id={id} name={name} hint={hint} error={error} />
    </div>
  );
}

export function FileField({
  accept,
  multiple,
  onFiles,
  inputRef,
  required,
  ...field
}: Common & {
  accept: string;
  multiple?: boolean;
  onFiles(files: File[]): void;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { id, name, label, error, hint, marker, disabled, className } = field;
  return (
    <div className={className}>
      <Label id={id} label={label} marker={marker} />
      <input
        id={id}
        name={name}
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        // The form is noValidate: `required` only tells assistive technology (file inputs take no aria-required).
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onFiles(Array.from(event.target.files ?? []))}
        className="block w-full text-gray-900 file:me-3 file:min-h-11 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-4 file:font-semibold file:text-gray-900 hover:file:bg-gray-50"
      />
      <Described id={id} name={name} hint={hint} error={error} />
    </div>
  );
}

/** A stored picture beside its field: what stays unless another is chosen. */
export function CurrentPicture({
  src,
  label,
  children,
}: {
  src: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      {/* biome-ignore lint/performance/noImgElement: the project's own stored picture, shown small. */}
      <img
        src={src}
        alt={label}
        width={160}
        height={120}
        className="aspect-[4/3] w-40 rounded-md border border-gray-200 object-cover"
      />
      {children}
    </div>
  );
}
