'use client';

import { CHAT_REPORT_REASON_MAX_LENGTH } from '@domus/shared/constants/chat.constants';
import { showAccessFailure } from '@/components/access/access-dialog.store';
import { ReasonDialog } from '@/components/dialogs/reason-dialog.client';
import { failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { reportChat } from './api/report-chat';
import type { ThreadKey } from './chat-cache.util';

// "Report this conversation" (report-chat): the member's reason in their own words, required and
// at most 500 characters, checked here with the words the API would answer before sending.

export function ReportChatDialog({ threadKey, onClose }: { threadKey: ThreadKey; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      testId="report-chat-dialog"
      max={CHAT_REPORT_REASON_MAX_LENGTH}
      words={{
        dialogTitle: t('chatReportTitle'),
        title: '',
        reason: t('chatReportReason'),
        hint: `${t('chatReportIntro')} ${t('chatReportHint')}`,
        count: `{count}/${CHAT_REPORT_REASON_MAX_LENGTH}`,
        submit: t('chatReportSubmit'),
        busy: t('chatSending'),
        cancel: t('chatCancel'),
      }}
      check={(value) => {
        const reason = value.trim();
        if (!reason) return { message: t('chatReportReasonRequired') };
        if (reason.length > CHAT_REPORT_REASON_MAX_LENGTH) return { message: t('chatReportTooLong') };
        return { reason };
      }}
      send={async (reason, { onSuccess, onError }) => {
        const failure = failureOf(await reportChat(threadKey, reason));
        if (!failure) return onSuccess();
        // A refusal with its own dialog (signed out, demo mode…) replaces this one.
        if (showAccessFailure(failure)) return onSuccess();
        onError(failure);
      }}
      onClose={onClose}
    />
  );
}
