import Link from 'next/link';
import { MediaImage } from '@/components/ui/media-image.component';
import type { CityItem } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { countLabel } from '@/lib/plural.util';

// Cities with listings, as picture cards linking to each city's page (server component). The first
// row may be above the fold; the rest load lazily.

export function cityHref(city: string): string {
  return `/cities/${encodeURIComponent(city)}`;
}

export function CityGrid({ cities, t }: { cities: CityItem[]; t: Translate }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="city-grid">
      {cities.map((city, index) => (
        <li key={city.City}>
          <Link
            prefetch={false}
            href={cityHref(city.City)}
            className="group relative flex aspect-[4/3] flex-col justify-end overflow-hidden rounded-xl bg-gray-800 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--brand)"
            data-testid="city-link"
          >
            <MediaImage
              src={city.image}
              alt=""
              fill
              sizes="(min-width: 1024px) 19rem, (min-width: 640px) 50vw, 100vw"
              className="object-cover transition-transform group-hover:scale-105"
              priority={index < 4}
            />
            <span className="relative bg-gradient-to-t from-black/85 to-black/40 p-4 text-white">
              <span className="block text-lg font-bold">{city.City}</span>
              <span className="block text-sm">
                {countLabel(city.Count, 'propertyCountOne', 'propertyCount', t)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
