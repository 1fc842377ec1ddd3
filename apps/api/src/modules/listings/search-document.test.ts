import { describe, expect, it } from 'vitest';
import { searchDocument } from './search-document.js';

describe('searchDocument', () => {
  it('keeps the words of every part, lower-cased, without markup, numbers or file keys', () => {
    const text = searchDocument({
      title: 'Pool  VILLA',
      address: '4 Palm Road',
      city: 'Goa',
      category: 'Villa',
      description: '<p>Sea <strong>views</strong> &amp; a garden.</p>',
      parameters: [
        { type: 'checkbox', value: '["Swimming pool","Gym"]' },
        { type: 'dropdown', value: 'Furnished' },
        { type: 'number', value: '4' },
        { type: 'file', value: 'uploads/p/plan.pdf' },
        { type: 'checkbox', value: 'not json' },
      ],
      facilities: ['School', 'Metro'],
    });
    expect(text).toBe(
      'pool villa 4 palm road goa villa sea views & a garden. swimming pool gym furnished not json school metro',
    );
  });

  it('leaves out a missing category', () => {
    expect(
      searchDocument({
        title: 'Loft',
        address: 'A',
        city: 'B',
        category: null,
        description: '',
        parameters: [],
        facilities: [],
      }),
    ).toBe('loft a b');
  });
});
