import { describe, expect, it } from 'vitest';
import type { Category } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { searchTitle } from './search-metadata.util';
import { parseSearchParams } from './search-params.util';

const t: Translate = (key, vars) => (vars ? `${key}:${Object.values(vars).join(',')}` : key);
const categories = [{ id: 1, category: 'Villa', slug_id: 'villa', image: null }] as Category[];

describe('searchTitle', () => {
  it('names the main filters and the page', () => {
    const filters = parseSearchParams({ property_type: 'rent', category: 'villa', city: 'Pune', page: '2' });
    expect(searchTitle('Properties', filters, {}, categories, t)).toBe(
      'Properties: forRent, Villa, Pune (pageNumber:2)',
    );
  });

  it('leaves out what the landing page pins, and plain pages alone', () => {
    const fixed = { city: 'Pune' };
    expect(searchTitle('In Pune', parseSearchParams({}, fixed), fixed, [], t)).toBe('In Pune');
    expect(searchTitle('Properties', parseSearchParams({ search: 'sea' }), {}, [], t)).toBe(
      'Properties: “sea”',
    );
  });
});
