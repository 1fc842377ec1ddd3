import { describe, expect, it } from 'vitest';
import { bodyOf, checkInterests, EMPTY_INTERESTS, formValuesOf } from './personalised-form.util';

describe('personalised interests form', () => {
  it('sends only the criteria given, in the wire format', () => {
    expect(
      bodyOf({
        categoryIds: [1, 4],
        facilityIds: [2],
        minPrice: '',
        maxPrice: '500',
        types: ['sell', 'rent'],
        city: ' Pune ',
      }),
    ).toEqual({
      category_ids: '1,4',
      outdoor_facilitiy_ids: '2',
      price_range: '0,500',
      property_type: '0,1',
      city: 'Pune',
    });
    expect(bodyOf(EMPTY_INTERESTS)).toEqual({});
  });

  it('checks with the API schema: nothing chosen, a reversed range, an open maximum', () => {
    expect(checkInterests({})?.message).toBe('Please fill all fields');
    expect(checkInterests({ price_range: '500,100' })?.field).toBe('price_range');
    expect(checkInterests({ price_range: '100,' })?.field).toBe('price_range');
    expect(checkInterests({ city: 'Pune' })).toBeNull();
  });

  it('reads saved interests back into the form', () => {
    expect(
      formValuesOf({
        user_id: 1,
        category_ids: [3],
        outdoor_facilitiy_ids: [],
        price_range: [0, 250000.5],
        property_type: ['rent'],
        city: null,
      }),
    ).toEqual({
      categoryIds: [3],
      facilityIds: [],
      minPrice: '0',
      maxPrice: '250000.5',
      types: ['rent'],
      city: '',
    });
  });
});
