import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/translate.util';
import { savedSearchName, savedSearchQuery } from './save-search.util';
import { parseSearchParams } from './search-params.util';

const t = createTranslator({ searchPageTitle: 'Properties', forSale: 'For sale', forRent: 'For rent' });

describe('save this search', () => {
  it('keeps the filters and the sort as get-property-list parameters, without paging', () => {
    const filters = parseSearchParams({
      property_type: 'sell',
      category: 'apartment',
      city: 'Pune',
      max_price: '500000',
      sort: 'price_asc',
      page: '3',
      facility_ids: ['2', '1'],
    });
    expect(savedSearchQuery(filters)).toBe(
      'property_type=sell&category_slug_id=apartment&city=Pune&max_price=500000&facility_ids=1%2C2&sort=price_asc',
    );
  });

  it('names the search after its main filters, category by name', () => {
    const filters = parseSearchParams({ property_type: 'rent', category: 'villa', city: 'Goa', page: '2' });
    expect(savedSearchName(filters, [{ id: 1, slug_id: 'villa', category: 'Villa' } as never], t)).toBe(
      'Properties: For rent, Villa, Goa',
    );
    expect(savedSearchName(parseSearchParams({}), [], t)).toBe('Properties');
  });
});
