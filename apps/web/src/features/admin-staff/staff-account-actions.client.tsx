'use client';

import { useRouter } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { setStaffRole } from './api/set-staff-role';

// One staff account's role: another one from the list, or the staff rights taken away (after a
// confirmation; the account stays, as a member). Not offered on the operator's own row.

export function StaffAccountActions({
  id,
  name,
  role,
  roles,
  words,
}: {
  id: number;
  name: string;
  role: string;
  /** The roles offered, each with its label (built-in roles translated). */
  roles: { value: string; label: string }[];
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const selectId = useId();
  const [choice, setChoice] = useState(role);
  const [busy, setBusy] = useState<'role' | 'remove' | null>(null);

  async function change() {
    if (busy || choice === role) return;
    setBusy('role');
    await setStaffRole(id, choice, { successToast: true, onSuccess: () => router.refresh() });
    setBusy(null);
  }

  async function remove() {
    if (busy || !window.confirm(w('adminStaffRemoveConfirm', { name }))) return;
    setBusy('remove');
    await setStaffRole(id, null, { successToast: true, onSuccess: () => router.refresh() });
    setBusy(null);
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <label htmlFor={selectId} className="sr-only">
        {w('adminStaffRoleColumn')}
      </label>
      <select
        id={selectId}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        className="min-h-11 rounded-md border border-gray-500 bg-white px-3 text-gray-900"
      >
        {roles.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </select>
      <BusyButton
        type="button"
        look="secondary"
        busy={busy === 'role'}
        busyText={w('adminMemberWorking')}
        onClick={() => void change()}
      >
        {w('adminStaffChangeRole')}
      </BusyButton>
      <BusyButton
        type="button"
        look="danger"
        busy={busy === 'remove'}
        busyText={w('adminMemberWorking')}
        onClick={() => void remove()}
      >
        {w('adminStaffRemove')}
      </BusyButton>
    </div>
  );
}
