'use client';

import {
  adminHomepageSectionsSchema,
  HOMEPAGE_SECTION_TITLE_MAX,
  type HomepageSectionEntry,
} from '@domus/shared/schemas/admin-homepage.schema';
import { useRouter } from 'next/navigation';
import { type FormEvent, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { updateAdminHomepageSections } from './api/update-admin-homepage-sections';

// The homepage arrangement: each section with a "shown" switch, its own heading and up/down
// buttons (keyboard reachable; focus follows the moved row). Saved whole, checked by the shared
// schema first; the home page follows at once.

export function HomepageSectionsForm({
  sections,
  labels,
  words,
}: {
  sections: HomepageSectionEntry[];
  labels: Record<string, string>;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const [rows, setRows] = useState(sections);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    [next[index], next[to]] = [next[to] as HomepageSectionEntry, next[index] as HomepageSectionEntry];
    setRows(next);
    requestAnimationFrame(() =>
      document.getElementById(`section-${next[to]?.section}-${by < 0 ? 'up' : 'down'}`)?.focus(),
    );
  }

  const update = (index: number, change: Partial<HomepageSectionEntry>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...change } : row)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = adminHomepageSectionsSchema.safeParse({
      sections: rows.map((r) => ({ ...r, title: r.title ?? undefined })),
    });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? w('adminHomeSectionsFailed'));
      return;
    }
    setBusy(true);
    await updateAdminHomepageSections(rows, {
      successToast: true,
      onSuccess: () => {
        setError(null);
        router.refresh();
      },
      onError: (failure) => setError(failure.message),
    });
    setBusy(false);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-3xl gap-4"
      data-testid="homepage-sections-form"
    >
      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          {error}
        </p>
      ) : null}
      <ol className="grid gap-2">
        {rows.map((row, index) => {
          const label = labels[row.section] ?? row.section;
          return (
            <li
              key={row.section}
              data-testid={`section-${row.section}`}
              className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white p-3"
            >
              <span className="w-6 text-end font-semibold text-slate-500">{index + 1}</span>
              <label className="flex min-w-48 flex-1 items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  checked={row.shown}
                  onChange={(e) => update(index, { shown: e.target.checked })}
                  className="size-4"
                />
                {label}
              </label>
              <label className="flex flex-1 flex-col text-sm">
                <span className="sr-only">{w('adminHomeSectionsTitleLabel', { section: label })}</span>
                <input
                  type="text"
                  value={row.title ?? ''}
                  maxLength={HOMEPAGE_SECTION_TITLE_MAX}
                  placeholder={w('adminHomeSectionsTitlePlaceholder')}
                  onChange={(e) => update(index, { title: e.target.value || null })}
                  className="rounded-md border border-slate-300 px-2 py-1"
                />
              </label>
              <span className="flex gap-1">
                <button
                  type="button"
                  id={`section-${row.section}-up`}
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={w('adminHomeSectionsUp', { section: label })}
                  className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40"
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`section-${row.section}-down`}
                  onClick={() => move(index, 1)}
                  disabled={index === rows.length - 1}
                  aria-label={w('adminHomeSectionsDown', { section: label })}
                  className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40"
                >
                  ↓
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <div>
        <BusyButton type="submit" busy={busy} busyText={w('adminHomeSectionsSaving')} className="px-6">
          {w('adminHomeSectionsSave')}
        </BusyButton>
      </div>
    </form>
  );
}
