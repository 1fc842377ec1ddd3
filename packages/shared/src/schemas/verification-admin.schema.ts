import { z } from 'zod';
import { VERIFICATION_FIELD_TYPES, type VerificationFieldType } from '../constants/enums.constants';
import { boolParam, enumParam, idParam, intParam, pagination, required, textParam } from './params.schema';
import { hasOptions, type VerificationApplication } from './verification.schema';

// The operators' verification calls (admin/verification-fields, admin/verifications): the form
// builder's field and the review's reason, one set of rules for the console and the API.

export const VERIFICATION_FIELD_NAME_MAX = 255;
export const VERIFICATION_SECTION_MAX = 100;
export const VERIFICATION_OPTION_MAX = 255;
export const VERIFICATION_OPTIONS_MAX = 100;
export const VERIFICATION_REASON_MAX = 500;
export const VERIFICATION_REVIEW_STATUSES = ['pending', 'success', 'failed'] as const;

export const VERIFICATION_ADMIN_MESSAGES = {
  nameRequired: 'Name is required',
  typeRequired: 'Field type is required',
  optionsRequired: 'Add at least one option',
  optionsNotAllowed: 'Only radio, checkbox and dropdown fields have options',
  duplicateOption: 'Each option can be listed only once',
  reasonRequired: 'Please give a reason',
} as const;

const optionText = textParam('Option', VERIFICATION_OPTION_MAX).refine((value) => value !== '', {
  message: VERIFICATION_ADMIN_MESSAGES.optionsRequired,
});

const fieldShape = {
  name: textParam('Name', VERIFICATION_FIELD_NAME_MAX),
  field_type: enumParam('Field type', VERIFICATION_FIELD_TYPES),
  rank: intParam('Rank', 0, 1_000_000),
  active: boolParam('Active'),
  /** A heading the member's form groups fields under; absent or empty: none. */
  section: textParam('Section', VERIFICATION_SECTION_MAX),
  /** Radio / checkbox / dropdown only: the choices, each once. */
  options: z.array(optionText).max(VERIFICATION_OPTIONS_MAX),
};

/** Options against the type, on the values as parsed (a field that failed is skipped). */
function optionRules(
  value: { field_type?: unknown; options?: unknown },
  ctx: z.RefinementCtx,
  typeKnown: VerificationFieldType | undefined,
) {
  const type = typeKnown ?? (typeof value.field_type === 'string' ? value.field_type : undefined);
  const options = Array.isArray(value.options) ? (value.options as unknown[]) : undefined;
  if (type === undefined) return;
  if (hasOptions(type)) {
    if (options !== undefined && options.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: VERIFICATION_ADMIN_MESSAGES.optionsRequired,
      });
  } else if (options !== undefined && options.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['options'],
      message: VERIFICATION_ADMIN_MESSAGES.optionsNotAllowed,
    });
  }
  const seen = new Set<string>();
  options?.forEach((option, index) => {
    const key = typeof option === 'string' ? option.trim().toLowerCase() : '';
    if (key !== '' && seen.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['options', index],
        message: VERIFICATION_ADMIN_MESSAGES.duplicateOption,
      });
    seen.add(key);
  });
}

/** `POST admin/verification-fields`, and the console's form. */
export const verificationFieldSchema = z
  .object({
    name: required(fieldShape.name, VERIFICATION_ADMIN_MESSAGES.nameRequired),
    field_type: required(fieldShape.field_type, VERIFICATION_ADMIN_MESSAGES.typeRequired),
    rank: fieldShape.rank.optional().default(0),
    active: fieldShape.active.optional().default(true),
    section: fieldShape.section.optional(),
    options: fieldShape.options.optional(),
  })
  .superRefine((value, ctx) => {
    if (hasOptions(value.field_type) && value.options === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: VERIFICATION_ADMIN_MESSAGES.optionsRequired,
      });
    optionRules(value, ctx, value.field_type);
  })
  .transform((value) => ({
    ...value,
    section: value.section ? value.section : null,
    options: hasOptions(value.field_type) ? (value.options ?? []) : [],
  }));

/**
 * `PATCH admin/verification-fields/{id}`: what is sent changes, the rest stays. `options`, when
 * sent, replaces the list (an unchanged value keeps its option id). A form save carries `name`:
 * then `section` is what it carries (absent: none), since the API cannot tell an emptied input
 * from one left out; a PATCH without `name` (the active switch) leaves the section alone.
 */
export const verificationFieldUpdateSchema = z
  .object({
    id: required(idParam('id')),
    name: fieldShape.name.optional(),
    field_type: fieldShape.field_type.optional(),
    rank: fieldShape.rank.optional(),
    active: fieldShape.active.optional(),
    section: fieldShape.section.optional(),
    options: fieldShape.options.optional(),
  })
  .superRefine((value, ctx) => optionRules(value, ctx, value.field_type));

export const verificationFieldIdSchema = z.object({ id: required(idParam('id')) });

/** The operator's reason to fail or revoke: required, at most 500 characters. */
export const verificationReasonSchema = z.object({
  reason: required(textParam('Reason', VERIFICATION_REASON_MAX), VERIFICATION_ADMIN_MESSAGES.reasonRequired),
});

export const verificationReviewSchema = verificationReasonSchema.extend({ id: required(idParam('id')) });

/** `GET admin/verifications`: pending oldest first, the others newest review first. */
export const verificationListQuerySchema = z.object({
  status: enumParam('status', VERIFICATION_REVIEW_STATUSES).optional(),
  /** Part of the member's name or email, any case. */
  search: textParam('search', 100).optional(),
  ...pagination(20, 100),
});

export type VerificationFieldInput = z.output<typeof verificationFieldSchema>;
export type VerificationFieldUpdateInput = z.output<typeof verificationFieldUpdateSchema>;
export type VerificationReasonInput = z.output<typeof verificationReasonSchema>;
export type VerificationListQuery = z.output<typeof verificationListQuerySchema>;

/** Admin field: every field, active or not, with how many answers it holds. */
export interface AdminVerificationField {
  id: number;
  name: string;
  field_type: VerificationFieldType;
  rank: number;
  active: boolean;
  section: string | null;
  options: { id: number; value: string }[];
  answers_count: number;
  created_at: string;
  updated_at: string;
}

/** Admin application: the member's Application with their contact details. */
export interface AdminVerificationApplication extends Omit<VerificationApplication, 'user'> {
  user: VerificationApplication['user'] & {
    email: string | null;
    mobile: string | null;
    slug_id: string | null;
  };
}
