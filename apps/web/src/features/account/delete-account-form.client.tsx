'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { useAppDispatch } from '@/lib/store/store.hook';
import { openAccessDialog } from './account-access';
import { confirmationMatches } from './delete-account.util';

// Account deletion (delete_user) behind a typed confirmation: the person types the
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

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-4" data-testid="delete-account-form">
      <TextField
        id={`${id}-confirm`}
        name="confirmation"
        label={t('accountDeleteConfirmLabel', { word })}
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onValueChange={setTyped}
        disabled={deleting}
        error={error ?? undefined}
        inputRef={inputRef}
      />
      <div>
        <BusyButton
          type="submit"
          look="danger"
          busy={deleting}
          busyText={t('accountDeleting')}
          disabled={deleting}
        >
          {t('accountDeleteButton')}
        </BusyButton>
      </div>
    </form>
  );
}
