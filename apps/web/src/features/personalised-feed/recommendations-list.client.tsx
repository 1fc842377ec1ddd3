'use client';

import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PropertyCard } from '@/components/cards/property-card.component';
import { BusyButton } from '@/components/ui/busy-button.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { type RecommendationPage, recommendationsInfiniteOptions } from './api/get-user-recommendation';

// The listings matching the saved interests, as cards, a page at a time ("load more"). The first
// page comes with the server's render; saving other interests reads them afresh.

export interface RecommendationsListProps {
  version: string;
  hasInterests: boolean;
  firstPage: RecommendationPage | null;
  priceOptions: PriceFormatOptions;
  placeholder: string | null;
}

export function RecommendationsList({
  version,
  hasInterests,
  firstPage,
  priceOptions,
  placeholder,
}: RecommendationsListProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    ...recommendationsInfiniteOptions(version),
    enabled: hasInterests,
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [0] } } : {}),
  });

  const notice = (title: string, message?: string, tone: 'empty' | 'error' = 'empty') => (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border p-6 ${tone === 'error' ? 'border-amber-300 bg-amber-50' : 'border-gray-200 bg-white'}`}
      data-testid={tone === 'error' ? 'recommendations-error' : 'recommendations-empty'}
    >
      <p className="text-lg font-semibold text-gray-900">{title}</p>
      {message ? <p className="mt-1 text-gray-700">{message}</p> : null}
    </div>
  );

  if (!hasInterests) return notice(t('personalisedNoInterests'), t('personalisedNoInterestsHint'));
  if (query.isPending) return <p role="status">{t('personalisedLoading')}</p>;
  if (query.isError) return notice(t('personalisedFailed'), undefined, 'error');
  const items = query.data.pages.flatMap((page) => page.data);
  const total = query.data.pages[0]?.total ?? items.length;
  if (items.length === 0) return notice(t('personalisedNoMatches'), t('personalisedNoMatchesHint'));

  return (
    <div className="grid gap-6">
      <p className="text-gray-700" role="status">
        {t('personalisedResultsCount', { count: total })}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="recommendations-list">
        {items.map((property) => (
          <li key={property.id}>
            <PropertyCard property={property} priceOptions={priceOptions} placeholder={placeholder} t={t} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div>
          <BusyButton
            type="button"
            look="secondary"
            busy={query.isFetchingNextPage}
            busyText={t('personalisedLoadingMore')}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
          >
            {t('personalisedLoadMore')}
          </BusyButton>
        </div>
      ) : null}
    </div>
  );
}
