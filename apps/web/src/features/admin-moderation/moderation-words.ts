import { REJECT_REASON_MAX } from '@domus/shared/constants/moderation.constants';
import type { Translate } from '@/lib/i18n/translate.util';

// The words of one listing's decision buttons and reject dialog. The console's strings are not in
// the dictionary every page sends to the browser (lib/i18n/i18n.util.ts, layoutDictionary), so the
// server component resolves them and hands them to the islands.

export interface ModerationWords {
  approve: string;
  approveLabel: string;
  reject: string;
  rejectLabel: string;
  /** The dialog's heading with `{title}` left in: the dialog sets the title apart (its own direction). */
  dialogTitle: string;
  title: string;
  reason: string;
  hint: string;
  /** `{count}` is replaced by the reason's length as it is typed. */
  count: string;
  submit: string;
  rejecting: string;
  cancel: string;
}

export function moderationWords(t: Translate, title: string): ModerationWords {
  return {
    approve: t('adminModerationApprove'),
    approveLabel: t('adminModerationApproveTitled', { title }),
    reject: t('adminModerationReject'),
    rejectLabel: t('adminModerationRejectTitled', { title }),
    dialogTitle: t('adminModerationRejectDialogTitle'),
    title,
    reason: t('adminModerationRejectReason'),
    hint: t('adminModerationRejectHint'),
    count: t('adminModerationRejectCount', { max: REJECT_REASON_MAX }),
    submit: t('adminModerationRejectSubmit'),
    rejecting: t('adminModerationRejecting'),
    cancel: t('authActionCancel'),
  };
}
