import type { VerificationFieldType } from '@domus/shared/constants/enums.constants';
import { hasOptions } from '@domus/shared/schemas/verification.schema';
import {
  type AdminVerificationField,
  verificationFieldSchema,
} from '@domus/shared/schemas/verification-admin.schema';

// The form builder's field form as data: its values, the body it sends, and the shared schema's
// verdict with each message keyed to the input it is about (`option:2` for the third option).

export interface FieldFormValues {
  name: string;
  field_type: VerificationFieldType | '';
  rank: string;
  section: string;
  active: boolean;
  /** Each option with a stable key for React (the value itself may repeat while typed). */
  options: Array<{ key: string; value: string }>;
}

export type FieldFormErrors = Record<string, string>;

let nextKey = 0;
export const optionRow = (value = '') => ({ key: `option-${++nextKey}`, value });

export function initialFieldValues(field: AdminVerificationField | null, nextRank = 0): FieldFormValues {
  if (!field) {
    return {
      name: '',
      field_type: '',
      rank: String(nextRank),
      section: '',
      active: true,
      options: [optionRow()],
    };
  }
  return {
    name: field.name,
    field_type: field.field_type,
    rank: String(field.rank),
    section: field.section ?? '',
    active: field.active,
    options:
      field.options.length > 0 ? field.options.map((option) => optionRow(option.value)) : [optionRow()],
  };
}

/**
 * What the form sends: options only for radio / checkbox / dropdown (empty rows dropped, an empty
 * list left for the schema to refuse), an empty section left out (none).
 */
export function fieldBody(values: FieldFormValues): Record<string, unknown> {
  const rank = values.rank.trim();
  const section = values.section.trim();
  return {
    name: values.name.trim(),
    ...(values.field_type ? { field_type: values.field_type } : {}),
    rank: rank === '' ? 0 : rank,
    active: values.active,
    ...(section ? { section } : {}),
    options: hasOptions(values.field_type)
      ? values.options.map((option) => option.value.trim()).filter((value) => value !== '')
      : [],
  };
}

/** An issue's path as the form's key: `options.2` → `option:<index among the rows sent>`. */
export function errorKey(path: ReadonlyArray<PropertyKey>): string {
  const [head, index] = path;
  if (head === 'options' && typeof index === 'number') return `option:${index}`;
  return String(head ?? 'form');
}

/** Field errors of the schema or the API (`details.fields`), first message per key. */
export function fieldErrors(issues: Array<{ field: string; message: string }>): FieldFormErrors {
  const out: FieldFormErrors = {};
  for (const { field, message } of issues) {
    const key = errorKey(field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
    out[key] ??= message;
  }
  return out;
}

/** The shared schema's verdict on the form: the body to send, or the messages to show. */
export function checkFieldForm(
  values: FieldFormValues,
): { body: Record<string, unknown> } | { errors: FieldFormErrors } {
  const body = fieldBody(values);
  // The API reads an empty name as missing; so does the form.
  const parsed = verificationFieldSchema.safeParse({
    ...body,
    name: body.name === '' ? undefined : body.name,
  });
  if (parsed.success) return { body };
  const issues = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  // A missing name stops zod before its rules across fields (options against the type): run
  // those too with a stand-in name, so every message shows at once.
  if (body.name === '') {
    const rest = verificationFieldSchema.safeParse({ ...body, name: 'name' });
    if (!rest.success) {
      for (const issue of rest.error.issues) {
        issues.push({ field: issue.path.map(String).join('.'), message: issue.message });
      }
    }
  }
  return { errors: fieldErrors(issues) };
}
