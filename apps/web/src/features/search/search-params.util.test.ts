import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  canonicalPath,
  emptyFilters,
  hasActiveFilters,
  parseSearchParams,
  searchHref,
  tidyUrl,
  withoutFilter,
} from './search-params.util';

describe('parseSearchParams', () => {
  it('reads every filter of the contract', () => {
    const f = parseSearchParams({
      property_type: 'rent',
      category: 'villa',
      city: ' Mumbai ',
      state: 'Maharashtra',
      country: 'India',
      min_price: '100',
      max_price: '5000',
      posted_since: '0',
      promoted: '1',
      search: 'sea view',
      parameter_id: ['5', '3,5'],
      facility_ids: '2',
      max_distance: '1.5',
      sort: 'price_asc',
      page: '3',
    });
    expect(f).toMatchObject({
      property_type: 'rent',
      category: 'villa',
      city: 'Mumbai',
      min_price: '100',
      posted_since: '0',
      promoted: true,
      search: 'sea view',
      parameter_id: ['3', '5'],
      facility_ids: ['2'],
      max_distance: '1.5',
      sort: 'price_asc',
      page: 3,
    });
  });

  it('accepts the home page links and ignores junk', () => {
    expect(parseSearchParams({ most_viewed: '1' }).sort).toBe('most_viewed');
    expect(parseSearchParams({ most_liked: 'true' }).sort).toBe('most_liked');
    expect(parseSearchParams({ promoted: '1' }).promoted).toBe(true);
    const junk = parseSearchParams({
      property_type: 'sold',
      sort: 'random',
      page: '-2',
      posted_since: '7',
      parameter_id: 'x',
    });
    expect(junk).toEqual(emptyFilters());
    // Distance only means something with facilities.
    expect(parseSearchParams({ max_distance: '3' }).max_distance).toBeUndefined();
  });

  it('lets a landing page pin its category or city', () => {
    expect(parseSearchParams({ category: 'other' }, { category: 'villa' }).category).toBe('villa');
    expect(parseSearchParams({ city: 'X' }, { city: 'Pune' }).city).toBe('Pune');
  });
});

describe('apiQuery', () => {
  it('maps the filters onto get-property-list with offset and limit', () => {
    const q = new URLSearchParams(
      apiQuery(parseSearchParams({ category: 'villa', parameter_id: ['1', '2'], page: '2', min_price: '' })),
    );
    expect(q.get('category_slug_id')).toBe('villa');
    expect(q.get('parameter_id')).toBe('1,2');
    expect(q.get('offset')).toBe('12');
    expect(q.get('limit')).toBe('12');
    expect(q.has('min_price')).toBe(false);
  });
});

describe('links', () => {
  const filters = parseSearchParams({ city: 'Pune', parameter_id: ['1', '2'], page: '2' });

  it('builds the page URL without defaults or pinned filters', () => {
    expect(searchHref('/properties', filters)).toBe(
      '/properties?city=Pune&parameter_id=1&parameter_id=2&page=2',
    );
    expect(searchHref('/cities/Pune', filters, { city: 'Pune' })).toBe(
      '/cities/Pune?parameter_id=1&parameter_id=2&page=2',
    );
    expect(searchHref('/properties', emptyFilters())).toBe('/properties');
  });

  it('removes one filter (or one value) and goes back to page 1', () => {
    expect(searchHref('/properties', withoutFilter(filters, 'parameter_id', '1'))).toBe(
      '/properties?city=Pune&parameter_id=2',
    );
    expect(searchHref('/properties', withoutFilter(filters, 'city'))).toBe(
      '/properties?parameter_id=1&parameter_id=2',
    );
  });

  it('knows whether anything is filtered', () => {
    expect(hasActiveFilters(emptyFilters())).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters(), page: 4 })).toBe(false);
    expect(hasActiveFilters(parseSearchParams({ city: 'Pune' }, { city: 'Pune' }), { city: 'Pune' })).toBe(
      false,
    );
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('points filtered pages at their landing page', () => {
    expect(canonicalPath('/properties', parseSearchParams({ category: 'villa' }))).toBe('/categories/villa');
    expect(canonicalPath('/properties', parseSearchParams({ city: 'New York' }))).toBe('/cities/New%20York');
    expect(canonicalPath('/properties', parseSearchParams({ city: 'Pune', sort: 'price_asc' }))).toBe(
      '/properties',
    );
    expect(canonicalPath('/properties', parseSearchParams({ page: '3' }))).toBe('/properties?page=3');
    expect(
      canonicalPath('/categories/villa', parseSearchParams({ min_price: '5' }, { category: 'villa' }), {
        category: 'villa',
      }),
    ).toBe('/categories/villa');
  });
});

describe('tidyUrl', () => {
  it('drops the empty fields a submitted form sends', () => {
    const raw = { search: '', property_type: 'rent', city: 'Pune', min_price: '', sort: '' };
    expect(tidyUrl(raw, '/properties', parseSearchParams(raw))).toBe(
      '/properties?property_type=rent&city=Pune',
    );
    expect(tidyUrl({ city: 'Pune' }, '/properties', parseSearchParams({ city: 'Pune' }))).toBeNull();
  });
});

describe('saved-search links', () => {
  it('read get-property-list parameter names (category_slug_id, csv ids, true flags)', () => {
    const filters = parseSearchParams({
      category_slug_id: 'apartment',
      facility_ids: '2,1',
      promoted: 'true',
      property_type: 'sell',
    });
    expect(filters).toMatchObject({ category: 'apartment', facility_ids: ['1', '2'], promoted: true });
    expect(searchHref('/properties', filters)).toBe(
      '/properties?property_type=sell&category=apartment&promoted=1&facility_ids=1&facility_ids=2',
    );
  });
});
