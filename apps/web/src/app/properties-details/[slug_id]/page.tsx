import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DetailErrorState } from '@/components/detail/detail-error.component';
import { detailMetadata } from '@/components/detail/detail-metadata.util';
import { ListingLocationMap } from '@/components/detail/listing-location-map.component';
import { PropertyDetailPage } from '@/features/property-detail/components/property-detail-page.component';
import { PropertyTeaser } from '@/features/property-detail/components/property-teaser.component';
import { propertyPath, readPropertyLookup } from '@/features/property-detail/property-detail.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { priceFormatOptions } from '@/lib/price-label.util';
import { JsonLd } from '@/lib/seo/json-ld.component';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  organizationJsonLd,
  realEstateListingJsonLd,
} from '@/lib/seo/structured-data.util';
import { getPropertyDetail, getWebSettings } from '@/lib/server-api';

// Rendered per request: the listing, its gating and the visitor's view count depend on who asks.
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ slug_id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug_id } = await params;
  // count_view=0: fetching metadata is not a page view (contract §4.24).
  const [result, settings, i18n] = await Promise.all([
    getPropertyDetail(slug_id, false),
    getWebSettings(),
    getI18n(),
  ]);
  return detailMetadata(readPropertyLookup(result), settings, i18n, (lookup) => {
    const listing = lookup.kind === 'found' ? lookup.property : lookup.preview;
    return {
      title: listing.meta_title || listing.title,
      description: listing.meta_description,
      keywords: lookup.kind === 'found' ? lookup.property.meta_keywords : null,
      path: propertyPath(listing.slug_id),
      image: listing.meta_image || listing.title_image,
      imageAlt: listing.title,
    };
  });
}

export default async function Page({ params }: Params) {
  const { slug_id } = await params;
  const [result, settingsResult, { t, code }] = await Promise.all([
    getPropertyDetail(slug_id, true),
    getWebSettings(),
    getI18n(),
  ]);
  const lookup = readPropertyLookup(result);
  if (lookup.kind === 'not-found') notFound();
  if (lookup.kind === 'error')
    return (
      <DetailErrorState message={lookup.message} listHref="/properties" listLabel={t('properties')} t={t} />
    );

  const settings = settingsResult.kind === 'success' ? settingsResult.body.data : null;
  const priceOptions = priceFormatOptions(settings);
  const listing = lookup.kind === 'found' ? lookup.property : lookup.preview;
  const path = propertyPath(listing.slug_id);
  const breadcrumbs = [
    { name: t('home'), path: '/' },
    { name: t('properties'), path: '/properties' },
    ...(listing.category
      ? [
          {
            name: listing.category.category,
            path: `/categories/${encodeURIComponent(listing.category.slug_id)}`,
          },
        ]
      : []),
    { name: listing.title, path },
  ];
  const full = lookup.kind === 'found' ? lookup.property : null;
  const jsonLd = [
    realEstateListingJsonLd({
      name: listing.title,
      description: full?.description ?? listing.meta_description,
      path,
      images: full ? [full.title_image, ...full.gallery.map((g) => g.image_url)] : [listing.title_image],
      datePosted: full?.post_created,
      dateModified: full?.updated_at,
      category: listing.category?.category,
      place: {
        street: full?.address,
        city: listing.city,
        state: listing.state,
        country: listing.country,
        latitude: full?.latitude,
        longitude: full?.longitude,
      },
      offer: {
        price: listing.price,
        currencyCode: settings?.selected_currency_data?.code,
        propertyType: listing.property_type,
        rentDuration: listing.rentduration,
      },
    }),
    breadcrumbJsonLd(breadcrumbs),
    organizationJsonLd(settings),
  ];

  return (
    <>
      <JsonLd data={jsonLd} />
      {lookup.kind === 'gated' ? (
        <PropertyTeaser
          preview={lookup.preview}
          message={lookup.message}
          priceOptions={priceOptions}
          breadcrumbs={breadcrumbs}
          t={t}
        />
      ) : (
        <PropertyDetailPage
          property={lookup.property}
          similar={lookup.similar}
          settings={settings}
          priceOptions={priceOptions}
          breadcrumbs={breadcrumbs}
          canonicalUrl={absoluteUrl(path)}
          map={
            <ListingLocationMap
              listing={lookup.property}
              settings={settings}
              label={t('mapOfListing', { title: lookup.property.title })}
            />
          }
          locale={code}
          t={t}
        />
      )}
    </>
  );
}
