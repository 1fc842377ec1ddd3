'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { useAppDispatch } from '@/lib/store/store.hook';
import { openAccessDialog } from './account-access';
import { confirmationMatches } from './delete-account.util';

// Account deletion (delete_user, contract §3.2) behind a typed confirmation: the person types the
// confirmation word of their language, so a stray click or a half-read page deletes nothing. On
// success the stored user is cleared and the home page shows the server's notice.

export function DeleteAccountForm() {
  const { t } = useTranslation();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const id = useId();
  const word = t('accountDeleteConfirmWord');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deleting) return;
    if (!confirmationMatches(typed, word)) {
      setError(t('accountDeleteConfirmMismatch', { word }));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setDeleting(true);
    const [{ callApi }, { loggedOut }] = await Promise.all([
      import('@/lib/api-answer.util'),
      import('@/lib/store/user.slice'),
    ]);
    const result = await callApi<null>(
      { call: 'delete_user', method: 'POST', body: {} },
      {
        successToast: true,
        onSuccess: () => {
          dispatch(loggedOut());
          // The session is gone with the account: the home page renders for a visitor again.
          router.replace('/');
          router.refresh();
        },
        onError: (failure) => {
          openAccessDialog(failure);
        },
      },
    );
    if (result.kind !== 'success') setDeleting(false);
  }

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-4" data-testid="delete-account-form">
      <div>
        <label htmlFor={`${id}-confirm`} className="mb-1 block font-semibold text-gray-900">
          {t('accountDeleteConfirmLabel', { word })}
        </label>
        <input
          ref={inputRef}
          id={`${id}-confirm`}
          name="confirmation"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          disabled={deleting}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
          className={`block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-gray-900 ${error ? 'border-red-700 ring-1 ring-red-700' : 'border-gray-400'}`}
        />
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-800" data-testid="error-confirmation">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <button
          type="submit"
          disabled={deleting}
          className="inline-flex min-h-11 items-center rounded-md bg-red-700 px-6 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {deleting ? t('accountDeleting') : t('accountDeleteButton')}
        </button>
      </div>
    </form>
  );
}
