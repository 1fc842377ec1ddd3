import { describe, expect, it } from 'vitest';
import {
  cachedDataReducer,
  categoriesBegan,
  categoriesFailed,
  categoriesSuccess,
  isProjectChanged,
  locationAsked,
  locationReceived,
  newUserChatDataChanged,
  sliderDataLengthChanged,
} from './cached-data.slice';
import { cachedDataInitialState } from './initial-state';

const villa = { id: 3, category: 'Villa', slug_id: 'villa', image: null };

describe('cached data slice', () => {
  it('has exactly the cached-data fields', () => {
    expect(Object.keys(cachedDataReducer(undefined, { type: '@@init' })).sort()).toEqual(
      [
        'articleCategoryId',
        'categories',
        'filterData',
        'isProject',
        'lastFetch',
        'loading',
        'locationData',
        'newUserChatData',
        'sliderDataLength',
      ].sort(),
    );
  });

  it('categories: began sets loading, success stores them with the fetch time, failed clears loading', () => {
    const loading = cachedDataReducer(cachedDataInitialState, categoriesBegan());
    expect(loading.loading).toBe(true);
    const loaded = cachedDataReducer(loading, categoriesSuccess([villa], 42));
    expect(loaded).toMatchObject({ loading: false, categories: [villa], lastFetch: 42 });
    const failed = cachedDataReducer(cachedDataReducer(loaded, categoriesBegan()), categoriesFailed());
    expect(failed).toMatchObject({ loading: false, categories: [villa], lastFetch: 42 });
  });

  it('remembers that geolocation was asked, and the position once known', () => {
    const asked = cachedDataReducer(cachedDataInitialState, locationAsked());
    expect(asked.locationData).toEqual({ asked: true, latitude: null, longitude: null });
    const known = cachedDataReducer(asked, locationReceived({ latitude: 23.25, longitude: 69.66 }));
    expect(known.locationData).toEqual({ asked: true, latitude: 23.25, longitude: 69.66 });
  });

  it('holds a new conversation until it is cleared (after its first message)', () => {
    const chat = {
      user_id: 7,
      name: 'Ravi',
      profile: null,
      property_id: 12,
      title: 'Sea view villa',
      title_image: null,
      slug_id: 'sea-view-villa',
    };
    const opened = cachedDataReducer(cachedDataInitialState, newUserChatDataChanged(chat));
    expect(opened.newUserChatData).toEqual(chat);
    expect(cachedDataReducer(opened, newUserChatDataChanged(null)).newUserChatData).toBeNull();
  });

  it('keeps the small UI values', () => {
    let state = cachedDataReducer(cachedDataInitialState, sliderDataLengthChanged(4));
    state = cachedDataReducer(state, isProjectChanged(true));
    expect(state).toMatchObject({ sliderDataLength: 4, isProject: true });
  });
});
