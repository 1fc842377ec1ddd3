'use client';

import {
  VERIFICATION_ADMIN_MESSAGES,
  VERIFICATION_REASON_MAX,
  verificationReasonSchema,
} from '@domus/shared/schemas/verification-admin.schema';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ReasonDialog, type ReasonDialogWords } from '@/components/dialogs/reason-dialog.client';
import { type ReviewAction, reviewVerification } from './api/review-verification';

// The operator's decision on one application: approve a pending one, fail it with a reason, or
// revoke a verified member with a reason (the member reads it). Each asks the API, then renders
// the page again from the server, which then offers what the new status allows.

export interface ReviewWords {
  approve: string;
  approving: string;
  fail: string;
  revoke: string;
  failDialog: ReasonDialogWords;
  revokeDialog: ReasonDialogWords;
}

/** The reason as sent, or the API's own message refusing it (the shared schema). */
export function checkReviewReason(value: string): { reason: string } | { message: string } {
  // An empty box is no reason, whatever the request parser would make of it.
  if (value.trim() === '') return { message: VERIFICATION_ADMIN_MESSAGES.reasonRequired };
  const parsed = verificationReasonSchema.safeParse({ reason: value });
  if (parsed.success) return { reason: parsed.data.reason };
  return { message: parsed.error.issues[0]?.message ?? 'Invalid input' };
}

export function VerificationReview({
  id,
  actions,
  words,
}: {
  id: number;
  actions: ReviewAction[];
  words: ReviewWords;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'fail' | 'revoke' | null>(null);

  async function approve() {
    setBusy(true);
    await reviewVerification(id, 'approve', null, { successToast: true, onSuccess: () => router.refresh() });
    setBusy(false);
  }

  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3" aria-busy={busy} data-testid="verification-review-actions">
      {actions.includes('approve') ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void approve()}
          className="inline-flex min-h-11 items-center rounded-md bg-emerald-800 px-5 font-semibold text-white hover:bg-emerald-900 disabled:opacity-70"
        >
          {busy ? words.approving : words.approve}
        </button>
      ) : null}
      {actions.includes('fail') ? (
        <button
          type="button"
          disabled={busy}
          aria-haspopup="dialog"
          onClick={() => setAsking('fail')}
          className="inline-flex min-h-11 items-center rounded-md border border-red-800 bg-white px-5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
        >
          {words.fail}
        </button>
      ) : null}
      {actions.includes('revoke') ? (
        <button
          type="button"
          disabled={busy}
          aria-haspopup="dialog"
          onClick={() => setAsking('revoke')}
          className="inline-flex min-h-11 items-center rounded-md border border-red-800 bg-white px-5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
        >
          {words.revoke}
        </button>
      ) : null}
      {asking ? (
        <ReasonDialog
          words={asking === 'fail' ? words.failDialog : words.revokeDialog}
          max={VERIFICATION_REASON_MAX}
          check={checkReviewReason}
          send={(reason, handlers) =>
            reviewVerification(id, asking, reason, { successToast: true, ...handlers })
          }
          onClose={(done) => {
            setAsking(null);
            if (done) router.refresh();
          }}
          testId={`verification-${asking}-dialog`}
        />
      ) : null}
    </div>
  );
}
