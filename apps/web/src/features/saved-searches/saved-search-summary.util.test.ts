import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/translate.util';
import { savedSearchHref, savedSearchSummary } from './saved-search-summary.util';

const t = createTranslator({
  forSale: 'For sale',
  forRent: 'For rent',
  sortPriceAsc: 'Price: low to high',
  savedSearchUpTo: 'up to {amount}',
  savedSearchFrom: 'from {amount}',
  savedSearchNear: 'near {places}',
  savedSearchFeatures: '{count} features',
  savedSearchEverything: 'Every listing',
  filterPromoted: 'Featured listings only',
});
const lookups = {
  categories: [{ id: 4, slug_id: 'apartment', category: 'Apartment' }],
  facilities: [
    { id: 1, name: 'School' },
    { id: 2, name: 'Park' },
  ],
  amount: (n: number) => n.toLocaleString('en-US'),
};

describe('saved search summary', () => {
  it('tells the filters and the order in words', () => {
    expect(
      savedSearchSummary(
        'category_slug_id=apartment&city=Pune&facility_ids=1%2C2&max_price=500000&promoted=true&property_type=sell&sort=price_asc',
        lookups,
        t,
      ),
    ).toEqual([
      'For sale',
      'Apartment',
      'Pune',
      'up to 500,000',
      'Featured listings only',
      'near School, Park',
      'Price: low to high',
    ]);
    expect(savedSearchSummary('min_price=10&max_price=20&category_id=4', lookups, t)).toEqual([
      'Apartment',
      '10 – 20',
    ]);
    expect(savedSearchSummary('', lookups, t)).toEqual(['Every listing']);
  });

  it('links to the search page with the saved parameters', () => {
    expect(savedSearchHref('city=Pune')).toBe('/properties?city=Pune');
    expect(savedSearchHref('')).toBe('/properties');
  });
});
