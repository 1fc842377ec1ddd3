'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { loginPath } from '@/components/access/login-path.util';
import { failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { useAppSelector, useRehydrated } from '@/lib/store/store.hook';
import { type SavedSearchFrequency, saveSearch } from '../api/save-search';
import { SAVED_SEARCH_NAME_MAX } from '../save-search.util';

// "Save this search" on a search page: a dialog (native, modal: focus stays inside and returns to
// the button) with the name, prefilled from the filters, and how often to be told of new matches.
// Guests are sent to sign in and brought back to this very search. The page stays the same for
// every guest (it is kept whole for them): who is signed in is only read here, in the browser.

const FREQUENCIES: ReadonlyArray<{
  value: SavedSearchFrequency;
  key: 'savedSearchInstant' | 'savedSearchDaily' | 'savedSearchWeekly';
}> = [
  { value: 'instant', key: 'savedSearchInstant' },
  { value: 'daily', key: 'savedSearchDaily' },
  { value: 'weekly', key: 'savedSearchWeekly' },
];

const currentPath = () => `${window.location.pathname}${window.location.search}`;

export function SaveSearchButton({ query, name }: { query: string; name: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const rehydrated = useRehydrated();
  const user = useAppSelector((state) => state.user.data);
  const [open, setOpen] = useState(false);
  // A press before the stored session state has loaded waits for it: a guest must not meet the
  // dialog first and the sign-in page only after filling it in.
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (!requested || !rehydrated) return;
    setRequested(false);
    if (user) setOpen(true);
    else router.push(loginPath(currentPath()));
  }, [requested, rehydrated, user, router]);

  return (
    <>
      <button
        type="button"
        onClick={() => setRequested(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-(--brand) px-4 font-semibold text-(--brand-ink) hover:bg-gray-50"
        data-testid="save-search-button"
      >
        {t('saveSearchButton')}
      </button>
      {open ? (
        <SaveSearchDialog
          query={query}
          name={name}
          onSignIn={() => router.push(loginPath(currentPath()))}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function SaveSearchDialog({
  query,
  name: initialName,
  onSignIn,
  onClose,
}: {
  query: string;
  name: string;
  onSignIn(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [name, setName] = useState(initialName);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    nameRef.current?.select();
    return () => {
      if (dialog?.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('savedSearchNameRequired'));
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await saveSearch({ name: trimmed, query, frequency });
    setBusy(false);
    if (result.kind === 'success') {
      setSaved(result.body.message);
      return;
    }
    if (result.status === 401) {
      onSignIn();
      return;
    }
    setError(failureOf(result)?.message ?? t('errorMessage'));
    nameRef.current?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-xl p-6 backdrop:bg-gray-950/50"
      data-testid="save-search-dialog"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">
        {t('saveSearchTitle')}
      </h2>
      {saved ? (
        <div className="mt-4 grid gap-4">
          <p role="status" className="font-semibold text-green-800" data-testid="save-search-done">
            {saved}
          </p>
          <p className="text-gray-700">{t('saveSearchDoneHint')}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <a
              href="/user/saved-searches"
              className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900 hover:bg-gray-50"
            >
              {t('savedSearchesTitle')}
            </a>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
            >
              {t('savedSearchClose')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 grid gap-4">
          <div>
            <label htmlFor={`${id}-name`} className="block font-semibold text-gray-900">
              {t('savedSearchName')}
            </label>
            <input
              ref={nameRef}
              id={`${id}-name`}
              name="name"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-2 block min-h-11 w-full rounded-md border border-gray-500 px-3 text-gray-900 aria-invalid:border-red-700"
            />
          </div>
          <fieldset>
            <legend className="font-semibold text-gray-900">{t('savedSearchFrequency')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-5">
              {FREQUENCIES.map((option) => (
                <label key={option.value} className="inline-flex min-h-11 items-center gap-2 text-gray-900">
                  <input
                    type="radio"
                    name="frequency"
                    value={option.value}
                    checked={frequency === option.value}
                    onChange={() => setFrequency(option.value)}
                    className="size-5 accent-(--brand)"
                  />
                  {t(option.key)}
                </label>
              ))}
            </div>
          </fieldset>
          <p
            id={`${id}-error`}
            role="alert"
            className="min-h-6 font-semibold text-red-800"
            data-testid="save-search-error"
          >
            {error ?? ''}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900 hover:bg-gray-50"
            >
              {t('savedSearchCancel')}
            </button>
            <button
              type="submit"
              aria-disabled={busy || undefined}
              className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) aria-disabled:opacity-70"
            >
              {busy ? t('saveSearchSaving') : t('saveSearchSubmit')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
