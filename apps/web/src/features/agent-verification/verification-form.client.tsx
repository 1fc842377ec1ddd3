'use client';

import type {
  VerificationApplication,
  VerificationFormField,
} from '@domus/shared/schemas/verification.schema';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ApiFailureInfo } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { fileByteRanges, rangeProgress } from '@/lib/upload-progress.util';
import { applyAgentVerification } from './api/apply-agent-verification';
import { fieldDomId, VerificationField } from './verification-field.client';
import {
  answersBody,
  earlierFileOf,
  type FormErrors,
  type FormValues,
  groupBySection,
  hasErrors,
  initialValues,
  serverErrors,
  validateAnswers,
} from './verification-form.util';

// The operator's form, filled in and sent: checked here with the server's words first, then sent
// as multipart with each file's upload progress; a refusal is shown next to the field it names.

const NO_ERRORS: FormErrors = { fields: {}, form: null };

export function VerificationForm({
  fields,
  earlier,
  onSubmitted,
  onConflict,
  onCancel,
}: {
  fields: VerificationFormField[];
  /** My failed application when re-applying: its answers prefill the form. */
  earlier: VerificationApplication | null;
  onSubmitted(application: VerificationApplication): void;
  /** The server says I already applied or am verified: the page reloads my state. */
  onConflict(): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, earlier));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [progress, setProgress] = useState<Record<number, number>>({});
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // After a refused attempt, focus goes to the first field with a message, else to the summary.
  useEffect(() => {
    if (attempt === 0) return;
    const first = fields.find((field) => errors.fields[field.id]);
    if (first) document.getElementById(fieldDomId(first))?.focus();
    else summaryRef.current?.focus();
  }, [attempt, errors, fields]);

  function change(field: VerificationFormField, value: FormValues[number]) {
    setValues((current) => ({ ...current, [field.id]: value }));
    // The message was about the earlier value.
    if (errors.fields[field.id]) {
      setErrors((current) => {
        const { [field.id]: _dropped, ...rest } = current.fields;
        return { fields: rest, form: Object.keys(rest).length > 0 ? current.form : null };
      });
    }
  }

  function refuse(found: FormErrors) {
    setErrors(found);
    setAttempt((n) => n + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateAnswers(fields, values);
    if (hasErrors(found)) {
      refuse(found);
      return;
    }
    setErrors(NO_ERRORS);
    setSending(true);
    const body = answersBody(fields, values);
    const { ranges, total: estimated } = fileByteRanges(body.entries());
    const fileFields = fields.filter((field) => values[field.id] instanceof File);
    setProgress(Object.fromEntries(fileFields.map((field) => [field.id, 0])));
    const result = await applyAgentVerification(body, {
      onProgress: ({ loaded, total }) => {
        const next: Record<number, number> = {};
        for (const range of ranges) {
          const index = Number(/^form_fields\[(\d+)\]/.exec(range.name)?.[1]);
          const field = fields[index];
          if (field) next[field.id] = rangeProgress(range, estimated, loaded, total);
        }
        setProgress(next);
      },
    });
    const [{ handleAnswer }, { showAccessFailure }] = await Promise.all([
      import('@/lib/api-answer.util'),
      import('@/components/access/access-dialog.store'),
    ]);
    handleAnswer(
      result,
      {
        successToast: true,
        onSuccess: (answer) => onSubmitted(answer.data),
        onError: (failure: ApiFailureInfo) => {
          setSending(false);
          setProgress({});
          if (showAccessFailure(failure)) return;
          if (failure.code === 'ALREADY_SUBMITTED' || failure.code === 'ALREADY_VERIFIED') {
            onConflict();
            return;
          }
          refuse(serverErrors(fields, values, failure));
        },
      },
      body,
    );
  }

  const groups = groupBySection(fields);
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={sending}
      aria-label={t('agentVerificationFormLabel')}
      className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6"
      data-testid="verification-form"
    >
      <p className="text-gray-700">{t('agentVerificationRequiredNote')}</p>
      <p
        ref={summaryRef}
        tabIndex={-1}
        role="alert"
        className={
          errors.form
            ? 'rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-800 focus:outline-none'
            : 'sr-only'
        }
        data-testid="verification-form-error"
      >
        {errors.form ?? ''}
      </p>
      {groups.map((group) => {
        const inner = group.fields.map((field) => (
          <VerificationField
            key={field.id}
            field={field}
            value={values[field.id] ?? null}
            onChange={(value) => change(field, value)}
            error={errors.fields[field.id]}
            earlierFile={earlierFileOf(field, earlier)}
            progress={progress[field.id]}
            disabled={sending}
          />
        ));
        return group.section ? (
          <fieldset
            key={`${group.section}-${group.fields[0]?.id}`}
            className="grid min-w-0 gap-5 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
          >
            <legend className="px-1 text-lg font-bold text-gray-900">{group.section}</legend>
            {inner}
          </fieldset>
        ) : (
          <div
            key={`none-${group.fields[0]?.id}`}
            className="grid min-w-0 gap-5 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
          >
            {inner}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-6 font-semibold text-(--on-brand) disabled:opacity-70"
        >
          {sending ? t('agentVerificationSending') : t('agentVerificationSubmit')}
        </button>
        {onCancel ? (
          <button
            type="button"
            disabled={sending}
            onClick={onCancel}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-500 bg-white px-5 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-70"
          >
            {t('authActionCancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
