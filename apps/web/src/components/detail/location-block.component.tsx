import type { ReactNode } from 'react';
import { MapPinIcon } from '@/components/ui/icons.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { hasCoordinates, osmLink } from './detail.util';

// Where a listing is, in words first: address, coordinates and an OpenStreetMap link. The text is
// the map's alternative for anyone who cannot use the map; the interactive map, when given, sits
// below it and loads on demand.

export interface LocationBlockProps {
  address: string | null;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  map?: ReactNode;
  t: Translate;
}

export function LocationBlock({ address, latitude, longitude, map, t }: LocationBlockProps) {
  const coords = { latitude, longitude };
  return (
    <section
      aria-labelledby="location-heading"
      className="rounded-xl border border-gray-200 bg-white p-5"
      data-testid="location"
    >
      <h2 id="location-heading" className="mb-4 text-xl font-bold text-gray-900">
        {t('locationTitle')}
      </h2>
      {address ? (
        <p className="flex items-start gap-2 text-gray-800">
          <MapPinIcon width={20} height={20} className="mt-0.5 shrink-0" />
          <span>{address}</span>
        </p>
      ) : null}
      {hasCoordinates(coords) ? (
        <>
          <p className="mt-2 text-sm text-gray-700">
            {t('coordinates')}:{' '}
            <bdi dir="ltr">
              {coords.latitude.toFixed(5)}, {coords.longitude.toFixed(5)}
            </bdi>
          </p>
          <a
            href={osmLink(coords.latitude, coords.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
          >
            {t('openInOsm')}
          </a>
          {map ? <div className="mt-4">{map}</div> : null}
        </>
      ) : null}
    </section>
  );
}
