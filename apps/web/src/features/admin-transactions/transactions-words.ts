import { OPERATOR_REASON_MAX } from '@domus/shared/constants/admin-payments.constants';
import type { ReasonDialogWords } from '@/components/dialogs/reason-dialog.client';
import type { Translate } from '@/lib/i18n/translate.util';

// The islands' words, resolved on the server: the console's strings are not in the dictionary
// every page sends to the browser.

export interface MarkFailedWords {
  button: string;
  buttonLabel: string;
  dialog: ReasonDialogWords;
}

export function markFailedWords(t: Translate, id: number, title: string): MarkFailedWords {
  return {
    button: t('adminTransactionsMarkFailed'),
    buttonLabel: t('adminTransactionsMarkFailedLabel', { id }),
    dialog: {
      dialogTitle: t('adminTransactionsMarkFailedTitle'),
      title,
      reason: t('adminTransactionsReason'),
      hint: t('adminTransactionsMarkFailedHint'),
      count: t('adminModerationRejectCount', { max: OPERATOR_REASON_MAX }),
      submit: t('adminTransactionsMarkFailedSubmit'),
      busy: t('adminTransactionsSaving'),
      cancel: t('authActionCancel'),
    },
  };
}

export interface AssignWords {
  heading: string;
  intro: string;
  member: string;
  memberHint: string;
  package: string;
  choose: string;
  reason: string;
  reasonHint: string;
  count: string;
  submit: string;
  busy: string;
  memberRequired: string;
  packageRequired: string;
  done: string;
}

export function assignWords(t: Translate): AssignWords {
  return {
    heading: t('adminTransactionsAssignTitle'),
    intro: t('adminTransactionsAssignIntro'),
    member: t('adminTransactionsAssignMember'),
    memberHint: t('adminTransactionsAssignMemberHint'),
    package: t('adminTransactionsAssignPackage'),
    choose: t('adminTransactionsAssignChoose'),
    reason: t('adminTransactionsReason'),
    reasonHint: t('adminTransactionsAssignReasonHint'),
    count: t('adminModerationRejectCount', { max: OPERATOR_REASON_MAX }),
    submit: t('adminTransactionsAssignSubmit'),
    busy: t('adminTransactionsSaving'),
    memberRequired: t('adminTransactionsAssignMemberRequired'),
    packageRequired: t('adminTransactionsAssignPackageRequired'),
    done: t('adminTransactionsAssignDone'),
  };
}
