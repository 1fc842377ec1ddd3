import { describe, expect, it } from 'vitest';
import type { WebSettings } from '../api-types';
import { settingsInitialState } from './initial-state';
import {
  fcmTokenChanged,
  settingsBegan,
  settingsFailed,
  settingsReducer,
  settingsSuccess,
} from './settings.slice';

const settings = { company_name: 'Domus', number_with_suffix: '1' } as WebSettings;

describe('settings slice', () => {
  it('starts empty', () => {
    expect(settingsReducer(undefined, { type: '@@init' })).toEqual({
      data: null,
      lastFetch: null,
      loading: false,
      fcmToken: null,
    });
  });

  it('sets loading when a load begins', () => {
    expect(settingsReducer(settingsInitialState, settingsBegan()).loading).toBe(true);
  });

  it('stores the data and the fetch time on success, and clears loading', () => {
    const loading = settingsReducer(settingsInitialState, settingsBegan());
    const state = settingsReducer(loading, settingsSuccess(settings, 1_700_000_000_000));
    expect(state).toMatchObject({ data: settings, lastFetch: 1_700_000_000_000, loading: false });
  });

  it('records the current time when none is given', () => {
    const before = Date.now();
    const state = settingsReducer(settingsInitialState, settingsSuccess(settings));
    expect(state.lastFetch).toBeGreaterThanOrEqual(before);
  });

  it('clears loading on failure and keeps what it had', () => {
    const loaded = settingsReducer(settingsInitialState, settingsSuccess(settings, 5));
    const state = settingsReducer(settingsReducer(loaded, settingsBegan()), settingsFailed());
    expect(state).toMatchObject({ data: settings, lastFetch: 5, loading: false });
  });

  it('keeps the push token', () => {
    expect(settingsReducer(settingsInitialState, fcmTokenChanged('{"endpoint":"x"}')).fcmToken).toBe(
      '{"endpoint":"x"}',
    );
  });
});
