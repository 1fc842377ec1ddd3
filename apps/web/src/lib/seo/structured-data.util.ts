import type { PropertyType, WebSettings } from '../api-types';
import { publicUrl } from '../config';

// Builders of schema.org JSON-LD for the public pages (issue 3, SEO). Pure functions: pages pass
// what they read from the API and render the result with <JsonLd>. Empty values are left out, so
// crawlers never see `"name": null`.

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** `path` on the public origin; absolute URLs (API media) pass through unchanged. */
export function absoluteUrl(path: string, base: string = publicUrl()): string {
  if (/^https?:\/\//i.test(path)) return path;
  const origin = base.replace(/\/+$/, '');
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Drops `null`, `undefined`, `''` and empty arrays/objects, recursively. */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map(compact).filter((v) => !isEmpty(v)) as T;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const c = compact(v);
      if (!isEmpty(c)) out[key] = c;
    }
    return out as T;
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** The operator as an Organization, from web-settings. */
export function organizationJsonLd(
  settings: WebSettings | null | undefined,
  base: string = publicUrl(),
): JsonLdObject {
  const sameAs = [
    settings?.facebook_id,
    settings?.instagram_id,
    settings?.twitter_id,
    settings?.youtube_id,
  ].filter((link): link is string => typeof link === 'string' && /^https?:\/\//i.test(link));
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization', base),
    name: settings?.company_name?.trim() || 'Domus',
    url: absoluteUrl('/', base),
    logo: settings?.web_logo ?? settings?.company_logo ?? undefined,
    email: settings?.company_email ?? undefined,
    telephone: settings?.company_tel1 ?? undefined,
    address: settings?.company_address ?? undefined,
    sameAs,
  });
}

export interface BreadcrumbItem {
  name: string;
  /** Site path (`/properties`) or absolute URL. */
  path: string;
}

export function breadcrumbJsonLd(items: BreadcrumbItem[], base: string = publicUrl()): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, base),
    })),
  };
}

export interface PlaceInput {
  name?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** A Place with its PostalAddress and, when known, GeoCoordinates. */
export function placeJsonLd(place: PlaceInput): JsonLdObject {
  const hasGeo =
    typeof place.latitude === 'number' &&
    typeof place.longitude === 'number' &&
    Number.isFinite(place.latitude) &&
    Number.isFinite(place.longitude);
  return compact({
    '@type': 'Place',
    name: place.name ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: place.street ?? undefined,
      addressLocality: place.city ?? undefined,
      addressRegion: place.state ?? undefined,
      addressCountry: place.country ?? undefined,
    },
    geo: hasGeo
      ? { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude }
      : undefined,
  });
}

const RENT_UNIT_CODES: Record<string, string> = {
  daily: 'DAY',
  monthly: 'MON',
  quarterly: 'QAN',
  yearly: 'ANN',
};

export interface OfferInput {
  price: number | null | undefined;
  /** ISO 4217, from `web-settings.selected_currency_data.code`. */
  currencyCode: string | null | undefined;
  propertyType: PropertyType;
  rentDuration?: string | null;
  url?: string;
}

/** The listing's offer: sale or lease, in stock unless sold or rented. */
export function offerJsonLd(offer: OfferInput): JsonLdObject {
  const isRental = offer.propertyType === 'rent' || offer.propertyType === 'rented';
  const isClosed = offer.propertyType === 'sold' || offer.propertyType === 'rented';
  const unitCode =
    isRental && offer.rentDuration ? RENT_UNIT_CODES[offer.rentDuration.toLowerCase()] : undefined;
  const hasPrice = typeof offer.price === 'number' && Number.isFinite(offer.price);
  return compact({
    '@type': 'Offer',
    url: offer.url,
    price: hasPrice ? offer.price : undefined,
    priceCurrency: offer.currencyCode ?? undefined,
    businessFunction: isRental
      ? 'http://purl.org/goodrelations/v1#LeaseOut'
      : 'http://purl.org/goodrelations/v1#Sell',
    availability: isClosed ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    priceSpecification:
      unitCode && hasPrice
        ? {
            '@type': 'UnitPriceSpecification',
            price: offer.price,
            priceCurrency: offer.currencyCode ?? undefined,
            unitCode,
          }
        : undefined,
  });
}

export interface ListingJsonLdInput {
  name: string;
  description?: string | null;
  /** Site path of the page, e.g. `/properties-details/sea-view-villa`. */
  path: string;
  images?: (string | null | undefined)[];
  datePosted?: string | null;
  dateModified?: string | null;
  category?: string | null;
  place?: PlaceInput | null;
  /** Absent for projects, which are not offered at one price. */
  offer?: Omit<OfferInput, 'url'> | null;
}

/** A property or project page as a schema.org RealEstateListing. */
export function realEstateListingJsonLd(input: ListingJsonLdInput, base: string = publicUrl()): JsonLdObject {
  const url = absoluteUrl(input.path, base);
  return compact({
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    name: input.name,
    description: input.description ? plainText(input.description) : undefined,
    image: (input.images ?? []).filter((src): src is string => typeof src === 'string' && src !== ''),
    datePosted: input.datePosted ?? undefined,
    dateModified: input.dateModified ?? undefined,
    category: input.category ?? undefined,
    contentLocation: input.place ? placeJsonLd(input.place) : undefined,
    offers: input.offer ? offerJsonLd({ ...input.offer, url }) : undefined,
  });
}

/** Text of limited HTML (sanitised rich text), whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is written as \u003c (and `>`, `&`, the
 * line separators likewise) so no value can close the script element or open a comment.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
