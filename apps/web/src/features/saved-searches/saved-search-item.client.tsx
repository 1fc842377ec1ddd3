'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { deleteSavedSearch, updateSavedSearch } from './api/update-saved-search';
import type { SavedSearch, SavedSearchFrequency } from './saved-search.types';
import { FREQUENCY_WORDS } from './saved-search-summary.util';

// One saved search's actions on /user/saved-searches: rename and change how often (an inline
// form), pause or resume, delete after a confirmation in place. Each answer re-renders the list
// from the server (router.refresh), which stays the one source of what is saved.

const BUTTON =
  'inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900 hover:bg-gray-50 aria-disabled:opacity-70';

export function SavedSearchActions({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const router = useRouter();
  const id = useId();
  const [mode, setMode] = useState<'idle' | 'edit' | 'confirm'>('idle');
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState(search.name);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>(search.frequency);
  const [error, setError] = useState<string | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);

  async function run(action: () => Promise<{ kind: string }>, after?: () => void) {
    if (busy) return;
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (result.kind === 'success') {
      after?.();
      router.refresh();
    }
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('savedSearchNameRequired'));
      return;
    }
    setError(null);
    await run(
      () => updateSavedSearch(search, { name: name.trim(), frequency }),
      () => setMode('idle'),
    );
  }

  if (mode === 'edit') {
    return (
      <form
        onSubmit={(e) => void onSave(e)}
        noValidate
        className="grid gap-3"
        aria-label={t('savedSearchEdit')}
      >
        <div>
          <label htmlFor={`${id}-name`} className="block font-semibold text-gray-900">
            {t('savedSearchName')}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            // biome-ignore lint/a11y/noAutofocus: the form replaces the button that opened it.
            autoFocus
            className="mt-1 block min-h-11 w-full rounded-md border border-gray-500 px-3 text-gray-900 aria-invalid:border-red-700"
          />
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-frequency`} className="block font-semibold text-gray-900">
            {t('savedSearchFrequency')}
          </label>
          <select
            id={`${id}-frequency`}
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as SavedSearchFrequency)}
            className="mt-1 block min-h-11 rounded-md border border-gray-500 bg-white px-3 text-gray-900"
          >
            {(Object.keys(FREQUENCY_WORDS) as SavedSearchFrequency[]).map((value) => (
              <option key={value} value={value}>
                {t(FREQUENCY_WORDS[value])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) aria-disabled:opacity-70"
          >
            {busy ? t('saveSearchSaving') : t('savedSearchSaveChanges')}
          </button>
          <button
            type="button"
            className={BUTTON}
            onClick={() => {
              setMode('idle');
              setName(search.name);
              setFrequency(search.frequency);
              setError(null);
            }}
          >
            {t('savedSearchCancel')}
          </button>
        </div>
      </form>
    );
  }

  if (mode === 'confirm') {
    return (
      <fieldset className="grid gap-3 rounded-lg bg-red-50 p-4">
        <legend className="font-semibold text-red-900">
          {t('savedSearchDeleteConfirm', { name: search.name })}
        </legend>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            // biome-ignore lint/a11y/noAutofocus: the question replaces the button that asked it.
            autoFocus
            aria-disabled={busy || undefined}
            onClick={() => void run(() => deleteSavedSearch(search.id))}
            className="inline-flex min-h-11 items-center rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800 aria-disabled:opacity-70"
          >
            {t('savedSearchDeleteYes')}
          </button>
          <button
            type="button"
            className={BUTTON}
            onClick={() => {
              setMode('idle');
              requestAnimationFrame(() => deleteRef.current?.focus());
            }}
          >
            {t('savedSearchCancel')}
          </button>
        </div>
      </fieldset>
    );
  }

  return (
    <div className="flex flex-wrap gap-3">
      <button ref={editRef} type="button" className={BUTTON} onClick={() => setMode('edit')}>
        {t('savedSearchEdit')}
      </button>
      <button
        type="button"
        className={BUTTON}
        aria-disabled={busy || undefined}
        onClick={() => void run(() => updateSavedSearch(search, { paused: !search.paused }))}
      >
        {t(search.paused ? 'savedSearchResume' : 'savedSearchPause')}
      </button>
      <button ref={deleteRef} type="button" className={BUTTON} onClick={() => setMode('confirm')}>
        {t('savedSearchDelete')}
      </button>
    </div>
  );
}
