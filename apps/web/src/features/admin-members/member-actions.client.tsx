'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { deleteAdminMember } from './api/delete-admin-member';
import { sendMemberReset } from './api/send-member-reset';
import { setMemberStatus } from './api/set-member-status';
import { MEMBERS_PATH } from './members-params.util';

// The operator's writes on one account: deactivate (after a confirmation: the member is signed
// out everywhere at once) or reactivate, the password reset mail, and deletion (confirmed). Each asks the API, then the
// page is rendered again from the server.

export function MemberActions({
  id,
  name,
  active,
  canReset,
  canDelete,
  words,
}: {
  id: number;
  name: string;
  active: boolean;
  canReset: boolean;
  canDelete: boolean;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const [busy, setBusy] = useState<'status' | 'reset' | 'delete' | null>(null);
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

  async function remove() {
    if (busy || !window.confirm(w('adminMemberDeleteConfirm', { name }))) return;
    setBusy('delete');
    await deleteAdminMember(id, { successToast: true, onSuccess: () => router.push(MEMBERS_PATH) });
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
        {canDelete ? (
          <BusyButton
            type="button"
            look="danger"
            busy={busy === 'delete'}
            busyText={w('adminMemberWorking')}
            onClick={() => void remove()}
          >
            {w('adminMemberDelete')}
          </BusyButton>
        ) : null}
      </div>
      <p role="status" className="text-gray-800">
        {notice}
      </p>
    </div>
  );
}
