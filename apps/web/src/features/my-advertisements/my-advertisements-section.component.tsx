import Link from 'next/link';
import { memberReader } from '@/components/access/member-access.server';
import { AdStatusBadge } from '@/components/featuring/ad-state.component';
import { type FeatureFor, MY_ADVERTISEMENTS_PATH } from '@/components/featuring/advertisement.types';
import { MediaImage } from '@/components/ui/media-image.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { ADVERTISEMENTS_PAGE_SIZE, getFeaturedData } from './api/get-featured-data';

/** Linked by path: features do not import each other. */
const MY_PROPERTIES_PATH = '/user/my-properties';

export const advertisementsHref = (kind: FeatureFor, page = 1) => {
  const query = new URLSearchParams();
  if (kind === 'project') query.set('tab', 'projects');
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${MY_ADVERTISEMENTS_PATH}?${text}` : MY_ADVERTISEMENTS_PATH;
};

const TABS: ReadonlyArray<{ kind: FeatureFor; key: 'featuringTabProperties' | 'featuringTabProjects' }> = [
  { kind: 'property', key: 'featuringTabProperties' },
  { kind: 'project', key: 'featuringTabProjects' },
];

// /user/advertisement's content (server component): tabs Properties / Projects, then my
// advertisements of that kind, newest first, ten a page: the listing, placement, status, dates.

export async function MyAdvertisementsSection({
  kind,
  page,
  placeholder,
  t,
  code,
}: {
  kind: FeatureFor;
  page: number;
  placeholder: string | null;
  t: Translate;
  code: string;
}) {
  const offset = (page - 1) * ADVERTISEMENTS_PAGE_SIZE;
  const result = await getFeaturedData(memberReader(advertisementsHref(kind, page)), kind, offset);
  const tabs = (
    <nav aria-label={t('featuringTabs')} className="flex flex-wrap gap-2">
      {TABS.map((tab) => (
        <Link
          key={tab.kind}
          href={advertisementsHref(tab.kind)}
          prefetch={false}
          aria-current={tab.kind === kind ? 'page' : undefined}
          className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-4 font-medium text-gray-800 hover:bg-gray-50 aria-[current=page]:border-(--brand) aria-[current=page]:bg-(--brand) aria-[current=page]:text-(--on-brand)"
        >
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
  if (result.kind !== 'success') {
    return (
      <div className="grid gap-6">
        {tabs}
        <StateNotice
          tone="error"
          title={t('featuringFailed')}
          action={{ href: advertisementsHref(kind, page), label: t('tryAgain') }}
        />
      </div>
    );
  }
  const items = result.body.data;
  const total = result.body.total ?? items.length;
  const now = new Date();
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="grid gap-6">
      {tabs}
      {items.length === 0 ? (
        <StateNotice
          tone="empty"
          title={t('featuringEmpty')}
          action={{ href: MY_PROPERTIES_PATH, label: t('featuringEmptyAction') }}
        />
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-start text-sm" data-testid="advertisements">
            <caption className="sr-only">{t('featuringCaption')}</caption>
            <thead className="bg-gray-50 text-gray-800">
              <tr>
                {(
                  [
                    'featuringColListing',
                    'featuringColPlacement',
                    'featuringColStatus',
                    'featuringColStart',
                    'featuringColEnd',
                  ] as const
                ).map((key) => (
                  <th key={key} scope="col" className="px-4 py-3 text-start font-semibold">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {items.map((ad) => {
                const listing = ad.property
                  ? {
                      title: ad.property.title,
                      image: ad.property.title_image,
                      href: `/my-property/${encodeURIComponent(ad.property.slug_id)}`,
                    }
                  : ad.project
                    ? {
                        title: ad.project.title,
                        image: ad.project.image,
                        href: `/my-project/${encodeURIComponent(ad.project.slug_id)}`,
                      }
                    : null;
                return (
                  <tr key={ad.id} data-testid="advertisement" data-id={ad.id}>
                    <td className="px-4 py-3">
                      <div className="flex min-w-56 items-center gap-3">
                        <div className="relative aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-md bg-gray-100">
                          <MediaImage
                            src={listing?.image ?? placeholder}
                            alt=""
                            fill
                            sizes="5rem"
                            className="object-cover"
                          />
                        </div>
                        {listing ? (
                          <Link
                            href={listing.href}
                            prefetch={false}
                            className="font-semibold text-gray-900 underline-offset-2 hover:text-(--brand-ink) hover:underline"
                          >
                            {listing.title}
                          </Link>
                        ) : (
                          <span className="text-gray-700">{t('featuringListingGone')}</span>
                        )}
                      </div>
                    </td>
                    <td className="px-4 py-3 text-gray-900">
                      {t(ad.type === 'slider' ? 'featuringSlider' : 'featuringList')}
                    </td>
                    <td className="px-4 py-3">
                      <AdStatusBadge ad={ad} now={now} t={t} />
                      {ad.reject_reason ? (
                        <p className="mt-1 max-w-xs text-sm text-gray-700" data-testid="ad-reject-reason">
                          {t('featuringRejectReason', { reason: ad.reject_reason })}
                        </p>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-gray-800">
                      {date.format(new Date(ad.start_date))}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-gray-800">
                      {date.format(new Date(ad.end_date))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks
        page={page}
        totalPages={Math.ceil(total / ADVERTISEMENTS_PAGE_SIZE)}
        hrefOf={(n) => advertisementsHref(kind, n)}
        t={t}
      />
    </div>
  );
}
