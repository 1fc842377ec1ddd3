import Link from 'next/link';
import type { Translate } from '@/lib/i18n/translate.util';

// For a signed-in member with no recommendations on the home page: the way to the personalised
// feed's interests form. Guests never get it (their page has no user_recommendation key).

export function RecommendedPrompt({ t }: { t: Translate }) {
  return (
    <section
      aria-labelledby="recommended-prompt-heading"
      className="mx-auto w-full max-w-7xl px-4 py-6"
      data-testid="recommended-prompt"
    >
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-gray-200 bg-white p-6">
        <div>
          <h2 id="recommended-prompt-heading" className="text-xl font-bold text-gray-900">
            {t('homeRecommendedPromptTitle')}
          </h2>
          <p className="mt-1 text-gray-700">{t('homeRecommendedPromptText')}</p>
        </div>
        <Link
          href="/user/personalised-feed"
          prefetch={false}
          className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
        >
          {t('homeRecommendedPromptAction')}
        </Link>
      </div>
    </section>
  );
}
