import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import { PropertyCard } from '@/components/cards/property-card.component';
import { joinPlace } from '@/components/detail/detail.util';
import { DetailSection, Prose } from '@/components/detail/detail-section.component';
import { LocationBlock } from '@/components/detail/location-block.component';
import { PersonCard } from '@/components/detail/person-card.component';
import { ShareLinks } from '@/components/detail/share-links.component';
import { FavouriteButton, InterestButton } from '@/components/listing/listing-marks.component';
import { MessageOwnerLink } from '@/components/listing/message-owner-link.component';
import { ReportButton } from '@/components/listing/report-button.client';
import { Badge } from '@/components/ui/badge.component';
import { Breadcrumbs } from '@/components/ui/breadcrumbs.component';
import { EyeIcon, MapPinIcon } from '@/components/ui/icons.component';
import type { PropertyDetail, PropertyListItem, WebSettings } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { priceLabel } from '@/lib/price-label.util';
import type { BreadcrumbItem } from '@/lib/seo/structured-data.util';
import { latestPriceChange } from '../property-detail.util';
import { MortgageEstimateCard } from './mortgage-estimate.component';
import { PropertyFacilities, PropertyParameters } from './property-facts.component';
import { ListingGallery, ListingPanorama, ListingVideo } from './property-media.component';

// The property page (server component). Layout: breadcrumbs, status banner, title and price, the
// gallery, then the description, facts, media and location on the start side and the owner,
// mortgage and share cards on the end side; similar listings below.

export interface PropertyDetailPageProps {
  property: PropertyDetail;
  similar: PropertyListItem[];
  settings: WebSettings | null;
  priceOptions: PriceFormatOptions;
  breadcrumbs: BreadcrumbItem[];
  canonicalUrl: string;
  map: React.ReactNode;
  locale: string;
  t: Translate;
}

const TYPE_BADGE = {
  sell: { key: 'forSale', tone: 'sell' },
  rent: { key: 'forRent', tone: 'rent' },
  sold: { key: 'sold', tone: 'neutral' },
  rented: { key: 'rented', tone: 'neutral' },
} as const;

