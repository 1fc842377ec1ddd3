import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import Link from 'next/link';
import { CardFavouriteButton } from '@/components/listing/listing-marks.component';
import { Badge, type BadgeTone } from '@/components/ui/badge.component';
import { MapPinIcon } from '@/components/ui/icons.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { PropertyListItem, PropertyType } from '@/lib/api-types';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import { priceLabel } from '@/lib/price-label.util';
import { pickCardFacts } from './card-facts.util';

// A listing card (server component). The whole card is one link, made by stretching the title's
// link over the card, so screen readers hear one link named by the title, not three. The key
// facts are compact for the eye ("3 bd") and spelt out for screen readers ("3 bedrooms").

const TYPE_BADGES: Record<PropertyType, { key: TranslationKey; tone: BadgeTone }> = {
  sell: { key: 'forSale', tone: 'sell' },
  rent: { key: 'forRent', tone: 'rent' },
  sold: { key: 'sold', tone: 'neutral' },
  rented: { key: 'rented', tone: 'neutral' },
};

export interface PropertyCardProps {
  property: PropertyListItem;
  priceOptions: PriceFormatOptions;
  placeholder: string | null;
  t: Translate;
  headingLevel?: 'h3' | 'h4';
}

export function PropertyCard({
  property,
  priceOptions,
  placeholder,
  t,
  headingLevel = 'h3',
}: PropertyCardProps) {
  const Heading = headingLevel;
  const price = priceLabel(property, priceOptions, t);
  const typeBadge = TYPE_BADGES[property.property_type] ?? TYPE_BADGES.sell;
  const place = [property.city, property.state].filter(Boolean).join(', ');
  const image = property.title_image ?? placeholder;
  const facts = pickCardFacts(property.parameters, t);
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
      data-testid="property-card"
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        <MediaImage
          src={image}
          alt=""
          fill
          sizes="(min-width: 1280px) 19rem, (min-width: 768px) 33vw, 18rem"
          className="object-cover"
        />
        <div className="absolute start-2 top-2 flex flex-wrap gap-1.5">
          <Badge tone={typeBadge.tone}>{t(typeBadge.key)}</Badge>
          {property.is_premium ? <Badge tone="premium">{t('premium')}</Badge> : null}
          {property.promoted ? <Badge tone="featured">{t('sponsored')}</Badge> : null}
        </div>
        <div className="absolute end-2 top-2">
          <CardFavouriteButton
            propertyId={property.id}
            title={property.title}
            favourite={property.is_favourite === true}
            t={t}
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-lg font-bold text-gray-900">
          <bdi>{price.amount}</bdi>
          {price.period ? (
            <span className="ms-1 text-sm font-medium text-gray-600">{price.period}</span>
          ) : null}
        </p>
        <Heading className="line-clamp-2 font-semibold text-gray-900">
          <Link
            href={`/properties-details/${encodeURIComponent(property.slug_id)}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-(--brand-ink)"
          >
            {property.title}
          </Link>
        </Heading>
        {place ? (
          <p className="flex items-center gap-1 text-sm text-gray-600">
            <MapPinIcon width={16} height={16} className="shrink-0" />
            <span className="truncate">{place}</span>
          </p>
        ) : null}
        {facts.length > 0 ? (
          <ul
            aria-label={t('cardFactsLabel')}
            className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700"
            data-testid="card-facts"
          >
            {facts.map((fact) => (
              <li key={fact.kind} data-fact={fact.kind}>
                <span aria-hidden="true">
                  <bdi>{fact.short}</bdi>
                </span>
                <span className="sr-only">{fact.long}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {property.category ? (
          <p className="mt-auto pt-1 text-sm font-medium text-gray-700">{property.category.category}</p>
        ) : null}
      </div>
    </article>
  );
}
