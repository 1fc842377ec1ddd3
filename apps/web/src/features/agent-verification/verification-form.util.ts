import { ERRORS, FILL_ALL_FIELDS, invalidValueMessage } from '@domus/shared/constants/messages.constants';
import { VERIFICATION_FILE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import {
  checkVerificationAnswer,
  VERIFICATION_FILE_ACCEPT,
  VERIFICATION_TEXT_MAX,
  VERIFICATION_TEXTAREA_MAX,
  type VerificationApplication,
  type VerificationFormField,
} from '@domus/shared/schemas/verification.schema';
import type { ApiFailureInfo } from '@/lib/api-answer.util';

// The member's verification form as data: its values, the client check with the server's own
// words (contract §3.6), the multipart body, and where a server refusal belongs. Pure, so the
// rules are unit-tested without a browser.

/** One answer: text for text/number/radio/dropdown/textarea, the options ticked, or the file. */
export type AnswerValue = string | string[] | File | null;
export type FormValues = Record<number, AnswerValue>;
/** Messages by field id; `form` holds what belongs to no one field. */
export interface FormErrors {
  fields: Record<number, string>;
  form: string | null;
}

export const TEXT_MAX = VERIFICATION_TEXT_MAX;
export const TEXTAREA_MAX = VERIFICATION_TEXTAREA_MAX;
export const FILE_MAX_BYTES = VERIFICATION_FILE_MAX_BYTES;
/** What the file input offers: JPEG, PNG, PDF, DOC, DOCX, TXT. */
export const FILE_ACCEPT = VERIFICATION_FILE_ACCEPT;
const FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'txt'];

export interface FieldGroup {
  section: string | null;
  fields: VerificationFormField[];
}

/** Fields grouped by their section, in rank order; a group starts where the section changes. */
export function groupBySection(fields: readonly VerificationFormField[]): FieldGroup[] {
  const sorted = [...fields].sort((a, b) => a.rank - b.rank || a.id - b.id);
  const groups: FieldGroup[] = [];
  for (const field of sorted) {
    const section = field.section?.trim() || null;
    const last = groups.at(-1);
    if (last && last.section === section) last.fields.push(field);
    else groups.push({ section, fields: [field] });
  }
  return groups;
}

const optionValues = (field: VerificationFormField) => field.form_fields_values.map((option) => option.value);

function emptyValue(field: VerificationFormField): AnswerValue {
  if (field.field_type === 'checkbox') return [];
  if (field.field_type === 'file') return null;
  return '';
}

/**
 * The form's first values: empty, or (re-applying) my earlier answers where they still fit the
 * field. A file cannot be prefilled: the earlier one is shown and a new one is asked for.
 */
export function initialValues(
  fields: readonly VerificationFormField[],
  application: VerificationApplication | null,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const earlier = application?.verify_customer_values.find(
      (answer) => answer.verify_customer_form_id === field.id,
    )?.value;
    let value = emptyValue(field);
    if (earlier !== undefined && field.field_type !== 'file') {
      if (field.field_type === 'checkbox') {
        const list = Array.isArray(earlier) ? earlier : earlier.split(',').map((item) => item.trim());
        value = list.filter((item) => optionValues(field).includes(item));
      } else if (typeof earlier === 'string') {
        const fits =
          field.field_type === 'radio' || field.field_type === 'dropdown'
            ? optionValues(field).includes(earlier)
            : true;
        value = fits ? earlier : '';
      }
    }
    values[field.id] = value;
  }
  return values;
}

/** My earlier file for a file field (re-applying), shown beside the new choice. */
export function earlierFileOf(field: VerificationFormField, application: VerificationApplication | null) {
  const value = application?.verify_customer_values.find(
    (answer) => answer.verify_customer_form_id === field.id,
  )?.value;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The server's refusal of a chosen file, or null when it may go. */
export function fileProblem(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!FILE_EXTENSIONS.includes(extension)) return ERRORS.UNSUPPORTED_MEDIA_TYPE.message;
  if (file.size > FILE_MAX_BYTES) return ERRORS.PAYLOAD_TOO_LARGE.message;
  return null;
}

function fieldProblem(field: VerificationFormField, value: AnswerValue): string | null {
  if (field.field_type === 'file') {
    if (value === null || value === '') return FILL_ALL_FIELDS;
    return value instanceof File ? fileProblem(value) : invalidValueMessage(field.name);
  }
  // The server's own rule for every other type (shared schema), so both say the same thing.
  const checked = checkVerificationAnswer(field, value instanceof File ? undefined : value);
  return checked.ok ? null : checked.message;
}

/** The client check: every field answered, each answer fitting its field. */
export function validateAnswers(fields: readonly VerificationFormField[], values: FormValues): FormErrors {
  const errors: FormErrors = { fields: {}, form: null };
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.id] ?? null);
    if (problem) errors.fields[field.id] = problem;
  }
  if (Object.values(errors.fields).includes(FILL_ALL_FIELDS)) errors.form = FILL_ALL_FIELDS;
  return errors;
}

export const hasErrors = (errors: FormErrors) =>
  errors.form !== null || Object.keys(errors.fields).length > 0;

/** The multipart body: `form_fields[i][id]` and `form_fields[i][value]` (checkbox: `[value][]`). */
export function answersBody(fields: readonly VerificationFormField[], values: FormValues): FormData {
  const body = new FormData();
  fields.forEach((field, index) => {
    const value = values[field.id] ?? null;
    body.append(`form_fields[${index}][id]`, String(field.id));
    if (Array.isArray(value)) {
      for (const item of value) body.append(`form_fields[${index}][value][]`, item);
    } else if (value instanceof File) {
      body.append(`form_fields[${index}][value]`, value, value.name);
    } else {
      body.append(`form_fields[${index}][value]`, (value ?? '').trim());
    }
  });
  return body;
}

const INDEX = /^form_fields(?:\.|\[)(\d+)/;

/**
 * Where the server's refusal goes: a field named by the details (`form_fields.{i}`, the order the
 * body was sent in), the field an `Invalid value for {name}` names, the one file field for a file
 * refusal (413/415), else the form.
 */
export function serverErrors(
  fields: readonly VerificationFormField[],
  values: FormValues,
  failure: ApiFailureInfo,
): FormErrors {
  const errors: FormErrors = { fields: {}, form: null };
  const listed = failure.details?.fields;
  if (Array.isArray(listed)) {
    for (const item of listed as Array<{ field?: unknown; message?: unknown }>) {
      const match = typeof item?.field === 'string' ? INDEX.exec(item.field) : null;
      const field = match ? fields[Number(match[1])] : undefined;
      const message = typeof item?.message === 'string' && item.message ? item.message : failure.message;
      if (field && !errors.fields[field.id]) errors.fields[field.id] = message;
    }
  }
  if (Object.keys(errors.fields).length === 0) {
    const named = fields.find((field) => failure.message === invalidValueMessage(field.name));
    const files = fields.filter((field) => values[field.id] instanceof File);
    if (named) errors.fields[named.id] = failure.message;
    else if (
      (failure.code === 'PAYLOAD_TOO_LARGE' || failure.code === 'UNSUPPORTED_MEDIA_TYPE') &&
      files.length === 1 &&
      files[0]
    ) {
      errors.fields[files[0].id] = failure.message;
    }
  }
  if (Object.keys(errors.fields).length === 0 || failure.message === FILL_ALL_FIELDS) {
    errors.form = failure.message;
  }
  return errors;
}
