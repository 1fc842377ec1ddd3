import { describe, expect, it } from 'vitest';
import { GAZETTEER_PLACES } from '../constants/gazetteer.constants';
import { distanceKm, NEAREST_CITY_MAX_KM, nearestCity } from './nearest-city.util';

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(distanceKm(london, paris)).toBeGreaterThan(340);
    expect(distanceKm(london, paris)).toBeLessThan(346);
    expect(distanceKm(london, london)).toBe(0);
  });

  it('goes the short way across the antimeridian', () => {
    expect(distanceKm({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 })).toBeLessThan(
      23,
    );
  });
});

describe('nearestCity', () => {
  it('names the city a pin in its streets is in', () => {
    // Bandra West, Mumbai.
    expect(nearestCity({ latitude: 19.0596, longitude: 72.8295 })).toMatchObject({
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
    });
    // Brooklyn.
    expect(nearestCity({ latitude: 40.6782, longitude: -73.9442 })?.city).toBe('New York');
  });

  it('picks the nearer of two close cities', () => {
    // Between Dubai and Sharjah (about 25 km apart), nearer Sharjah.
    expect(nearestCity({ latitude: 25.33, longitude: 55.4 })?.city).toBe('Sharjah');
    expect(nearestCity({ latitude: 25.21, longitude: 55.28 })?.city).toBe('Dubai');
  });

  it('answers null beyond the limit, so the member types the place', () => {
    // Nashik, about 150 km from Mumbai and from Pune.
    expect(nearestCity({ latitude: 19.9975, longitude: 73.7898 })).toBeNull();
    // Mid-Atlantic.
    expect(nearestCity({ latitude: 30, longitude: -40 })).toBeNull();
    const pune = GAZETTEER_PLACES.find((p) => p.city === 'Pune')!;
    const justOutside = {
      latitude: pune.latitude + (NEAREST_CITY_MAX_KM + 1) / 111.2,
      longitude: pune.longitude,
    };
    expect(nearestCity(justOutside)).toBeNull();
    expect(nearestCity(justOutside, 60)?.city).toBe('Pune');
  });

  it('reports how far the pin is from the centre', () => {
    const found = nearestCity({ latitude: 51.5, longitude: -0.1 });
    expect(found?.city).toBe('London');
    expect(found?.distanceKm).toBeGreaterThan(1);
    expect(found?.distanceKm).toBeLessThan(3);
  });

  it('ignores coordinates that are no place on Earth', () => {
    expect(nearestCity({ latitude: Number.NaN, longitude: 0 })).toBeNull();
    expect(nearestCity({ latitude: 91, longitude: 0 })).toBeNull();
    expect(nearestCity({ latitude: 0, longitude: 181 })).toBeNull();
  });

  it('keeps the gazetteer to distinct, plausible places', () => {
    const names = GAZETTEER_PLACES.map((p) => `${p.city}, ${p.country}`);
    expect(new Set(names).size).toBe(names.length);
    for (const place of GAZETTEER_PLACES) {
      expect(Math.abs(place.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.longitude)).toBeLessThanOrEqual(180);
      expect(place.state.trim()).not.toBe('');
    }
  });
});
