import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/shared/src/i18n/web-strings.en.json';
import fr from '../../../../../packages/shared/src/i18n/web-strings.fr.json';
import type { ParameterWithValue } from '../../lib/api-types';
import { createTranslator } from '../../lib/i18n/translate.util';
import { pickCardFacts } from './card-facts.util';

const t = createTranslator(en);

function parameter(values: Partial<ParameterWithValue>): ParameterWithValue {
  return {
    id: 1,
    name: 'Parameter',
    type_of_parameter: 'number',
    type_values: null,
    image: null,
    value: null,
    card_fact: null,
    unit: null,
    ...values,
  };
}

describe('pickCardFacts', () => {
  it('picks bedrooms, bathrooms and area by role, in that order, whatever the names or their order', () => {
    const facts = pickCardFacts(
      [
        parameter({ name: 'Surface', value: 1250, card_fact: 'area', unit: 'sq_ft' }),
        parameter({ name: 'Floor', value: 4 }),
        parameter({ name: 'Salles de bain', value: 2, card_fact: 'bathrooms' }),
        parameter({ name: 'Chambres', value: 3, card_fact: 'bedrooms' }),
      ],
      t,
    );
    expect(facts).toEqual([
      { kind: 'bedrooms', short: '3 bd', long: '3 bedrooms' },
      { kind: 'bathrooms', short: '2 ba', long: '2 bathrooms' },
      { kind: 'area', short: '1,250 ft²', long: 'Area 1,250 ft²' },
    ]);
  });

  it('says one in the singular, reads numeric strings, and keeps an unknown unit as given', () => {
    expect(
      pickCardFacts(
        [
          parameter({ value: '1', card_fact: 'bedrooms' }),
          parameter({ value: 1, card_fact: 'bathrooms' }),
          parameter({ value: '80.5', card_fact: 'area', unit: 'sq_m' }),
        ],
        t,
      ).map((f) => f.long),
    ).toEqual(['1 bedroom', '1 bathroom', 'Area 80.5 m²']);
  });

  it('leaves out missing, zero and non-numeric values; no parameters, no facts', () => {
    expect(
      pickCardFacts(
        [
          parameter({ value: 0, card_fact: 'bedrooms' }),
          parameter({ value: 'many', card_fact: 'bathrooms' }),
          parameter({ value: 900, card_fact: 'area', unit: null }),
        ],
        t,
      ),
    ).toEqual([{ kind: 'area', short: '900', long: 'Area 900' }]);
    expect(pickCardFacts(undefined, t)).toEqual([]);
    expect(pickCardFacts([parameter({ value: 3 })], t)).toEqual([]);
  });

  it('speaks the page language', () => {
    const french = createTranslator(fr, en);
    expect(pickCardFacts([parameter({ value: 4, card_fact: 'bedrooms' })], french)).toEqual([
      { kind: 'bedrooms', short: '4 ch.', long: '4 chambres' },
    ]);
  });
});
