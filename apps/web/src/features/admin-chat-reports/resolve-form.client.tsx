'use client';

import { CHAT_REPORT_NOTE_MAX_LENGTH } from '@domus/shared/constants/chat.constants';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { resolveAdminChatReport } from './api/resolve-admin-chat-report';

// Resolving an open chat report: the note of what was done is required (the API's words show
// under the field, focus on it); once resolved the page shows the report as resolved.

export function ResolveForm({ reportId, words }: { reportId: number; words: Dictionary }) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    await resolveAdminChatReport(reportId, note, {
      successToast: true,
      onSuccess: () => {
        setError(undefined);
        router.refresh();
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        const found = fields.find((f) => f.field === 'note');
        if (found) {
          setError(found.message);
          document.getElementById(`${id}-note`)?.focus();
        }
      },
    });
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4" data-testid="chat-report-resolve">
      <TextField
        multiline
        id={`${id}-note`}
        name="note"
        label={w('adminChatReportNote')}
        value={note}
        onValueChange={setNote}
        error={error}
        required
        marker={w('requiredField')}
        maxLength={CHAT_REPORT_NOTE_MAX_LENGTH}
        rows={3}
      />
      <div>
        <BusyButton type="submit" busy={busy} busyText={w('adminChatReportResolving')} className="px-6">
          {w('adminChatReportResolve')}
        </BusyButton>
      </div>
    </form>
  );
}