export function PropertyDetailPage({
  property,
  similar,
  settings,
  priceOptions,
  breadcrumbs,
  canonicalUrl,
  map,
  locale,
  t,
}: PropertyDetailPageProps) {
  const price = priceLabel(property, priceOptions, t);
  const closed = property.property_type === 'sold' || property.property_type === 'rented';
  const badge = TYPE_BADGE[property.property_type] ?? TYPE_BADGE.sell;
  const address = joinPlace([property.address, property.city, property.state, property.country]);
  const images = [property.title_image, ...property.gallery.map((g) => g.image_url)].filter(
    (src, index, all): src is string => typeof src === 'string' && src !== '' && all.indexOf(src) === index,
  );
  const placeholder = settings?.web_placeholder_logo ?? settings?.img_placeholder ?? null;

  return (
    <article className="mx-auto w-full max-w-7xl px-4 py-6" data-testid="property-detail">
      <Breadcrumbs items={breadcrumbs} label={t('breadcrumbLabel')} />

      {closed ? (
        <div
          role="status"
          className="mt-4 rounded-xl border border-gray-300 bg-gray-900 px-5 py-3 font-semibold text-white"
          data-testid="status-banner"
        >
          {t(property.property_type === 'sold' ? 'statusSoldBanner' : 'statusRentedBanner')}
        </div>
      ) : null}

      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={badge.tone}>{t(badge.key)}</Badge>
            {property.is_premium ? <Badge tone="premium">{t('premium')}</Badge> : null}
            {property.promoted ? <Badge tone="featured">{t('sponsored')}</Badge> : null}
            {property.category ? <Badge tone="neutral">{property.category.category}</Badge> : null}
          </div>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">{property.title}</h1>
          {address ? (
            <p className="mt-2 flex items-center gap-1.5 text-gray-700">
              <MapPinIcon width={18} height={18} className="shrink-0" />
              {address}
            </p>
          ) : null}
        </div>
        <div className="text-end">
          <p
            className={`text-3xl font-bold ${closed ? 'text-gray-600 line-through' : 'text-gray-900'}`}
            data-testid="price"
          >
            <bdi>{price.amount}</bdi>
            {price.period ? (
              <span className="ms-1 text-base font-medium text-gray-700">{price.period}</span>
            ) : null}
          </p>
          <PriceChangeNote history={property.history} locale={locale} t={t} />
          {typeof property.total_view === 'number' ? (
            <p className="mt-1 inline-flex items-center gap-1 text-sm text-gray-700">
              <EyeIcon width={16} height={16} />
              {t('views', { count: property.total_view })}
            </p>
          ) : null}
          <div className="mt-3">
            <FavouriteButton propertyId={property.id} favourite={property.is_favourite === true} t={t} />
          </div>
        </div>
      </header>

      <div className="mt-6">
        <ListingGallery title={property.title} images={images} t={t} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {property.description ? (
            <DetailSection id="about" title={t('aboutProperty')}>
              <Prose html={property.description} />
            </DetailSection>
          ) : null}
          <PropertyParameters parameters={property.parameters ?? []} locale={locale} t={t} />
          <PropertyFacilities
            facilities={property.assign_facilities ?? []}
            distanceOption={settings?.distance_option}
            locale={locale}
            t={t}
          />
          <ListingPanorama src={property.three_d_image} t={t} />
          <ListingVideo link={property.video_link} title={property.title} poster={images[0] ?? null} t={t} />
          {property.documents?.length ? (
            <DetailSection id="documents" title={t('documentsTitle')}>
              <ul className="space-y-2">
                {property.documents.map((doc) => (
                  <li key={doc.id}>
                    <a
                      href={doc.file}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline"
                    >
                      {doc.file_name}
                    </a>
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          <LocationBlock
            address={address || null}
            latitude={property.latitude}
            longitude={property.longitude}
            map={map}
            t={t}
          />
        </div>
        <aside className="flex flex-col gap-6" aria-label={t('listedBy')}>
          <PersonCard
            heading={t('listedBy')}
            name={property.customer_name ?? ''}
            slugId={property.customer_slug_id}
            profile={property.profile}
            verified={property.is_verified}
            email={property.email}
            mobile={property.mobile}
            placeholder={placeholder}
            t={t}
          />
          <MessageOwnerLink
            owner={property.customer_id}
            propertyId={property.id}
            from={`/properties-details/${encodeURIComponent(property.slug_id)}`}
            label={t('chatMessageOwner')}
          />
          {closed ? null : (
            <InterestButton propertyId={property.id} interested={property.is_interested === true} t={t} />
          )}
          {property.property_type === 'sell' ? (
            <MortgageEstimateCard price={property.price} priceOptions={priceOptions} t={t} />
          ) : null}
          <ShareLinks url={canonicalUrl} title={property.title} t={t} />
          <div>
            <ReportButton
              propertyId={property.id}
              reported={property.is_reported === true}
              labels={[t('reportListing'), t('reportDone')]}
            />
          </div>
        </aside>
      </div>

      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="mt-12" data-testid="similar">
          <h2 id="similar-heading" className="mb-6 text-2xl font-bold tracking-tight text-gray-900">
            {t('similarProperties')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {similar.slice(0, 8).map((item) => (
              <li key={item.id}>
                <PropertyCard property={item} priceOptions={priceOptions} placeholder={placeholder} t={t} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

function PriceChangeNote({
  history,
  locale,
  t,
}: {
  history: PropertyDetail['history'];
  locale: string;
  t: Translate;
}) {
  const change = latestPriceChange(history);
  if (!change) return null;
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(change.at),
  );
  return (
    <p
      className={`mt-1 text-sm font-medium ${change.direction === 'reduced' ? 'text-green-800' : 'text-gray-700'}`}
      data-testid="price-change"
    >
      {t(change.direction === 'reduced' ? 'priceReduced' : 'priceIncreased', {
        percent: change.percent,
        date,
      })}
    </p>
  );
}
