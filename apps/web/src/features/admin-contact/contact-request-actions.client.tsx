'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { deleteContactRequest } from './api/delete-contact-request';
import { setContactHandled } from './api/set-contact-handled';
import { CONTACT_REQUESTS_PATH } from './contact-requests-params.util';

// Marking a request handled (or open again) without replying, and deleting it after a
// confirmation; the page renders again from the server (or returns to the inbox after a delete).

export function ContactRequestActions({
  id,
  handled,
  subject,
  words,
}: {
  id: number;
  handled: boolean;
  subject: string;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const [busy, setBusy] = useState<'handled' | 'delete' | null>(null);

  async function toggle() {
    if (busy) return;
    setBusy('handled');
    await setContactHandled(id, !handled, { successToast: true, onSuccess: () => router.refresh() });
    setBusy(null);
  }

  async function remove() {
    if (busy || !window.confirm(w('adminContactDeleteConfirm', { subject }))) return;
    setBusy('delete');
    await deleteContactRequest(id, {
      successToast: true,
      onSuccess: () => router.push(CONTACT_REQUESTS_PATH),
    });
    setBusy(null);
  }

  return (
    <div className="flex flex-wrap gap-3" data-testid="contact-request-actions">
      <BusyButton
        type="button"
        look="secondary"
        busy={busy === 'handled'}
        busyText={w('adminContactWorking')}
        onClick={() => void toggle()}
      >
        {w(handled ? 'adminContactMarkOpen' : 'adminContactMarkHandled')}
      </BusyButton>
      <BusyButton
        type="button"
        look="danger"
        busy={busy === 'delete'}
        busyText={w('adminContactWorking')}
        onClick={() => void remove()}
      >
        {w('adminContactDelete')}
      </BusyButton>
    </div>
  );
}
