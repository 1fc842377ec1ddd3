'use client';

import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './leaflet-overrides.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { MapCenter, MapMarker } from './map.types';

// The Leaflet part of the shared map, loaded on demand by ListingMap (never on first load). Markers
// are price pins (div icons: no image assets to resolve), clustered past a handful, each reachable
// with the keyboard and opening a popup with a link to the listing. Tiles that fail to load (an
// offline machine, a blocked tile server) leave a grey map with working markers.

const CLUSTER_FROM = 8;
const DEFAULT_ZOOM = 13;

export interface LeafletMapProps {
  markers: MapMarker[];
  center?: MapCenter;
  zoom?: number;
  tileUrl: string;
  attribution: string;
  label: string;
  loadingLabel: string;
  failedLabel: string;
  viewLabel: string;
}

type LeafletModule = typeof Leaflet;

async function loadLeaflet(): Promise<LeafletModule> {
  const imported = (await import('leaflet')) as LeafletModule & { default?: LeafletModule };
  const L = imported.default ?? imported;
  // The cluster plugin extends the global `L`.
  (globalThis as { L?: LeafletModule }).L = L;
  await import('leaflet.markercluster');
  return L;
}

function markerIcon(L: LeafletModule, marker: MapMarker): Leaflet.DivIcon {
  const pin = document.createElement('span');
  pin.className =
    'inline-block whitespace-nowrap rounded-full border-2 border-white bg-gray-900 px-2 py-0.5 text-xs font-bold text-white shadow-md';
  pin.textContent = marker.priceLabel || '•';
  return L.divIcon({ html: pin, className: 'domus-map-pin', iconSize: undefined, iconAnchor: [0, 0] });
}

function popupContent(marker: MapMarker, viewLabel: string): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement(marker.href ? 'a' : 'p');
  title.textContent = marker.title;
  title.className = 'font-semibold text-gray-900 underline';
  if (marker.href && title instanceof HTMLAnchorElement) {
    title.href = marker.href;
    title.title = viewLabel;
  }
  box.append(title);
  if (marker.priceLabel) {
    const price = document.createElement('p');
    price.textContent = marker.priceLabel;
    price.className = 'mt-1 text-gray-700';
    box.append(price);
  }
  return box;
}

export default function LeafletMap({
  markers,
  center,
  zoom,
  tileUrl,
  attribution,
  label,
  loadingLabel,
  failedLabel,
  viewLabel,
}: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let map: Leaflet.Map | null = null;
    loadLeaflet()
      .then((L) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        map = L.map(container, { scrollWheelZoom: false, keyboard: true });
        L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
        const layer =
          markers.length >= CLUSTER_FROM
            ? L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 })
            : L.featureGroup();
        for (const m of markers) {
          L.marker([m.latitude, m.longitude], {
            icon: markerIcon(L, m),
            title: m.title,
            alt: m.title,
            keyboard: true,
            riseOnHover: true,
          })
            .bindPopup(popupContent(m, viewLabel))
            .addTo(layer);
        }
        layer.addTo(map);
        if (center) {
          map.setView([center.latitude, center.longitude], zoom ?? DEFAULT_ZOOM);
        } else if (markers.length === 1 && markers[0]) {
          map.setView([markers[0].latitude, markers[0].longitude], zoom ?? DEFAULT_ZOOM);
        } else if (markers.length > 1) {
          map.fitBounds(L.latLngBounds(markers.map((m) => [m.latitude, m.longitude])), {
            padding: [32, 32],
            maxZoom: zoom ?? 15,
          });
        } else {
          map.setView([20, 0], 2);
        }
        // Leaflet names its container only by role; give the focusable map its accessible name.
        container.setAttribute('aria-label', label);
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [markers, center, zoom, tileUrl, attribution, label, viewLabel]);

  return (
    <>
      <div
        ref={containerRef}
        className="h-full w-full"
        data-testid="leaflet-map"
        data-ready={ready || undefined}
      />
      {!ready && !failed ? (
        <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-gray-700">
          {loadingLabel}
        </p>
      ) : null}
      {failed ? (
        <p
          role="alert"
          className="absolute inset-0 flex items-center justify-center p-4 text-sm text-gray-800"
        >
          {failedLabel}
        </p>
      ) : null}
    </>
  );
}
