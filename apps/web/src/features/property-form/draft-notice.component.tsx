'use client';

import { useTranslation } from '@/lib/i18n/i18n-context';

// What the form keeps between visits, said plainly: the text as a draft in this browser, never the
// files. After a draft was restored, when it was written and a way to throw it away.

export function DraftNotice({
  restoredAt,
  onDiscard,
  disabled,
}: {
  restoredAt: string | null;
  onDiscard(): void;
  disabled: boolean;
}) {
  const { t, code } = useTranslation();
  const when = restoredAt
    ? new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(restoredAt))
    : null;
  return (
    <div className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-gray-900" data-testid="draft-notice">
      <p>{t('propertyFormDraftNote')}</p>
      {when ? (
        <div className="mt-2 flex flex-wrap items-center gap-3" role="status">
          <p className="font-semibold">{t('propertyFormDraftRestored', { time: when })}</p>
          <button
            type="button"
            onClick={onDiscard}
            disabled={disabled}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50"
          >
            {t('propertyFormDiscardDraft')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
