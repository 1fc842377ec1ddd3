'use client';

import { checkOperatorReason, OPERATOR_REASON_MAX } from '@domus/shared/constants/admin-payments.constants';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ReasonDialog } from '@/components/dialogs/reason-dialog.client';
import { markTransactionFailed } from './api/mark-transaction-failed';
import type { MarkFailedWords } from './transactions-words';

// "Mark failed" on a pending payment: the reason in a dialog, then the page is rendered again
// from the server (no optimistic guess: the table shows what the API now holds).

export function MarkFailedButton({ id, words }: { id: number; words: MarkFailedWords }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={words.buttonLabel}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center rounded-md border border-red-800 bg-white px-3 font-semibold text-red-800 hover:bg-red-50"
      >
        {words.button}
      </button>
      {open ? (
        <ReasonDialog
          words={words.dialog}
          max={OPERATOR_REASON_MAX}
          check={checkOperatorReason}
          send={(reason, handlers) => markTransactionFailed(id, reason, { successToast: true, ...handlers })}
          onClose={(done) => {
            setOpen(false);
            if (done) router.refresh();
          }}
          testId="mark-failed-dialog"
        />
      ) : null}
    </>
  );
}
