'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { deleteAdminLanguage } from './api/delete-admin-language';

/** Deletes a language after the operator confirms (the default one has no such button). */
export function LanguageDeleteButton({
  code,
  name,
  words,
}: {
  code: string;
  name: string;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        if (!window.confirm(w('adminLanguagesDeleteConfirm', { name }))) return;
        setBusy(true);
        await deleteAdminLanguage(code, { successToast: true, onSuccess: () => router.refresh() });
        setBusy(false);
      }}
      className="min-h-11 rounded-lg px-3 font-medium text-red-800 underline hover:bg-red-50 disabled:opacity-60"
    >
      {w('adminLanguagesDelete', { name })}
    </button>
  );
}
