'use client';

import { useRouter } from 'next/navigation';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import type { AdminLanguageStrings } from './admin-languages.types';
import { updateAdminLanguageStrings } from './api/update-admin-language-strings';

// A language's strings beside English: search (key, English or translation), only the missing
// ones, edit, save the changed ones; export the file as it stands, import one (it replaces the
// language's strings as a whole). At most ROWS rows are drawn at once: there are over a thousand.

const ROWS = 150;

export function LanguageStringsEditor({ data, words }: { data: AdminLanguageStrings; words: Dictionary }) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const { language } = data;
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);

  const currentText = (key: string, stored: string) => edits[key] ?? stored;
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return data.strings.filter(
      (s) =>
        (!onlyMissing || s.missing) &&
        (!needle ||
          s.key.toLowerCase().includes(needle) ||
          s.english.toLowerCase().includes(needle) ||
          (edits[s.key] ?? s.value).toLowerCase().includes(needle)),
    );
  }, [data.strings, search, onlyMissing, edits]);
  const changed = Object.entries(edits).filter(
    ([key, value]) => value !== data.strings.find((s) => s.key === key)?.value,
  );

  async function save() {
    if (busy || changed.length === 0) return;
    setBusy(true);
    await updateAdminLanguageStrings(
      language.code,
      { strings: Object.fromEntries(changed) },
      {
        successToast: true,
        onSuccess: () => {
          setEdits({});
          router.refresh();
        },
      },
    );
    setBusy(false);
  }

  function exportFile() {
    const file: Record<string, string> = {};
    for (const s of data.strings) {
      const value = currentText(s.key, s.value);
      if (value) file[s.key] = value;
    }
    const url = URL.createObjectURL(
      new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `web-strings.${language.code}.json`;
    link.click();
    URL.revokeObjectURL(url);
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImportError(null);
    let strings: Record<string, string>;
    try {
      const parsed: unknown = JSON.parse(await file.text());
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      if (Object.values(parsed).some((v) => typeof v !== 'string')) throw new Error('not strings');
      strings = parsed as Record<string, string>;
    } catch {
      setImportError(w('adminStringsImportInvalid'));
      return;
    }
    setBusy(true);
    await updateAdminLanguageStrings(
      language.code,
      { strings, replace: true },
      {
        successToast: true,
        onSuccess: () => {
          setEdits({});
          router.refresh();
        },
        onError: (failure) => setImportError(failure.message),
      },
    );
    setBusy(false);
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <label htmlFor={`${id}-search`} className="font-medium text-gray-900">
            {w('adminStringsSearch')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="min-h-11 rounded-lg border border-gray-400 px-3"
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 font-medium text-gray-900">
          <input
            type="checkbox"
            checked={onlyMissing}
            onChange={(e) => setOnlyMissing(e.target.checked)}
            className="size-5 accent-(--brand)"
          />
          {w('adminStringsOnlyMissing')}
        </label>
        <button
          type="button"
          onClick={exportFile}
          className="min-h-11 rounded-lg border border-gray-400 px-4 font-medium text-gray-900 hover:bg-gray-50"
        >
          {w('adminStringsExport')}
        </button>
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-gray-400 px-4 font-medium text-gray-900 focus-within:outline-2 focus-within:outline-(--brand) hover:bg-gray-50">
          {w('adminStringsImport')}
          <input type="file" accept="application/json,.json" onChange={importFile} className="sr-only" />
        </label>
      </div>
      {importError ? (
        <p role="alert" className="font-medium text-red-800">
          {importError}
        </p>
      ) : null}
      <p className="text-gray-700" aria-live="polite">
        {w('adminStringsCount', { shown: shown.length, total: data.strings.length, missing: data.missing })}
      </p>
      <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table className="w-full table-fixed text-start" data-testid="strings-table">
          <thead className="bg-gray-50 text-sm text-gray-700">
            <tr>
              <th scope="col" className="w-1/5 px-3 py-2 text-start">
                {w('adminStringsKey')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {w('adminStringsEnglish')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {w('adminStringsValue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, ROWS).map((s) => {
              const value = currentText(s.key, s.value);
              const missing = value.trim() === '';
              return (
                <tr
                  key={s.key}
                  className={`border-t border-gray-200 align-top ${missing ? 'bg-amber-50' : ''}`}
                  data-testid={`string-${s.key}`}
                >
                  <td className="px-3 py-2 font-mono text-sm break-all text-gray-900">
                    {s.key}
                    {missing ? (
                      <span className="ms-2 rounded bg-amber-200 px-1.5 py-0.5 font-sans text-xs text-amber-950">
                        {w('adminStringsMissingBadge')}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-gray-900" lang="en" dir="ltr">
                    {s.english}
                  </td>
                  <td className="px-3 py-2">
                    <textarea
                      aria-label={`${w('adminStringsValue')}: ${s.key}`}
                      value={value}
                      dir={language.rtl ? 'rtl' : 'ltr'}
                      lang={language.code}
                      rows={Math.min(4, Math.max(1, Math.ceil(s.english.length / 50)))}
                      onChange={(e) => setEdits((all) => ({ ...all, [s.key]: e.target.value }))}
                      className="w-full min-w-56 rounded-lg border border-gray-400 px-2 py-1"
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {shown.length > ROWS ? <p className="text-gray-700">{w('adminStringsMore', { count: ROWS })}</p> : null}
      <div className="sticky bottom-0 bg-white/95 py-3">
        <BusyButton type="button" busy={busy} busyText={w('adminStringsSaving')} onClick={save}>
          {w('adminStringsSave')}
        </BusyButton>
      </div>
    </div>
  );
}
