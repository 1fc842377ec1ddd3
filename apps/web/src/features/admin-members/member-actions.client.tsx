'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { sendMemberReset } from './api/send-member-reset';
import { setMemberStatus } from './api/set-member-status';

// The operator's writes on one account: deactivate (after a confirmation: the member is signed
// out everywhere at once) or reactivate, and the password reset mail. Each asks the API, then the
// page is rendered again from the server.

export function MemberActions({
  id,
  name,
  active,
  canReset,
  words,
}: {
  id: number;
  name: string;
  active: boolean;
  canReset: boolean;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const [busy, setBusy] = useState<'status' | 'reset' | null>(null);
  const [notice, setNotice] = useState('');

  async function toggle() {
    if (busy) return;
    if (active && !window.confirm(w('adminMemberDeactivateConfirm', { name }))) return;
    setBusy('status');
    await setMemberStatus(id, !active, { successToast: true, onSuccess: () => router.refresh() });
    setBusy(null);
  }

  async function reset() {
    if (busy) return;
    setBusy('reset');
    await sendMemberReset(id, { onSuccess: () => setNotice(w('adminMemberResetMailSent')) });
    setBusy(null);
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3" data-testid="admin-member-actions">
        <BusyButton
          type="button"
          look={active ? 'danger' : 'primary'}
          busy={busy === 'status'}
          busyText={w('adminMemberWorking')}
          onClick={() => void toggle()}
        >
          {w(active ? 'adminMemberDeactivate' : 'adminMemberActivate')}
        </BusyButton>
        {canReset ? (
          <BusyButton
            type="button"
            look="secondary"
            busy={busy === 'reset'}
            busyText={w('adminMemberWorking')}
            onClick={() => void reset()}
          >
            {w('adminMemberResetMail')}
          </BusyButton>
        ) : null}
      </div>
      <p role="status" className="text-gray-800">
        {notice}
      </p>
    </div>
  );
}
