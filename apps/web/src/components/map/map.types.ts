// The data a map shows. Plain values only, so server components can hand them to the map island.

export interface MapMarker {
  id: number | string;
  latitude: number;
  longitude: number;
  /** Plain text: the marker's tooltip and its popup's link text. */
  title: string;
  /** Where the popup's link goes (a listing page); no link without it. */
  href?: string;
  /** Shown on the marker itself (e.g. "$250K") when given. */
  priceLabel?: string;
}

export interface MapCenter {
  latitude: number;
  longitude: number;
}

/** Markers with usable coordinates; anything else is left off the map rather than thrown at Leaflet. */
export function plottableMarkers(markers: readonly MapMarker[]): MapMarker[] {
  return markers.filter(
    (m) =>
      Number.isFinite(m.latitude) &&
      Number.isFinite(m.longitude) &&
      Math.abs(m.latitude) <= 90 &&
      Math.abs(m.longitude) <= 180 &&
      !(m.latitude === 0 && m.longitude === 0),
  );
}
