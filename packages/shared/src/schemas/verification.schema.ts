import { z } from 'zod';
import type { VerificationFieldType, VerificationStatus } from '../constants/enums.constants';
import { idParam } from './params.schema';

// Agent verification, the member's side (contract §2.16, §3.6 apply-agent-verification): the
// shapes the API answers with, the apply call's outer shape, and the per-answer rules, shared by
// the API and the web form so both say the same thing about the same value.

export const VERIFICATION_TEXT_MAX = 1_000;
export const VERIFICATION_TEXTAREA_MAX = 5_000;
/** What a file answer may be, by content (the API reads the bytes; the form's `accept`). */
export const VERIFICATION_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,.doc,.docx,.txt';

export const VERIFICATION_MESSAGES = {
  fillAll: 'Please fill all fields',
  submitted: 'Data Submitted Successfully',
  noData: 'No data found!',
  invalidValue: (name: string) => `Invalid value for ${name}`,
} as const;

/** Types whose answer is one or more of the field's options. */
export const OPTION_FIELD_TYPES = [
  'radio',
  'checkbox',
  'dropdown',
] as const satisfies readonly VerificationFieldType[];

export function hasOptions(type: string): boolean {
  return (OPTION_FIELD_TYPES as readonly string[]).includes(type);
}

const answerEntry = z.object({
  id: idParam('id'),
  // Typed per the field (text, number, option, options, file): checked against the form by the
  // server, which alone knows the active fields (`checkVerificationAnswer`).
  value: z.any().optional(),
});

/**
 * `apply-agent-verification`: `form_fields[i][id]`, `form_fields[i][value]` (checkbox: repeated
 * `form_fields[i][value][]` or csv; file: the file part). Which fields are required and what each
 * value may be depends on the operator's form, so the server checks that against the active fields.
 */
export const verificationApplySchema = z.object({
  form_fields: z.array(answerEntry).max(100).optional().default([]),
});

export type VerificationApplyInput = z.output<typeof verificationApplySchema>;

/** A field as `checkVerificationAnswer` needs it. */
export interface VerificationFieldRule {
  name: string;
  field_type: VerificationFieldType;
  form_fields_values: { id: number; value: string }[];
}

export type CheckedAnswer =
  | { ok: true; value: string | string[] }
  | { ok: false; missing: boolean; message: string };

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One non-file answer against its field: trimmed text within its limit, a plain decimal, one
 * option, or a non-empty set of options (array or csv; each once). Files are checked by the
 * server from their bytes. Empty → missing (`Please fill all fields`); otherwise a wrong value →
 * `Invalid value for {name}`.
 */
export function checkVerificationAnswer(field: VerificationFieldRule, raw: unknown): CheckedAnswer {
  const invalid = {
    ok: false as const,
    missing: false,
    message: VERIFICATION_MESSAGES.invalidValue(field.name),
  };
  const missing = { ok: false as const, missing: true, message: VERIFICATION_MESSAGES.fillAll };
  const options = field.form_fields_values.map((option) => option.value);
  if (field.field_type === 'checkbox') {
    const parts = Array.isArray(raw)
      ? raw
      : typeof raw === 'string'
        ? raw.split(',')
        : raw == null
          ? []
          : [raw];
    if (parts.some((part) => typeof part !== 'string')) return invalid;
    const chosen = [...new Set((parts as string[]).map((part) => part.trim()).filter((part) => part !== ''))];
    if (chosen.length === 0) return missing;
    return chosen.every((value) => options.includes(value)) ? { ok: true, value: chosen } : invalid;
  }
  if (raw === undefined || raw === null) return missing;
  if (typeof raw === 'number' && Number.isFinite(raw)) raw = String(raw);
  if (typeof raw !== 'string') return invalid;
  const text = raw.trim();
  if (text === '') return missing;
  switch (field.field_type) {
    case 'text':
      return text.length <= VERIFICATION_TEXT_MAX ? { ok: true, value: text } : invalid;
    case 'textarea':
      return text.length <= VERIFICATION_TEXTAREA_MAX ? { ok: true, value: text } : invalid;
    case 'number':
      return NUMBER.test(text) && text.length <= 30 ? { ok: true, value: text } : invalid;
    case 'radio':
    case 'dropdown':
      return options.includes(text) ? { ok: true, value: text } : invalid;
    default:
      // A file answer is never text.
      return invalid;
  }
}

/** Form field (§2.16), as `get-agent-verification-form-fields` lists it. */
export interface VerificationFormField {
  id: number;
  name: string;
  field_type: VerificationFieldType;
  rank: number;
  /** The operator's optional heading the form groups fields under. */
  section: string | null;
  /** Options of radio / checkbox / dropdown fields; `[]` for the others. */
  form_fields_values: { id: number; value: string }[];
}

export interface VerificationAnswer {
  id: number;
  verify_customer_form_id: number;
  /** Text; the chosen options for checkbox; an absolute URL (access-checked) for a file. */
  value: string | string[];
  verify_form: {
    id: number;
    name: string;
    field_type: VerificationFieldType;
    form_fields_values: { id: number; value: string }[];
  };
}

/** Application (§2.16) with the operator's latest reason and review time. */
export interface VerificationApplication {
  id: number;
  user_id: number;
  status: Exclude<VerificationStatus, 'initial'>;
  /** Why the latest review failed or revoked it; null otherwise. */
  reason: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
  user: {
    id: number;
    name: string | null;
    profile: string | null;
    property_count: number;
    projects_count: number;
  };
  verify_customer_values: VerificationAnswer[];
}
