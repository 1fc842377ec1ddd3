'use client';

import { adminContactReplyFormSchema, CONTACT_REPLY_MAX } from '@domus/shared/schemas/admin-contact.schema';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { replyContactRequest } from './api/reply-contact-request';

// The reply to a contact request: checked by the shared schema before sending (the API's own
// field errors show under the field too), confirmed (it leaves as a mail at once), then the page
// shows the request as handled.

export function ContactReplyForm({
  requestId,
  email,
  words,
}: {
  requestId: number;
  email: string;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function fail(text: string | undefined) {
    setError(text);
    document.getElementById(`${id}-message`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = adminContactReplyFormSchema.safeParse({ message: message.trim() || undefined });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message);
    if (!window.confirm(w('adminContactReplyConfirm', { email }))) return;
    setError(undefined);
    setBusy(true);
    await replyContactRequest(requestId, parsed.data.message, {
      successToast: true,
      onSuccess: () => {
        setMessage('');
        router.refresh();
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        const found = fields.find((f) => f.field === 'message');
        if (found) fail(found.message);
      },
    });
    setBusy(false);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={w('adminContactReply')}
      className="grid max-w-2xl gap-4"
      data-testid="contact-reply"
    >
      <TextField
        multiline
        id={`${id}-message`}
        name="message"
        label={w('adminContactReplyLabel', { email })}
        value={message}
        onValueChange={setMessage}
        error={error}
        required
        marker={w('requiredField')}
        maxLength={CONTACT_REPLY_MAX}
        rows={6}
      />
      <div>
        <BusyButton type="submit" busy={busy} busyText={w('adminContactReplySending')} className="px-6">
          {w('adminContactReplySend')}
        </BusyButton>
      </div>
    </form>
  );
}
