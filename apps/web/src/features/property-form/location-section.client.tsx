'use client';

import { nearestCity } from '@domus/shared/utils/nearest-city.util';
import { useId, useRef, useState } from 'react';
import { LocationPicker } from '@/components/map/location-picker.component';
import type { MapCenter } from '@/components/map/map.types';
import { TextField } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import {
  CONTROL,
  ERROR,
  type FormBinding,
  HINT,
  LABEL,
  LEGEND,
  SECTION,
  textFieldProps,
} from './form-binding';

// Where the property is: a pin on the map (click, drag, or arrow keys on the focused pin) sets the
// coordinates, and the offline gazetteer's nearest city fills city, state and country; every
// field stays editable, coordinates included, for those who cannot or would rather not use a map.

export interface MapSettings {
  tileUrl: string | null;
  attribution: string | null;
}

/** Six decimals: about 10 cm, within the API's seven. */
const coordinate = (n: number) => n.toFixed(6);

function pointOf(latitude: string, longitude: string): MapCenter | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (latitude.trim() === '' || longitude.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return null;
  }
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { latitude: lat, longitude: lng } : null;
}

export function LocationSection({
  binding,
  map,
  fallbackCenter,
}: {
  binding: FormBinding;
  map: MapSettings;
  /** Where the map looks before a pin is placed: the member's own place, when known. */
  fallbackCenter: MapCenter | null;
}) {
  const { t } = useTranslation();
  const { values, set, errors, idOf, disabled } = binding;
  const hintId = useId();
  const errorId = useId();
  const [lookup, setLookup] = useState<string>('');
  const [locating, setLocating] = useState(false);
  const filledAddress = useRef<string | null>(null);
  const position = pointOf(values.latitude, values.longitude);
  const locationError = errors.latitude ?? errors.longitude;

  function placeAt(point: MapCenter) {
    set('latitude', coordinate(point.latitude));
    set('longitude', coordinate(point.longitude));
    lookUp(point);
  }

  /** City, state and country from the gazetteer's nearest city, when there is one near enough. */
  function lookUp(point: MapCenter) {
    const found = nearestCity(point);
    if (!found) {
      setLookup(t('propertyFormNoNearbyCity'));
      return;
    }
    set('city', found.city);
    set('state', found.state);
    set('country', found.country);
    // A formatted address to start from; one the member typed is kept, one filled here follows the pin.
    const formatted = `${found.city}, ${found.state}, ${found.country}`;
    if (values.address.trim() === '' || values.address === filledAddress.current) {
      set('address', formatted);
      filledAddress.current = formatted;
    }
    setLookup(t('propertyFormNearestCity', { city: found.city, state: found.state, country: found.country }));
  }

  function locateMe() {
    if (!('geolocation' in navigator)) {
      setLookup(t('accountLocationFailed'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setLocating(false);
        placeAt({ latitude: found.coords.latitude, longitude: found.coords.longitude });
      },
      () => {
        setLocating(false);
        setLookup(t('accountLocationFailed'));
      },
      { timeout: 15_000 },
    );
  }

  const required = { required: true, marker: t('requiredField') };
  // Typed coordinates move the pin and look the place up too, once both make a new point.
  const lookedUp = useRef<string | null>(null);
  const onCoordinateBlur = () => {
    const point = pointOf(values.latitude, values.longitude);
    const key = point ? `${point.latitude},${point.longitude}` : null;
    if (!point || key === lookedUp.current) return;
    lookedUp.current = key;
    lookUp(point);
  };

  return (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{t('propertyFormSectionLocation')}</legend>
      <p id={hintId} className={`${HINT} mt-0`}>
        {t('propertyFormMapHint')}
      </p>
      <LocationPicker
        position={position}
        fallbackCenter={fallbackCenter}
        onPick={placeAt}
        tileUrl={map.tileUrl}
        attribution={map.attribution}
        label={t('propertyFormMapLabel')}
        pinLabel={t('propertyFormPinLabel')}
        describedBy={hintId}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={locateMe}
          disabled={disabled || locating}
          className="inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-70"
        >
          {locating ? t('accountLocating') : t('accountUseLocation')}
        </button>
        <p aria-live="polite" className="text-sm text-gray-800" data-testid="location-lookup">
          {lookup}
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {(['latitude', 'longitude'] as const).map((field) => (
          <div key={field} className="min-w-0">
            <label htmlFor={idOf(field)} className={LABEL}>
              {t(field === 'latitude' ? 'accountFieldLatitude' : 'accountFieldLongitude')}
              <span className="text-sm font-normal text-gray-700"> ({t('requiredField')})</span>
            </label>
            <input
              id={idOf(field)}
              name={field}
              type="text"
              inputMode="decimal"
              dir="ltr"
              maxLength={20}
              value={values[field]}
              disabled={disabled}
              aria-required
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={locationError ? errorId : undefined}
              onChange={(event) => set(field, event.target.value)}
              onBlur={onCoordinateBlur}
              className={CONTROL}
            />
          </div>
        ))}
        {locationError ? (
          <p id={errorId} className={`${ERROR} sm:col-span-2`} data-testid="error-location">
            {locationError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...textFieldProps(binding, 'address', t('propertyFormAddress'))}
          {...required}
          autoComplete="street-address"
          maxLength={500}
          className="sm:col-span-2"
        />
        <TextField
          {...textFieldProps(binding, 'city', t('accountFieldCity'))}
          {...required}
          autoComplete="address-level2"
          maxLength={100}
        />
        <TextField
          {...textFieldProps(binding, 'state', t('accountFieldState'))}
          {...required}
          autoComplete="address-level1"
          maxLength={100}
        />
        <TextField
          {...textFieldProps(binding, 'country', t('accountFieldCountry'))}
          {...required}
          autoComplete="country-name"
          maxLength={100}
        />
        <TextField
          {...textFieldProps(binding, 'client_address', t('propertyFormClientAddress'))}
          hint={t('propertyFormClientAddressHint')}
          maxLength={500}
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  );
}
