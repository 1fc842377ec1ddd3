'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { MapPinIcon } from '@/components/ui/icons.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { MapCenter } from './map.types';

// A map to place one pin on (the listing forms' location). Like the shared listing map, a sized
// placeholder until the box nears the viewport or "Show map" is pressed; Leaflet loads then. The
// coordinates stay editable as text beside it, so the map is a help, never the only way.

/**
 * listing-map.component's default, written again: importing it from there would make the bundler
 * export it from the public pages' map module, which then weighs a little more.
 */
const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

const LocationPickerLeaflet = dynamic(() => import('./location-picker-leaflet.client'), { ssr: false });

export interface LocationPickerProps {
  position: MapCenter | null;
  fallbackCenter: MapCenter | null;
  onPick(point: MapCenter): void;
  tileUrl: string | null | undefined;
  attribution: string | null | undefined;
  /** The map's accessible name. */
  label: string;
  /** The accessible name of the pin. */
  pinLabel: string;
  /** The id of the text that explains how to use the map. */
  describedBy?: string;
  height?: number;
}

export function LocationPicker({
  position,
  fallbackCenter,
  onPick,
  tileUrl,
  attribution,
  label,
  pinLabel,
  describedBy,
  height = 360,
}: LocationPickerProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
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
  }, [wanted]);

  return (
    <section
      aria-label={label}
      aria-describedby={describedBy}
      className="relative overflow-hidden rounded-xl border border-gray-300 bg-gray-100"
      style={{ height: `${height}px` }}
      data-testid="location-picker"
    >
      {wanted ? (
        <LocationPickerLeaflet
          position={position}
          fallbackCenter={fallbackCenter}
          onPick={onPick}
          tileUrl={tileUrl?.trim() || DEFAULT_TILE_URL}
          attribution={attribution ?? ''}
          label={label}
          pinLabel={pinLabel}
          loadingLabel={t('mapLoading')}
          failedLabel={t('mapFailed')}
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
