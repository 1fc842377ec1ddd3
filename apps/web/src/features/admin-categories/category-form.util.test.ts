import { describe, expect, it } from 'vitest';
import type { AdminCategory } from './admin-categories.types';
import { categoryBody, formErrors, initialCategoryValues, moveRow } from './category-form.util';

const stored: AdminCategory = {
  id: 4,
  category: 'Villa',
  slug_id: 'villa',
  image: null,
  image_url: null,
  active: true,
  sequence: 2,
  meta_title: null,
  meta_description: null,
  parameters: [
    {
      id: 7,
      name: 'Bedrooms',
      type_of_parameter: 'number',
      type_values: null,
      image: null,
      is_required: true,
    },
    {
      id: 8,
      name: 'View',
      type_of_parameter: 'radiobutton',
      type_values: ['Sea', 'City'],
      image: null,
      is_required: false,
    },
  ],
  in_use: 0,
  created_at: null,
  updated_at: null,
};

describe('category form', () => {
  it('sends the stored category back unchanged, without its slug when it did not change', () => {
    const body = categoryBody(initialCategoryValues(stored), stored.slug_id);
    expect(body).toEqual({
      category: 'Villa',
      active: true,
      sequence: '2',
      parameters: [
        { id: 7, name: 'Bedrooms', type_of_parameter: 'number', type_values: null, is_required: true },
        {
          id: 8,
          name: 'View',
          type_of_parameter: 'radiobutton',
          type_values: ['Sea', 'City'],
          is_required: false,
        },
      ],
    });
  });

  it('sends options one per line for choice types only, and a typed slug', () => {
    const values = initialCategoryValues(null);
    values.name = 'Plot';
    values.slug = 'land';
    values.parameters = [
      { key: -1, name: 'Road', type: 'dropdown', options: ' Paved \n\nGravel\n', required: false },
      { key: -2, name: 'Notes', type: 'textarea', options: 'left over', required: false },
    ];
    const body = categoryBody(values, null);
    expect(body.slug_id).toBe('land');
    expect(body.parameters.map((p) => p.type_values)).toEqual([['Paved', 'Gravel'], null]);
  });

  it('keeps the first message of each field and moves rows within bounds', () => {
    expect(
      formErrors([
        { field: 'category', message: 'Name is required' },
        { field: 'category', message: 'second' },
      ]),
    ).toEqual({ category: 'Name is required' });
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
