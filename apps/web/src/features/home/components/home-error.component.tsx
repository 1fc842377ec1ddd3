import type { Translate } from '@/lib/i18n/translate.util';
import { HomeHero } from './home-hero.component';

/** The home page when homepage-data cannot be had: the search still works, and we say what happened. */
export function HomeError({ t }: { t: Translate }) {
  return (
    <HomeHero
      sliders={[]}
      priceOptions={{ currencySymbol: '', currencyCode: '', abbreviate: false }}
      t={t}
      notice={
        <div
          role="alert"
          className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-5 text-start"
          data-testid="home-error"
        >
          <p className="font-semibold text-gray-900">{t('errorTitle')}</p>
          <p className="mt-1 text-gray-800">{t('homeErrorMessage')}</p>
          {/* A full reload on purpose: the server fetches again. */}
          <a
            href="/"
            className="mt-3 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
          >
            {t('tryAgain')}
          </a>
        </div>
      }
    />
  );
}
