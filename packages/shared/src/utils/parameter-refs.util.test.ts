import { describe, expect, it } from 'vitest';
import { inflateParameters, shareParameters } from './parameter-refs.util';

const bedrooms = {
  id: 1,
  name: 'Bedrooms',
  type_of_parameter: 'number',
  image: '/bed.svg',
  card_fact: 'bedrooms',
};
const area = { id: 2, name: 'Area', type_of_parameter: 'number', image: '/area.svg', unit: 'sqft' };
const items = [
  {
    id: 10,
    title: 'Villa',
    parameters: [
      { ...bedrooms, value: 4, is_required: true },
      { ...area, value: 3280, is_required: false },
    ],
  },
  { id: 11, title: 'Flat', parameters: [{ ...bedrooms, value: 2, is_required: false }] },
  { id: 12, title: 'Plot', parameters: [] },
  { id: 13, title: 'No parameters at all' },
];

describe('parameters by reference', () => {
  it('sends each parameter once and every item its values only', () => {
    const shared = shareParameters(items);
    expect(shared.parameters).toEqual([bedrooms, area]);
    expect(shared.items[0]).toEqual({
      id: 10,
      title: 'Villa',
      parameters: [
        { id: 1, value: 4, is_required: true },
        { id: 2, value: 3280, is_required: false },
      ],
    });
    expect(shared.items[3]).toEqual({ id: 13, title: 'No parameters at all' });
    expect(JSON.stringify(shared).length).toBeLessThan(JSON.stringify(items).length);
  });

  it('puts the page back exactly as it was', () => {
    const shared = shareParameters(items);
    expect(inflateParameters(shared.items, shared.parameters)).toEqual(items);
  });

  it('keeps a parameter whole in an item where its own fields differ', () => {
    const renamed = { id: 14, parameters: [{ ...bedrooms, name: 'Beds', value: 1 }] };
    const shared = shareParameters([...items, renamed]);
    expect(shared.items[4]?.parameters).toEqual(renamed.parameters);
    expect(inflateParameters(shared.items, shared.parameters)).toEqual([...items, renamed]);
  });

  it('leaves out a reference to a parameter the answer does not hold', () => {
    const whole = inflateParameters(
      [
        {
          id: 1,
          parameters: [
            { id: 9, value: 1 },
            { id: 1, value: 3 },
          ],
        },
      ],
      [bedrooms],
    );
    expect(whole[0]?.parameters).toEqual([{ ...bedrooms, value: 3 }]);
  });
});
