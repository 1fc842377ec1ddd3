'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { showAccessFailure } from '@/components/access/access-dialog.store';
import { failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { CHAT_REPORT_MAX_LENGTH, reportChat } from './api/report-chat';
import type { ThreadKey } from './chat-cache.util';

// "Report this conversation" (report-chat): the member's reason in their own words, required and
// at most 500 characters, checked here with the words the API would answer before sending.

export function ReportChatDialog({ threadKey, onClose }: { threadKey: ThreadKey; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();
  const hintId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const words = reason.trim();
    if (!words) return setError(t('chatReportReasonRequired'));
    if (words.length > CHAT_REPORT_MAX_LENGTH) return setError(t('chatReportTooLong'));
    setError(null);
    setBusy(true);
    const result = await reportChat(threadKey, words);
    setBusy(false);
    const failure = failureOf(result);
    if (!failure) return onClose();
    if (!showAccessFailure(failure)) setError(failure.message);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-6 backdrop:bg-gray-950/50"
      data-testid="report-chat-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId} className="text-xl font-bold text-gray-900">
          {t('chatReportTitle')}
        </h2>
        <p id={introId} className="mt-2 text-gray-700">
          {t('chatReportIntro')}
        </p>
        <label className="mt-4 block">
          <span className="font-semibold text-gray-900">{t('chatReportReason')}</span>
          <textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            maxLength={CHAT_REPORT_MAX_LENGTH}
            rows={5}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${hintId} ${errorId}`}
            className="mt-1 w-full rounded-md border border-gray-400 p-2 text-gray-900"
          />
        </label>
        <p id={hintId} className="text-sm text-gray-700">
          {t('chatReportHint')} {reason.length}/{CHAT_REPORT_MAX_LENGTH}
        </p>
        <p id={errorId} role="alert" className="mt-2 min-h-6 font-semibold text-red-700">
          {error ?? ''}
        </p>
        <div className="mt-4 flex justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900"
          >
            {t('chatCancel')}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) disabled:opacity-70"
          >
            {busy ? t('chatSending') : t('chatReportSubmit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
