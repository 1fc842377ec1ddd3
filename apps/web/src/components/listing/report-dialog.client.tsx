'use client';

import {
  OTHER_REASON_ID,
  REPORT_OTHER_MESSAGE,
  REPORT_REASON_MESSAGE,
} from '@domus/shared/constants/listing-mark.constants';
import { useEffect, useId, useRef, useState } from 'react';
import { showAccessFailure } from '@/components/access/access-dialog.store';
import { callApi } from '@/lib/api-answer.util';
import { browserRead } from '@/lib/api-read';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The report form (add_reports) in a native modal dialog: a reason from the operator's list or
// "Other" with the member's own words, checked with the API's own messages before sending. Esc or
// Cancel closes it and focus returns to the button that opened it.

export interface ReportDialogProps {
  propertyId: number;
  /** `sent`: the report was accepted (or had been made before). */
  onClose: (sent: boolean) => void;
}

interface Reason {
  id: number;
  reason: string;
}

export function ReportDialog({ propertyId, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();
  const [reasons, setReasons] = useState<Reason[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const [words, setWords] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    void browserRead<Reason[]>('get_report_reasons').then((result) => {
      if (result.kind === 'success') setReasons(result.body.data);
      else setFailed(true);
    });
    return () => {
      if (dialog?.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (choice === null) return setError(REPORT_REASON_MESSAGE);
    if (choice === OTHER_REASON_ID && !words.trim()) return setError(REPORT_OTHER_MESSAGE);
    setError(null);
    setBusy(true);
    const body: Record<string, unknown> = { property_id: propertyId, reason_id: choice };
    if (choice === OTHER_REASON_ID) body.other_message = words.trim();
    await callApi(
      { call: 'add_reports', method: 'POST', body },
      {
        successToast: true,
        onSuccess: () => onClose(true),
        onError: (failure) => {
          if (failure.code === 'ALREADY_REPORTED') return onClose(true);
          if (!showAccessFailure(failure)) setError(failure.message);
        },
      },
    );
    setBusy(false);
  }

  const options: Reason[] = [...(reasons ?? []), { id: OTHER_REASON_ID, reason: t('reportOther') }];
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-6 backdrop:bg-gray-950/50"
      data-testid="report-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId} className="text-xl font-bold text-gray-900">
          {t('reportListing')}
        </h2>
        {failed ? <p className="mt-4 text-gray-700">{t('reportReasonsFailed')}</p> : null}
        <fieldset className="mt-4" aria-describedby={error ? errorId : undefined}>
          <legend className="font-semibold text-gray-900">{t('reportReasonLegend')}</legend>
          <div className="mt-2 grid gap-1">
            {options.map((option) => (
              <label key={option.id} className="flex min-h-11 items-center gap-3 text-gray-900">
                <input
                  type="radio"
                  name="reason_id"
                  value={option.id}
                  checked={choice === option.id}
                  onChange={() => setChoice(option.id)}
                  className="size-5"
                />
                {option.reason}
              </label>
            ))}
          </div>
        </fieldset>
        {choice === OTHER_REASON_ID ? (
          <label className="mt-3 block">
            <span className="font-semibold text-gray-900">{t('reportOtherLabel')}</span>
            <textarea
              value={words}
              onChange={(event) => setWords(event.target.value)}
              maxLength={1000}
              rows={4}
              className="mt-1 w-full rounded-md border border-gray-400 p-2 text-gray-900"
            />
          </label>
        ) : null}
        <p id={errorId} role="alert" className="mt-3 min-h-6 font-semibold text-red-700">
          {error ?? ''}
        </p>
        <div className="mt-4 flex justify-end gap-3">
          <button
            type="button"
            onClick={() => onClose(false)}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900"
          >
            {t('authActionCancel')}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) disabled:opacity-70"
          >
            {busy ? t('reportSending') : t('reportSubmit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
