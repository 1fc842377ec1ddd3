import 'server-only';
import { detailRoute } from '@/components/detail/detail-route.server';
import { ListingLocationMap } from '@/components/detail/listing-location-map.component';
import { priceFormatOptions } from '@/lib/price-label.util';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  organizationJsonLd,
  realEstateListingJsonLd,
} from '@/lib/seo/structured-data.util';
import { serverRead } from '@/lib/server-api';
import { getProperty, propertyView } from './api/get-property';
import { PropertyDetailPage } from './components/property-detail-page.component';
import { PropertyTeaser } from './components/property-teaser.component';
import { propertyPath, readPropertyLookup } from './property-detail.util';

// The route /properties-details/{slug_id} (app/ only re-exports it). Rendered per request: the
// listing and its gating depend on who asks; the browser records the visitor's view.

export const propertyRoute = detailRoute('slug_id', {
  fetch: (slug) => getProperty(serverRead, slug),
  view: propertyView,
  read: readPropertyLookup,
  list: { path: '/properties', label: 'properties' },
  metadata: (lookup) => {
    const listing = lookup.kind === 'found' ? lookup.property : lookup.preview;
    return {
      title: listing.meta_title || listing.title,
      description: listing.meta_description,
      keywords: lookup.kind === 'found' ? lookup.property.meta_keywords : null,
      path: propertyPath(listing.slug_id),
      image: listing.meta_image || listing.title_image,
      imageAlt: listing.title,
    };
  },
  render: (lookup, { settings, t, locale }) => {
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
    const body =
      lookup.kind === 'gated' ? (
        <PropertyTeaser
          preview={lookup.preview}
          message={lookup.message}
          code={lookup.code}
          path={path}
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
          locale={locale}
          t={t}
        />
      );
    return { jsonLd, body };
  },
});
