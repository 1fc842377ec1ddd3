import type { AdAction } from '@domus/shared/constants/advertisement-admin.constants';
import { REJECT_REASON_MAX } from '@domus/shared/constants/moderation.constants';
import type { ReasonDialogWords } from '@/components/dialogs/reason-dialog.client';
import type { Translate } from '@/lib/i18n/translate.util';

// The words of one advertisement's actions and reject dialog, resolved on the server: the
// console's strings are not in the dictionary every page sends to the browser.

export interface AdActionWords {
  /** Button text and its accessible name (with the listing's title) per action. */
  actions: Record<AdAction, { text: string; label: string }>;
  dialog: ReasonDialogWords;
}

const ACTION_KEYS = {
  approve: ['adminAdsApprove', 'adminAdsApproveTitled'],
  reject: ['adminAdsReject', 'adminAdsRejectTitled'],
  disable: ['adminAdsDisable', 'adminAdsDisableTitled'],
  enable: ['adminAdsEnable', 'adminAdsEnableTitled'],
  expire: ['adminAdsExpire', 'adminAdsExpireTitled'],
} as const;

export function adActionWords(t: Translate, title: string): AdActionWords {
  const actions = Object.fromEntries(
    (Object.keys(ACTION_KEYS) as AdAction[]).map((action) => {
      const [text, label] = ACTION_KEYS[action];
      return [action, { text: t(text), label: t(label, { title }) }];
    }),
  ) as AdActionWords['actions'];
  return {
    actions,
    dialog: {
      dialogTitle: t('adminAdsRejectDialogTitle'),
      title,
      reason: t('adminModerationRejectReason'),
      hint: t('adminAdsRejectHint'),
      count: t('adminModerationRejectCount', { max: REJECT_REASON_MAX }),
      submit: t('adminAdsRejectSubmit'),
      busy: t('adminModerationRejecting'),
      cancel: t('authActionCancel'),
    },
  };
}
