import type { VerificationFieldType } from '@domus/shared/constants/enums.constants';
import type {
  VerificationAnswer,
  VerificationApplication,
  VerificationFormField,
} from '@domus/shared/schemas/verification.schema';
import { hasOptions } from '@domus/shared/schemas/verification.schema';
import type {
  AdminVerificationApplication,
  AdminVerificationField,
} from '@domus/shared/schemas/verification-admin.schema';
import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { toIso } from '../../db/dialect.js';
import type { AnswerRow, ApplicantRow, ApplicationRow } from './verification.repository.js';
import type { FieldRow, OptionRow } from './verification-form.repository.js';

export interface PresentContext {
  storage: StorageAdapter;
  /** The API's own address: file answers are served by an access-checked route, not storage. */
  publicUrl: string;
  /** Current options by field id (the answers' fields, removed ones included). */
  options: Map<number, OptionRow[]>;
}

/** Where a file answer is read: the applicant or an operator only (verification-file.routes.ts). */
export function verificationFileUrl(publicUrl: string, answerId: number): string {
  return `${publicUrl}/api/verification-files/${answerId}`;
}

const choices = (options: OptionRow[] | undefined) =>
  (options ?? []).map((o) => ({ id: o.id, value: o.value }));

export function presentFormField(field: FieldRow, options: OptionRow[] | undefined): VerificationFormField {
  return {
    id: field.id,
    name: field.name,
    field_type: field.field_type as VerificationFieldType,
    rank: field.rank,
    section: field.section,
    form_fields_values: hasOptions(field.field_type) ? choices(options) : [],
  };
}

function answerValue(answer: AnswerRow, publicUrl: string): string | string[] {
  if (answer.field_type === 'file') return verificationFileUrl(publicUrl, answer.id);
  if (answer.field_type === 'checkbox') {
    try {
      const parsed: unknown = JSON.parse(answer.value);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Written by this module as JSON; anything else is shown as the one value it is.
    }
    return [answer.value];
  }
  return answer.value;
}

function presentAnswer(answer: AnswerRow, ctx: PresentContext): VerificationAnswer {
  const type = answer.field_type as VerificationFieldType;
  return {
    id: answer.id,
    verify_customer_form_id: answer.field_id,
    value: answerValue(answer, ctx.publicUrl),
    verify_form: {
      id: answer.field_id,
      name: answer.field_name,
      field_type: type,
      form_fields_values: hasOptions(type) ? choices(ctx.options.get(answer.field_id)) : [],
    },
  };
}

export function presentApplication(
  application: ApplicationRow,
  applicant: ApplicantRow | undefined,
  answers: AnswerRow[],
  ctx: PresentContext,
): VerificationApplication {
  return {
    id: application.id,
    user_id: application.user_id,
    status: application.status as VerificationApplication['status'],
    reason: application.reason,
    reviewed_at: toIso(application.reviewed_at),
    created_at: toIso(application.created_at) ?? '',
    updated_at: toIso(application.updated_at) ?? '',
    user: {
      id: application.user_id,
      name: applicant?.name ?? null,
      profile: mediaUrl(ctx.storage, applicant?.profile),
      property_count: applicant?.property_count ?? 0,
      projects_count: applicant?.projects_count ?? 0,
    },
    verify_customer_values: answers.map((answer) => presentAnswer(answer, ctx)),
  };
}

/** The operator's view: the member's contact details too. */
export function presentAdminApplication(
  application: ApplicationRow,
  applicant: ApplicantRow | undefined,
  answers: AnswerRow[],
  ctx: PresentContext,
): AdminVerificationApplication {
  const base = presentApplication(application, applicant, answers, ctx);
  return {
    ...base,
    user: {
      ...base.user,
      email: applicant?.email ?? null,
      mobile: applicant?.mobile ?? null,
      slug_id: applicant?.slug_id ?? null,
    },
  };
}

export function presentAdminField(
  field: FieldRow,
  options: OptionRow[] | undefined,
  answersCount: number,
): AdminVerificationField {
  return {
    id: field.id,
    name: field.name,
    field_type: field.field_type as VerificationFieldType,
    rank: field.rank,
    active: field.status === 1,
    section: field.section,
    options: hasOptions(field.field_type) ? choices(options) : [],
    answers_count: answersCount,
    created_at: toIso(field.created_at) ?? '',
    updated_at: toIso(field.updated_at) ?? '',
  };
}
