import {
  FILL_ALL_FIELDS,
  invalidValueMessage,
  TITLE_IMAGE_REQUIRED,
} from '@domus/shared/constants/messages.constants';
import { propertyFormFields } from '@domus/shared/schemas/property-post.schema';
import { z } from 'zod';
import type { ParameterType, PostingCategory } from './property-form.types';
import type { FormFiles } from './property-form-data.util';
import { type FormErrors, facilityKey, fileKey, paramKey } from './property-form-errors.util';
import { categoryOf, type PropertyFormValues, type TextField } from './property-form-values.util';

// The form checked in the browser with the API's own schema (propertyFormFields), so each field
// shows the words the server would answer, and the category's parameters checked as the server
// checks them (contract §2.3). Loaded on the first submit: zod stays out of the page's first load.

const textSchema = z.object(propertyFormFields);

const TEXT_FIELDS: readonly TextField[] = [
  'title',
  'description',
  'category_id',
  'property_type',
  'price',
  'rentduration',
  'address',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'client_address',
  'video_link',
  'slug_id',
  'meta_title',
  'meta_description',
  'meta_keywords',
];

const TEXT_MAX: Record<string, number> = { textbox: 255, textarea: 5000 };
const NUMBER = /^\d+(\.\d{1,4})?$/;

/** One parameter's value against its type, as the API's parameter check does. */
function parameterProblem(
  parameter: ParameterType,
  values: PropertyFormValues['parameters'],
  files: FormFiles,
): string | null {
  const invalid = invalidValueMessage(parameter.name);
  const options = (parameter.type_values ?? []).map((o) => o.toLowerCase());
  if (parameter.type_of_parameter === 'file') {
    const picked = files.parameters[String(parameter.id)];
    return picked?.problem ?? null;
  }
  const raw = values[String(parameter.id)];
  if (parameter.type_of_parameter === 'checkbox') {
    const ticked = Array.isArray(raw) ? raw : [];
    return ticked.every((v) => options.includes(v.toLowerCase())) ? null : invalid;
  }
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return null;
  switch (parameter.type_of_parameter) {
    case 'number':
      return NUMBER.test(value) && Number(value) <= 1e12 ? null : invalid;
    case 'dropdown':
    case 'radiobutton':
      return options.includes(value.toLowerCase()) ? null : invalid;
    default:
      return value.length <= (TEXT_MAX[parameter.type_of_parameter] ?? 255) ? null : invalid;
  }
}

function hasValue(parameter: ParameterType, values: PropertyFormValues['parameters'], files: FormFiles) {
  if (parameter.type_of_parameter === 'file') return Boolean(files.parameters[String(parameter.id)]);
  const raw = values[String(parameter.id)];
  return Array.isArray(raw) ? raw.length > 0 : typeof raw === 'string' && raw.trim() !== '';
}

export interface ValidationContext {
  categories: readonly PostingCategory[];
  /** Editing: the title image may stay; file parameters with a stored file may stay empty. */
  editing: boolean;
  storedFileParameters: ReadonlySet<number>;
}

/** Every problem the browser can see before sending, by form key; {} when the form may go. */
export function propertyFormErrors(
  values: PropertyFormValues,
  files: FormFiles,
  context: ValidationContext,
): FormErrors {
  const errors: FormErrors = {};
  const put = (key: string, message: string) => {
    if (!(key in errors)) errors[key] = message;
  };

  // Empty text is absent to the API, exactly as it would arrive there.
  const input: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') input[field] = value;
  }
  const facilityIds = Object.keys(values.facilities);
  input.facilities = facilityIds.map((id) => {
    const distance = values.facilities[id]?.trim() ?? '';
    return { facility_id: id, ...(distance === '' ? {} : { distance }) };
  });
  const parsed = textSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index] = issue.path;
      if (head === 'facilities' && typeof index === 'number') {
        put(facilityKey(facilityIds[index] ?? ''), issue.message);
      } else if (typeof head === 'string') {
        put(head, issue.message);
      }
    }
  }

  const category = categoryOf(context.categories, values.category_id);
  for (const parameter of category?.parameter_types ?? []) {
    const problem = parameterProblem(parameter, values.parameters, files);
    if (problem) put(paramKey(parameter.id), problem);
    else if (
      parameter.is_required &&
      !hasValue(parameter, values.parameters, files) &&
      !(parameter.type_of_parameter === 'file' && context.storedFileParameters.has(parameter.id))
    ) {
      put(paramKey(parameter.id), FILL_ALL_FIELDS);
    }
  }

  if (!context.editing && !files.title_image) put('title_image', TITLE_IMAGE_REQUIRED);
  for (const field of ['title_image', 'three_d_image', 'meta_image'] as const) {
    const problem = files[field]?.problem;
    if (problem) put(field, problem);
  }
  for (const picked of [...files.gallery, ...files.documents]) {
    if (picked.problem) put(fileKey(picked.key), picked.problem);
  }
  return errors;
}
