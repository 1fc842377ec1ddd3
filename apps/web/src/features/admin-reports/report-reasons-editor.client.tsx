'use client';

import { adminReportReasonSchema, REPORT_REASON_MAX } from '@domus/shared/schemas/admin-reports.schema';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { firstFieldMessage } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import type { ReportReason } from './admin-reports.types';
import { deleteAdminReportReason } from './api/delete-admin-report-reason';
import { saveAdminReportReason } from './api/save-admin-report-reason';

// The reasons of the public report dialog: a form to add one, then each reason as its own small
// form (reword, delete after a confirmation; reports filed with a deleted reason keep its text).
// The shared schema checks a reason before sending; the page renders again after each write.

function ReasonRow({ item, w }: { item: ReportReason | null; w: ReturnType<typeof createTranslator> }) {
  const router = useRouter();
  const id = useId();
  const [reason, setReason] = useState(item?.reason ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const label = item ? w('adminReportReasonLabel', { id: item.id }) : w('adminReportReasonNew');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = adminReportReasonSchema.safeParse({ reason: reason.trim() || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setBusy('save');
    setError(undefined);
    await saveAdminReportReason(item?.id ?? null, parsed.data.reason, {
      successToast: true,
      onSuccess: () => {
        if (!item) setReason('');
        router.refresh();
      },
      onError: (failure) => {
        setError(firstFieldMessage(failure));
        document.getElementById(`${id}-reason`)?.focus();
      },
    });
    setBusy(null);
  }

  async function onDelete() {
    if (!item || busy) return;
    if (!window.confirm(w('adminReportReasonDeleteConfirm', { reason: item.reason, count: item.in_use })))
      return;
    setBusy('delete');
    await deleteAdminReportReason(item.id, { successToast: true, onSuccess: () => router.refresh() });
    setBusy(null);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
      data-testid={item ? 'report-reason-row' : 'report-reason-new'}
    >
      <TextField
        id={`${id}-reason`}
        name="reason"
        label={label}
        value={reason}
        onValueChange={setReason}
        error={error}
        maxLength={REPORT_REASON_MAX}
        className="min-w-64 flex-1"
      />
      <BusyButton type="submit" busy={busy === 'save'} busyText={w('adminCategorySaving')}>
        {item ? w('adminReportReasonSave') : w('adminReportReasonAdd')}
      </BusyButton>
      {item ? (
        <BusyButton
          type="button"
          look="danger"
          busy={busy === 'delete'}
          busyText={w('adminCategoryDeleting')}
          onClick={() => void onDelete()}
        >
          {w('adminReportReasonDelete')}
        </BusyButton>
      ) : null}
      {item && item.in_use > 0 ? (
        <p className="min-h-11 content-center text-sm text-gray-700">
          {w('adminReportReasonInUse', { count: item.in_use })}
        </p>
      ) : null}
    </form>
  );
}

export function ReportReasonsEditor({ items, words }: { items: ReportReason[]; words: Dictionary }) {
  const w = useMemo(() => createTranslator(words), [words]);
  return (
    <div className="grid max-w-4xl gap-6">
      <ReasonRow item={null} w={w} />
      <ul className="grid gap-4 border-t border-gray-200 pt-4">
        {items.map((item) => (
          <li key={`${item.id}-${item.reason}`}>
            <ReasonRow item={item} w={w} />
          </li>
        ))}
      </ul>
    </div>
  );
}
