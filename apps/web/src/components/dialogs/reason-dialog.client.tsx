'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { ApiFailureInfo } from '@/lib/api-answer.util';

// A reason written for a write (an operator rejecting an ad or marking a payment failed, a member
// reporting a conversation), in a native modal dialog: focus stays inside; Esc or Cancel closes it
// and focus returns to the button that opened it. The reason is checked with the API's own rule
// before sending; the server's message is shown in the dialog if it refuses anyway. Words come
// from the page (console strings stay off the members' dictionary and the other way round).

export interface ReasonDialogWords {
  /** The heading with `{title}` left in: the dialog sets the title apart (its own direction). */
  dialogTitle: string;
  title: string;
  reason: string;
  hint: string;
  /** `{count}` is replaced by the reason's length as it is typed. */
  count: string;
  submit: string;
  busy: string;
  cancel: string;
}

export interface ReasonDialogProps {
  words: ReasonDialogWords;
  max: number;
  /** The reason as sent (trimmed), or the message refusing it. */
  check: (value: string) => { reason: string } | { message: string };
  /** Sends the reason; `onError` keeps the dialog open with the server's message. */
  send: (
    reason: string,
    handlers: { onSuccess: () => void; onError: (failure: ApiFailureInfo) => void },
  ) => Promise<unknown>;
  /** `done`: the API accepted the write. */
  onClose: (done: boolean) => void;
  testId?: string;
}

export function ReasonDialog({
  words,
  max,
  check,
  send,
  onClose,
  testId = 'reason-dialog',
}: ReasonDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const hintId = useId();
  const countId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    fieldRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = check(reason);
    if ('message' in checked) {
      setError(checked.message);
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    await send(checked.reason, {
      onSuccess: () => onClose(true),
      onError: (failure) => {
        setError(failure.message);
        fieldRef.current?.focus();
      },
    });
    setBusy(false);
  }

  const length = reason.trim().length;
  const [beforeTitle, afterTitle] = words.dialogTitle.split('{title}');
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose(false);
      }}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-xl p-6 backdrop:bg-gray-950/50"
      data-testid={testId}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId} className="text-xl font-bold text-gray-900">
          {beforeTitle}
          <bdi>{words.title}</bdi>
          {afterTitle}
        </h2>
        <label htmlFor={`${titleId}-reason`} className="mt-4 block font-semibold text-gray-900">
          {words.reason}
        </label>
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {words.hint}
        </p>
        <textarea
          ref={fieldRef}
          id={`${titleId}-reason`}
          name="reason"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            // The message was about what was there before; a new one comes with the next attempt.
            setError(null);
          }}
          rows={5}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId} ${countId}${error ? ` ${errorId}` : ''}`}
          className="mt-2 w-full rounded-md border border-gray-500 p-2 text-gray-900 aria-invalid:border-red-700"
        />
        <p
          id={countId}
          className={`mt-1 text-end text-sm ${length > max ? 'font-semibold text-red-800' : 'text-gray-700'}`}
        >
          {words.count.replace('{count}', String(length))}
        </p>
        <p id={errorId} role="alert" className="mt-2 min-h-6 font-semibold text-red-800">
          {error ?? ''}
        </p>
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => onClose(false)}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-500 px-4 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-70"
          >
            {words.cancel}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center rounded-md bg-red-800 px-5 font-semibold text-white hover:bg-red-900 disabled:opacity-70"
          >
            {busy ? words.busy : words.submit}
          </button>
        </div>
      </form>
    </dialog>
  );
}
