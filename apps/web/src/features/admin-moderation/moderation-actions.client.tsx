'use client';

import type { ModerationState } from '@domus/shared/constants/moderation.constants';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/api-answer.util';
import type { ModerationKind } from './moderation.types';
import type { ModerationWords } from './moderation-words';
import { RejectDialog } from './reject-dialog.client';

/** The list's summary line: where focus goes once the decided row leaves the list. */
export const MODERATION_SUMMARY_ID = 'moderation-summary';

const focusSummary = () => document.getElementById(MODERATION_SUMMARY_ID)?.focus();

// An operator's decision on one listing: approve at once, or reject with a reason (a dialog). Each
// asks the API, then renders the page again from the server: no optimistic guess, the list and
// its counts show what the API now holds.

export interface ModerationActionsProps {
  kind: ModerationKind;
  id: number;
  state: ModerationState;
  words: ModerationWords;
}

export function ModerationActions({ kind, id, state, words }: ModerationActionsProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const rejected = useRef(false);

  // Once the dialog has gone: closing a modal dialog hands focus back to the button that opened
  // it, whose row is about to leave the list, so focus moves to the list's summary after that.
  useEffect(() => {
    if (rejecting || !rejected.current) return;
    rejected.current = false;
    focusSummary();
  }, [rejecting]);

  async function approve() {
    setBusy(true);
    await callApi(
      { call: `admin/${kind}/${id}/approve`, method: 'POST', body: {} },
      {
        successToast: true,
        onSuccess: () => {
          router.refresh();
          focusSummary();
        },
      },
    );
    setBusy(false);
  }

  return (
    <div className="flex flex-wrap gap-2" aria-busy={busy}>
      {state !== 'approved' ? (
        <button
          type="button"
          disabled={busy}
          aria-label={words.approveLabel}
          onClick={() => void approve()}
          className="inline-flex min-h-11 items-center rounded-md bg-emerald-800 px-4 font-semibold text-white hover:bg-emerald-900 disabled:opacity-70"
        >
          {words.approve}
        </button>
      ) : null}
      {state !== 'rejected' ? (
        <button
          type="button"
          disabled={busy}
          aria-label={words.rejectLabel}
          aria-haspopup="dialog"
          onClick={() => setRejecting(true)}
          className="inline-flex min-h-11 items-center rounded-md border border-red-800 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
        >
          {words.reject}
        </button>
      ) : null}
      {rejecting ? (
        <RejectDialog
          kind={kind}
          id={id}
          words={words}
          onClose={(done) => {
            rejected.current = done;
            setRejecting(false);
            if (done) router.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
