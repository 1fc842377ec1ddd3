import Link from 'next/link';
import { memberReader } from '@/components/access/member-access.server';
import { StateNotice } from '@/components/ui/state-notice.component';
import type { ApiResult } from '@/lib/api-client';
import type { Category, OutdoorFacility } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { getSavedSearches } from './api/get-saved-searches';
import { SavedSearchActions } from './saved-search-item.client';
import { FREQUENCY_WORDS, savedSearchHref, savedSearchSummary } from './saved-search-summary.util';

export const SAVED_SEARCHES_PATH = '/user/saved-searches';

// /user/saved-searches's content (server component): my saved searches, each told in words with
// how often I hear of it, whether it is paused and how many new listings match; its actions are
// a small island.

function listOf<T>(result: ApiResult<T[]>): T[] {
  return result.kind === 'success' && Array.isArray(result.body.data) ? result.body.data : [];
}

export async function SavedSearchesSection({ locale, t }: { locale: string; t: Translate }) {
  const read = memberReader(SAVED_SEARCHES_PATH);
  const [result, categories, facilities] = await Promise.all([
    getSavedSearches(read),
    read<Category[]>('get_categories', { limit: 100 }),
    read<OutdoorFacility[]>('get_facilities'),
  ]);
  if (result.kind !== 'success') {
    return (
      <StateNotice
        tone="error"
        title={t('savedSearchesFailed')}
        action={{ href: SAVED_SEARCHES_PATH, label: t('tryAgain') }}
      />
    );
  }
  const searches = result.body.data;
  if (searches.length === 0) {
    return (
      <StateNotice
        tone="empty"
        title={t('savedSearchesEmpty')}
        message={t('savedSearchesEmptyHint')}
        action={{ href: '/properties', label: t('favouritesBrowse') }}
      />
    );
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const lookups = {
    categories: listOf(categories),
    facilities: listOf(facilities),
    amount: (n: number) => number.format(n),
  };
  return (
    <div className="grid gap-6">
      <p className="text-gray-700">{t('savedSearchesCount', { count: searches.length })}</p>
      <ul className="grid gap-4" data-testid="saved-searches">
        {searches.map((search) => (
          <li
            key={search.id}
            className="grid gap-4 rounded-xl border border-gray-200 bg-white p-5"
            data-testid="saved-search"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-lg font-bold break-words text-gray-900">
                  <bdi>{search.name}</bdi>
                </h2>
                <p className="mt-1 text-gray-700">
                  {savedSearchSummary(search.query, lookups, t).join(' · ')}
                </p>
              </div>
              <Link
                href={savedSearchHref(search.query)}
                prefetch={false}
                className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
                aria-label={t('savedSearchOpenNamed', { name: search.name })}
              >
                {t('savedSearchOpen')}
              </Link>
            </div>
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1">
                <dt className="text-gray-700">{t('savedSearchFrequency')}:</dt>
                <dd className="font-semibold text-gray-900">
                  {t(FREQUENCY_WORDS[search.frequency])}
                  {search.effective_frequency !== search.frequency
                    ? ` (${t('savedSearchBackedOff', { frequency: t(FREQUENCY_WORDS[search.effective_frequency]) })})`
                    : ''}
                </dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-gray-700">{t('savedSearchStatus')}:</dt>
                <dd className="font-semibold text-gray-900" data-testid="saved-search-status">
                  {t(search.paused ? 'savedSearchPaused' : 'savedSearchActive')}
                </dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-gray-700">{t('savedSearchNewMatches')}:</dt>
                <dd className="font-semibold text-gray-900">{number.format(search.new_matches)}</dd>
              </div>
            </dl>
            <SavedSearchActions search={search} />
          </li>
        ))}
      </ul>
    </div>
  );
}
