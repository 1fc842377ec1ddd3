import { formatPrice } from '@domus/shared/utils/price-format.util';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { memberReader, requireMember } from '@/components/access/member-access.server';
import { AdState } from '@/components/featuring/ad-state.component';
import { FeatureButton } from '@/components/featuring/feature-button.client';
import { FeaturingScope } from '@/components/featuring/featuring-scope.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pathSegment } from '@/lib/path-segment.util';
import { priceFormatOptions, priceLabel } from '@/lib/price-label.util';
import { getWebSettings } from '@/lib/server-api';
import { getAddedProperties } from './api/get-added-properties';
import { getInterestedUsers } from './api/get-interested-users';
import { ListingActions } from './listing-actions.client';
import { ListingHistory } from './listing-history.component';
import { ListingStateBadges } from './listing-state-badges.component';
import { MY_PROPERTIES_PATH } from './my-properties-section.component';

// /my-property/{slug_id}: the owner's view of one listing — its state, the reason of a rejection,
// its figures, who is interested with how to reach them, and the owner's actions.

type Params = { params: Promise<{ slug_id: string }> };

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('myPropertyTitle'), robots: { index: false, follow: false } };
}

async function Page({ params }: Params) {
  const slug = pathSegment((await params).slug_id);
  const path = `/my-property/${encodeURIComponent(slug)}`;
  await requireMember(path);
  const read = memberReader(path);
  const [{ t, code }, settings, result] = await Promise.all([
    getI18n(),
    getWebSettings(),
    getAddedProperties(read, { slug_id: slug }),
  ]);
  if (result.kind === 'error' && result.status === 404) notFound();
  const property = result.kind === 'success' ? result.body.data[0] : undefined;
  if (!property) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10">
        <StateNotice
          tone="error"
          title={t('myPropertiesFailed')}
          action={{ href: path, label: t('tryAgain') }}
        />
      </div>
    );
  }
  const interested = await getInterestedUsers(read, property.id);
  const people = interested.kind === 'success' ? interested.body.data : [];
  const formatOptions = priceFormatOptions(settings.kind === 'success' ? settings.body.data : null);
  const price = priceLabel(property, formatOptions, t);
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <article className="mx-auto w-full max-w-5xl px-4 pt-10 pb-16" data-testid="my-property-page">
      <p>
        <Link
          href={MY_PROPERTIES_PATH}
          className="font-semibold text-(--brand-ink) underline underline-offset-2"
        >
          {t('myPropertyBack')}
        </Link>
      </p>
      <ListingStateBadges property={property} t={t} className="mt-4" />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">{property.title}</h1>
      <p className="mt-2 text-xl font-semibold text-gray-900">
        <bdi>{price.amount}</bdi> {price.period ?? ''}
      </p>
      {property.reject_reason ? (
        <p className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900" role="status">
          {t('myPropertiesRejectReason', { reason: property.reject_reason.reason })}
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-3 gap-4 text-center">
        {(
          [
            ['myPropertyViews', property.total_view ?? 0],
            ['myPropertySaves', property.total_favourite_users],
            ['myPropertyInterested', property.total_interested_users],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-xl border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-700">{t(key)}</dt>
            <dd className="text-2xl font-bold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <AdState ad={property.advertisement} t={t} locale={code} />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        {property.is_feature_available ? (
          <FeaturingScope>
            <FeatureButton kind="property" id={property.id} title={property.title} />
          </FeaturingScope>
        ) : null}
        <ListingActions
          id={property.id}
          slug={property.slug_id}
          title={property.title}
          propertyType={property.property_type}
          active={property.status === 1}
          approved={property.request_status === 'approved'}
          afterDelete={MY_PROPERTIES_PATH}
        />
        <Link
          href={`/properties-details/${encodeURIComponent(property.slug_id)}`}
          className="font-semibold text-(--brand-ink) underline underline-offset-2"
        >
          {t('myPropertyPublicPage')}
        </Link>
      </div>
      <ListingHistory
        history={property.history ?? []}
        t={t}
        locale={code}
        formatPrice={(value) => formatPrice(value, formatOptions)}
      />
      <section aria-labelledby="interested-heading" className="mt-10">
        <h2 id="interested-heading" className="text-2xl font-bold text-gray-900">
          {t('myPropertyInterestedTitle')}
        </h2>
        {people.length === 0 ? (
          <p className="mt-3 text-gray-700">{t('myPropertyNobodyYet')}</p>
        ) : (
          <ul className="mt-4 grid gap-3" data-testid="interested-users">
            {people.map((person) => (
              <li key={person.id} className="rounded-xl border border-gray-200 bg-white p-4">
                <p className="font-semibold text-gray-900">{person.name}</p>
                <p className="text-sm text-gray-700">
                  {person.email ? (
                    <a href={`mailto:${person.email}`} className="underline underline-offset-2">
                      {person.email}
                    </a>
                  ) : null}
                  {person.mobile ? (
                    <>
                      {' · '}
                      <a href={`tel:${person.mobile}`} dir="ltr" className="underline underline-offset-2">
                        {person.mobile}
                      </a>
                    </>
                  ) : null}
                </p>
                <p className="text-sm text-gray-600">
                  {t('myPropertyInterestedOn', { date: date.format(new Date(person.created_at)) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

export const myPropertyRoute = { generateMetadata, Page };
