'use client';

import { useEffect } from 'react';
import { setPreferenceCookie } from '../cookie.util';
import { POSITION_COOKIE } from '../cookies.constants';
import { locationAsked, locationReceived } from '../store/cached-data.slice';
import { useAppDispatch, useAppSelector, useRehydrated } from '../store/store.hook';

/** About 1 km: enough for "near you", without storing where exactly the visitor is. */
export function roundCoordinate(value: number): string {
  return value.toFixed(2);
}

/**
 * Ask for the visitor's position once, keep latitude and longitude, ignore a denial.
 * "Once" means once per browser: the persisted store remembers that we asked.
 */
export function useGeolocationOnce(): void {
  const dispatch = useAppDispatch();
  const rehydrated = useRehydrated();
  const asked = useAppSelector((state) => state.cachedData.locationData.asked);

  useEffect(() => {
    if (!rehydrated || asked || !('geolocation' in navigator)) return;
    dispatch(locationAsked());
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        dispatch(locationReceived({ latitude: coords.latitude, longitude: coords.longitude }));
        // The server asks homepage-data for nearby listings with this
        // (features/home/home-route.server.tsx).
        setPreferenceCookie(
          POSITION_COOKIE,
          `${roundCoordinate(coords.latitude)},${roundCoordinate(coords.longitude)}`,
        );
      },
      () => {
        // A denial (or any failure) is silently ignored.
      },
      { enableHighAccuracy: false, timeout: 30_000, maximumAge: 600_000 },
    );
  }, [rehydrated, asked, dispatch]);
}
