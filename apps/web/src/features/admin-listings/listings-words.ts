import { REJECT_REASON_MAX } from '@domus/shared/constants/moderation.constants';
import type { ReasonDialogWords } from '@/components/dialogs/reason-dialog.client';
import type { Translate } from '@/lib/i18n/translate.util';

// The table's words, resolved on the server: the console's strings are not in the dictionary
// every page sends to the browser, so the islands receive them ready.

export interface ListingsWords {
  caption: string;
  selectAll: string;
  /** `{title}` is replaced per row. */
  select: string;
  /** `{count}` is replaced. */
  selected: string;
  bulkApprove: string;
  bulkReject: string;
  /** `{ok}` and `{failed}` are replaced. */
  bulkDone: string;
  bulkFailed: string;
  switchOn: string;
  switchPremium: string;
  edit: string;
  columns: {
    title: string;
    owner: string;
    city: string;
    price: string;
    state: string;
    on: string;
    premium: string;
    added: string;
  };
  dialog: ReasonDialogWords;
}

export function listingsWords(t: Translate, caption: string): ListingsWords {
  return {
    caption,
    selectAll: t('adminListingsSelectAll'),
    select: t('adminListingsSelect', { title: '{title}' }),
    selected: t('adminListingsSelected', { count: '{count}' }),
    bulkApprove: t('adminListingsBulkApprove'),
    bulkReject: t('adminListingsBulkReject'),
    bulkDone: t('adminListingsBulkDone', { ok: '{ok}', failed: '{failed}' }),
    bulkFailed: t('adminListingsBulkFailed'),
    switchOn: t('adminListingsSwitchOn', { title: '{title}' }),
    switchPremium: t('adminListingsSwitchPremium', { title: '{title}' }),
    edit: t('adminListingsEditTitled', { title: '{title}' }),
    columns: {
      title: t('adminListingsColTitle'),
      owner: t('adminListingsColOwner'),
      city: t('adminListingsCity'),
      price: t('adminListingsColPrice'),
      state: t('adminListingsColState'),
      on: t('adminListingsColOn'),
      premium: t('adminListingsPremium'),
      added: t('adminListingsColAdded'),
    },
    dialog: {
      dialogTitle: t('adminListingsBulkRejectTitle'),
      title: '',
      reason: t('adminModerationRejectReason'),
      hint: t('adminModerationRejectHint'),
      count: t('adminModerationRejectCount', { max: REJECT_REASON_MAX }),
      submit: t('adminListingsBulkRejectSubmit'),
      busy: t('adminModerationRejecting'),
      cancel: t('authActionCancel'),
    },
  };
}
