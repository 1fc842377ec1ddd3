import type { ParameterType } from '@domus/shared/constants/enums.constants';
import { isChoiceType } from '@domus/shared/schemas/admin-category.schema';
import type { AdminCategory } from './admin-categories.types';

// The category form's values as typed, the body the API takes, and the API's field errors keyed
// by the form's fields. Pure, so it is tested on its own.

export interface ParameterRow {
  /** Stable React key; new rows get a negative one. */
  key: number;
  id?: number;
  name: string;
  type: ParameterType;
  /** One option per line. */
  options: string;
  required: boolean;
}

export interface CategoryFormValues {
  name: string;
  slug: string;
  sequence: string;
  active: boolean;
  parameters: ParameterRow[];
}

/** What the form sends to `admin/categories` (the API parses it with the shared schema). */
export interface CategoryBody {
  category: string;
  slug_id?: string;
  active: boolean;
  sequence: string;
  parameters: {
    id?: number;
    name: string;
    type_of_parameter: ParameterType;
    type_values: string[] | null;
    is_required: boolean;
  }[];
}

/** Field → message, with the API's paths (`parameters.0.name`). */
export type CategoryFormErrors = Record<string, string>;

export function initialCategoryValues(category: AdminCategory | null): CategoryFormValues {
  return {
    name: category?.category ?? '',
    slug: category?.slug_id ?? '',
    sequence: String(category?.sequence ?? 0),
    active: category?.active ?? true,
    parameters: (category?.parameters ?? []).map((p) => ({
      key: p.id,
      id: p.id,
      name: p.name,
      type: p.type_of_parameter,
      options: (p.type_values ?? []).join('\n'),
      required: p.is_required,
    })),
  };
}

export function categoryBody(values: CategoryFormValues, original: string | null): CategoryBody {
  const slug = values.slug.trim();
  return {
    category: values.name,
    // A new category's slug comes from its name when none is typed; an edit sends it only when
    // the operator changed it (the API keeps the stored one otherwise, §4.20).
    ...(slug !== '' && slug !== original ? { slug_id: slug } : {}),
    active: values.active,
    sequence: values.sequence.trim() === '' ? '0' : values.sequence.trim(),
    parameters: values.parameters.map((p) => ({
      ...(p.id !== undefined ? { id: p.id } : {}),
      name: p.name,
      type_of_parameter: p.type,
      type_values: isChoiceType(p.type)
        ? p.options
            .split('\n')
            .map((o) => o.trim())
            .filter((o) => o !== '')
        : null,
      is_required: p.required,
    })),
  };
}

export function formErrors(fields: { field: string; message: string }[]): CategoryFormErrors {
  const out: CategoryFormErrors = {};
  for (const { field, message } of fields) out[field] ??= message;
  return out;
}

/** Moves the row at `index` by `step` (−1 up, +1 down); out of range leaves the list as it is. */
export function moveRow<T>(rows: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
