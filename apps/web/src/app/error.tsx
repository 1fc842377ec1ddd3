'use client';

import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The last line of defence for an unexpected rendering error: a message and a retry, never a blank
// page. Expected failures (the API down) are handled by each page with its own friendly state.
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold text-gray-900">{t('errorTitle')}</h1>
      <p className="mt-4 text-lg text-gray-700">{t('errorMessage')}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
      >
        {t('tryAgain')}
      </button>
    </div>
  );
}
