'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MapPinIcon } from '@/components/ui/icons.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { type MapCenter, type MapMarker, plottableMarkers } from './map.types';

// The shared map (issue 3): a sized placeholder that costs almost nothing on first load. Leaflet,
// the cluster plugin and their CSS are fetched only when the placeholder scrolls near the viewport
// or the visitor presses "Show map". The list beside it stays the primary, map-free way in, and the
// container says so to assistive technology.

const LeafletMap = dynamic(() => import('./leaflet-map.client'), { ssr: false });

export interface ListingMapProps {
  markers: MapMarker[];
  center?: MapCenter;
  zoom?: number;
  /** `web-settings.map_tile_url`, e.g. `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  tileUrl: string | null | undefined;
  /** `web-settings.map_tile_attribution`. */
  attribution: string | null | undefined;
  /** The map's accessible name, e.g. "Map of the listings on this page". */
  label: string;
  /** CSS height of the map box (a number is pixels). */
  height?: number | string;
  /** Load as soon as the box nears the viewport (default) or only on request. */
  loadOnVisible?: boolean;
  className?: string;
}

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

export function ListingMap({
  markers,
  center,
  zoom,
  tileUrl,
  attribution,
  label,
  height = 400,
  loadOnVisible = true,
  className = '',
}: ListingMapProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const descriptionId = useId();
  const plotted = useMemo(() => plottableMarkers(markers), [markers]);

  useEffect(() => {
    if (wanted || !loadOnVisible) return;
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setWanted(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [wanted, loadOnVisible]);

  const description =
    plotted.length === 0 && !center ? t('mapNoLocations') : t('mapDescription', { count: plotted.length });

  return (
    <section
      aria-label={label}
      aria-describedby={descriptionId}
      className={`relative overflow-hidden rounded-xl border border-gray-200 bg-gray-100 ${className}`}
      style={{ height: typeof height === 'number' ? `${height}px` : height }}
      data-testid="listing-map"
    >
      <p id={descriptionId} className="sr-only">
        {description}
      </p>
      {wanted ? (
        <LeafletMap
          markers={plotted}
          center={center}
          zoom={zoom}
          tileUrl={tileUrl?.trim() || DEFAULT_TILE_URL}
          attribution={attribution ?? ''}
          label={label}
          loadingLabel={t('mapLoading')}
          failedLabel={t('mapFailed')}
          viewLabel={t('viewDetails')}
        />
      ) : (
        <div ref={boxRef} className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center">
          <MapPinIcon width={32} height={32} className="text-gray-500" />
          <button
            type="button"
            onClick={() => setWanted(true)}
            className="inline-flex min-h-11 items-center rounded-md bg-white px-4 font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--brand)"
          >
            {t('mapShow')}
          </button>
        </div>
      )}
    </section>
  );
}
