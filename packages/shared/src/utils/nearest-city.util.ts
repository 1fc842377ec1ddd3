import { GAZETTEER_PLACES, type GazetteerPlace } from '../constants/gazetteer.constants';

// Reverse geocoding without a network: the nearest city of the offline gazetteer to a point, as
// long as it is near enough to be the place a listing is in. A pin in open country or in a city
// the list lacks answers null, and the member types the address fields.

/** How far from a city's centre a pin still counts as in it (a metropolitan area's reach). */
export const NEAREST_CITY_MAX_KM = 50;

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine; ample for "within 50 km"). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface NearestCity extends GazetteerPlace {
  distanceKm: number;
}

/**
 * The gazetteer's nearest city to `point` within `maxKm`, or null (also for coordinates that are
 * not a place on Earth: the form calls this on whatever is typed).
 */
export function nearestCity(
  point: Point,
  maxKm: number = NEAREST_CITY_MAX_KM,
  places: readonly GazetteerPlace[] = GAZETTEER_PLACES,
): NearestCity | null {
  const { latitude, longitude } = point;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  let best: NearestCity | null = null;
  for (const place of places) {
    const distance = distanceKm(point, place);
    if (distance <= maxKm && (best === null || distance < best.distanceKm)) {
      best = { ...place, distanceKm: distance };
    }
  }
  return best;
}
