import type { FormErrors } from './property-form-errors.util';
import type { PropertyFormValues, TextField } from './property-form-values.util';

// What every section of the listing form takes from the form: its values and a setter, the errors
// by form key, and the element id of each key (error summary links and focus go by it).

export interface FormBinding {
  values: PropertyFormValues;
  set<K extends keyof PropertyFormValues>(field: K, value: PropertyFormValues[K]): void;
  errors: FormErrors;
  /** Drops messages the member has just acted on (one parameter, one facility). */
  clear(keys: string[]): void;
  idOf(key: string): string;
  disabled: boolean;
}

/** The props a TextField needs for one text value of the form. */
export function textFieldProps(binding: FormBinding, field: TextField, label: string) {
  return {
    id: binding.idOf(field),
    name: field,
    label,
    value: binding.values[field],
    onValueChange: (value: string) => binding.set(field, value as never),
    error: binding.errors[field],
    disabled: binding.disabled,
  };
}

export const SECTION = 'grid gap-5 rounded-xl border border-gray-200 bg-white p-4 sm:p-6';
/** A legend inside a grid must float to take part in the layout (fieldset quirk). */
export const LEGEND = 'float-start mb-1 w-full text-lg font-bold text-gray-900';
export const LABEL = 'mb-1 block font-semibold text-gray-900';
export const HINT = 'mt-1 text-sm text-gray-700';
export const ERROR = 'mt-1 text-sm font-medium text-red-800';
export const CONTROL =
  'block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 disabled:bg-gray-100';
