'use client';

// The same style sheets as the listing map's, cluster styles included although one pin never
// clusters: with the same set both maps share one CSS file, and the public pages' map loader
// keeps naming just that one.
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './leaflet-overrides.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { MapCenter } from './map.types';

// The Leaflet part of the location picker, loaded on demand (never on first load). One pin: a
// click on the map puts it there, dragging moves it, and with the pin focused the arrow keys move
// it too (Leaflet's own dragging is pointer-only). Every move reports the new point.

const PLACED_ZOOM = 15;
const AREA_ZOOM = 11;
/** How far one arrow key moves the pin, in screen pixels (finer as the map zooms in). */
const KEY_STEP_PX = 10;
const KEY_MOVES: Record<string, [number, number]> = {
  ArrowUp: [0, -KEY_STEP_PX],
  ArrowDown: [0, KEY_STEP_PX],
  ArrowLeft: [-KEY_STEP_PX, 0],
  ArrowRight: [KEY_STEP_PX, 0],
};

export interface LocationPickerLeafletProps {
  position: MapCenter | null;
  /** Where to look while no pin is placed (the member's own area), else the whole world. */
  fallbackCenter: MapCenter | null;
  onPick(point: MapCenter): void;
  tileUrl: string;
  attribution: string;
  label: string;
  pinLabel: string;
  loadingLabel: string;
  failedLabel: string;
}

type LeafletModule = typeof Leaflet;

function pinIcon(L: LeafletModule): Leaflet.DivIcon {
  const html =
    '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true" focusable="false"><path d="M16 41S3 25.6 3 15a13 13 0 0 1 26 0c0 10.6-13 26-13 26Z" fill="#b91c1c" stroke="#fff" stroke-width="2.5"/><circle cx="16" cy="15" r="5" fill="#fff"/></svg>';
  return L.divIcon({ html, className: 'domus-location-pin', iconSize: [32, 42], iconAnchor: [16, 41] });
}

export default function LocationPickerLeaflet({
  position,
  fallbackCenter,
  onPick,
  tileUrl,
  attribution,
  label,
  pinLabel,
  loadingLabel,
  failedLabel,
}: LocationPickerLeafletProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{
    L: LeafletModule;
    map: Leaflet.Map;
    place(point: Leaflet.LatLngExpression): Leaflet.Marker;
  } | null>(null);
  // The latest props, read by Leaflet's handlers, which are bound once.
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const initial = useRef({ position, fallbackCenter });
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let created: Leaflet.Map | null = null;
    import('leaflet')
      .then((imported) => {
        const L = ((imported as { default?: LeafletModule }).default ?? imported) as LeafletModule;
        const container = containerRef.current;
        if (cancelled || !container) return;
        const map = L.map(container, { scrollWheelZoom: false, keyboard: true });
        created = map;
        L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
        let pin: Leaflet.Marker | null = null;

        const report = (point: Leaflet.LatLng) =>
          onPickRef.current({ latitude: point.lat, longitude: point.lng });
        const place = (point: Leaflet.LatLngExpression) => {
          if (pin) {
            pin.setLatLng(point);
            return pin;
          }
          const marker = L.marker(point, {
            icon: pinIcon(L),
            draggable: true,
            keyboard: true,
            title: pinLabel,
            autoPan: true,
          }).addTo(map);
          marker.on('dragend', () => report(marker.getLatLng()));
          const element = marker.getElement();
          element?.setAttribute('aria-label', pinLabel);
          element?.addEventListener('keydown', (event) => {
            const step = KEY_MOVES[event.key];
            if (!step) return;
            // The map would pan on the same keys: the pin moves instead.
            event.preventDefault();
            event.stopPropagation();
            const at = map.latLngToContainerPoint(marker.getLatLng()).add(L.point(step[0], step[1]));
            const moved = map.containerPointToLatLng(at);
            marker.setLatLng(moved);
            report(moved);
          });
          pin = marker;
          return marker;
        };
        mapRef.current = { L, map, place };
        map.on('click', (event: Leaflet.LeafletMouseEvent) => {
          place(event.latlng);
          report(event.latlng);
        });

        const { position: start, fallbackCenter: area } = initial.current;
        if (start) {
          map.setView([start.latitude, start.longitude], PLACED_ZOOM);
          place([start.latitude, start.longitude]);
        } else if (area) {
          map.setView([area.latitude, area.longitude], AREA_ZOOM);
        } else {
          map.setView([20, 0], 2);
        }
        container.setAttribute('aria-label', label);
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      mapRef.current = null;
      created?.remove();
    };
  }, [tileUrl, attribution, label, pinLabel]);

  // Coordinates typed into the form move the pin (and the view, if it left it).
  const latitude = position?.latitude;
  const longitude = position?.longitude;
  useEffect(() => {
    const state = mapRef.current;
    if (!ready || !state || latitude === undefined || longitude === undefined) return;
    const point = state.L.latLng(latitude, longitude);
    // Placed without reporting back: the point came from the form.
    state.place(point);
    if (!state.map.getBounds().contains(point))
      state.map.setView(point, Math.max(state.map.getZoom(), AREA_ZOOM));
  }, [ready, latitude, longitude]);

  return (
    <>
      <div
        ref={containerRef}
        className="h-full w-full"
        data-testid="location-map"
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
