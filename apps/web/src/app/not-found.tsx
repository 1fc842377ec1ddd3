import Link from 'next/link';
import { SearchIcon } from '@/components/ui/icons.component';
import { getI18n } from '@/lib/i18n/server-i18n';

// The helpful 404: say what happened, offer a search and the main ways back in.

const LINK =
  'inline-flex min-h-11 items-center rounded-md border border-gray-300 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50';

export default async function NotFound() {
  const { t } = await getI18n();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="not-found">
      <p className="text-sm font-semibold tracking-wide text-(--brand-ink)">404</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t('notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-gray-700">{t('notFoundMessage')}</p>
      <search className="mx-auto mt-8 block max-w-lg">
        <form action="/properties" method="get" className="flex gap-2">
          <label htmlFor="not-found-search" className="sr-only">
            {t('notFoundSearch')}
          </label>
          <input
            id="not-found-search"
            name="search"
            type="search"
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            className="min-h-11 flex-1 rounded-md border border-gray-400 bg-white px-3 text-gray-900"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
          >
            <SearchIcon width={18} height={18} aria-hidden="true" />
            {t('search')}
          </button>
        </form>
      </search>
      <nav aria-label={t('notFoundLinks')} className="mt-8">
        <p className="mb-3 text-gray-700">{t('notFoundLinks')}</p>
        <ul className="flex flex-wrap justify-center gap-3">
          <li>
            <Link href="/" className={LINK}>
              {t('backHome')}
            </Link>
          </li>
          <li>
            <Link href="/properties" className={LINK}>
              {t('properties')}
            </Link>
          </li>
          <li>
            <Link href="/categories" className={LINK}>
              {t('categoriesPageTitle')}
            </Link>
          </li>
          <li>
            <Link href="/projects" className={LINK}>
              {t('projects')}
            </Link>
          </li>
          <li>
            <Link href="/contact-us" className={LINK}>
              {t('contactUs')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
