'use client';

import type { AdAction } from '@domus/shared/constants/advertisement-admin.constants';
import { checkRejectReason, REJECT_REASON_MAX } from '@domus/shared/constants/moderation.constants';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ReasonDialog } from '@/components/dialogs/reason-dialog.client';
import type { AdActionWords } from './ads-words';
import { decideAdvertisement } from './api/decide-advertisement';
import { rejectAdvertisement } from './api/reject-advertisement';

/** The list's summary line: where focus goes once the decided row leaves the list. */
export const ADS_SUMMARY_ID = 'ads-summary';

const focusSummary = () => document.getElementById(ADS_SUMMARY_ID)?.focus();

// An operator's actions on one advertisement: those §4.6's table allows from its state (the API
// lists them), rejection with a reason in a dialog. Each asks the API, then renders the page again
// from the server: the list, tabs and counts show what the API now holds.

const STYLE: Record<AdAction, string> = {
  approve: 'bg-emerald-800 text-white hover:bg-emerald-900',
  enable: 'bg-emerald-800 text-white hover:bg-emerald-900',
  disable: 'border border-gray-600 bg-white text-gray-900 hover:bg-gray-50',
  expire: 'border border-gray-600 bg-white text-gray-900 hover:bg-gray-50',
  reject: 'border border-red-800 bg-white text-red-800 hover:bg-red-50',
};

export function AdActions({ id, actions, words }: { id: number; actions: AdAction[]; words: AdActionWords }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const rejected = useRef(false);

  // Closing a modal dialog hands focus back to the button that opened it, whose row is about to
  // leave the list: focus moves to the list's summary after that.
  useEffect(() => {
    if (rejecting || !rejected.current) return;
    rejected.current = false;
    focusSummary();
  }, [rejecting]);

  async function run(action: Exclude<AdAction, 'reject'>) {
    setBusy(true);
    await decideAdvertisement(id, action, {
      successToast: true,
      onSuccess: () => {
        router.refresh();
        focusSummary();
      },
    });
    setBusy(false);
  }

  return (
    <div className="flex flex-wrap gap-2" aria-busy={busy}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          disabled={busy}
          aria-label={words.actions[action].label}
          {...(action === 'reject' ? { 'aria-haspopup': 'dialog' as const } : {})}
          onClick={() => (action === 'reject' ? setRejecting(true) : void run(action))}
          className={`inline-flex min-h-11 items-center rounded-md px-4 font-semibold disabled:opacity-70 ${STYLE[action]}`}
        >
          {words.actions[action].text}
        </button>
      ))}
      {rejecting ? (
        <ReasonDialog
          words={words.dialog}
          max={REJECT_REASON_MAX}
          check={checkRejectReason}
          send={(reason, handlers) => rejectAdvertisement(id, reason, { successToast: true, ...handlers })}
          onClose={(done) => {
            rejected.current = done;
            setRejecting(false);
            if (done) router.refresh();
          }}
          testId="reject-dialog"
        />
      ) : null}
    </div>
  );
}
