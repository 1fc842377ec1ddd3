'use client';

import { checkRejectReason, REJECT_REASON_MAX } from '@domus/shared/constants/moderation.constants';
import { ReasonDialog } from '@/components/dialogs/reason-dialog.client';
import { callApi } from '@/lib/api-answer.util';
import type { ModerationKind } from './moderation.types';
import type { ModerationWords } from './moderation-words';

// The reason of a listing's rejection: the console's reason dialog (components/admin), sending
// admin/{properties|projects}/{id}/reject.

export interface RejectDialogProps {
  kind: ModerationKind;
  id: number;
  words: ModerationWords;
  /** `rejected`: the API accepted the rejection. */
  onClose: (rejected: boolean) => void;
}

export function RejectDialog({ kind, id, words, onClose }: RejectDialogProps) {
  return (
    <ReasonDialog
      words={{ ...words, busy: words.rejecting }}
      max={REJECT_REASON_MAX}
      check={checkRejectReason}
      send={(reason, handlers) =>
        callApi(
          { call: `admin/${kind}/${id}/reject`, method: 'POST', body: { reason } },
          { successToast: true, ...handlers },
        )
      }
      onClose={onClose}
      testId="reject-dialog"
    />
  );
}
