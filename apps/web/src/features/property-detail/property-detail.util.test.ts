import { describe, expect, it } from 'vitest';
import type { ParameterWithValue, PropertyDetail } from '@/lib/api-types';
import {
  distanceUnitKey,
  latestPriceChange,
  mortgageEstimate,
  parameterValue,
  readPropertyLookup,
} from './property-detail.util';

const param = (type: string, value: ParameterWithValue['value']): ParameterWithValue => ({
  id: 1,
  name: 'P',
  type_of_parameter: type,
  type_values: null,
  image: null,
  value,
});

describe('property detail helpers', () => {
  it('reads a found listing with its similar listings', () => {
    const lookup = readPropertyLookup({
      kind: 'success',
      status: 200,
      body: {
        error: false,
        message: '',
        data: [{ id: 1 } as PropertyDetail],
        similar_properties: [{ id: 2 }],
      } as never,
    });
    expect(lookup).toMatchObject({ kind: 'found', property: { id: 1 }, similar: [{ id: 2 }] });
  });

  it('turns a refused premium lookup into a teaser and a 404 into not-found', () => {
    expect(
      readPropertyLookup({
        kind: 'error',
        status: 401,
        body: {
          error: true,
          message: 'You have not logged in. Please log in first',
          code: 'NOT_LOGGED_IN',
          details: { preview: { id: 5, title: 'Studio' } },
        },
      }),
    ).toMatchObject({ kind: 'gated', preview: { title: 'Studio' }, code: 'NOT_LOGGED_IN' });
    expect(
      readPropertyLookup({ kind: 'error', status: 404, body: { error: true, message: 'No data found' } }),
    ).toEqual({ kind: 'not-found' });
    expect(
      readPropertyLookup({ kind: 'error', status: 500, body: { error: true, message: 'Oops' } }),
    ).toEqual({ kind: 'error', message: 'Oops' });
    expect(readPropertyLookup({ kind: 'network', status: null, message: 'down' })).toEqual({
      kind: 'error',
      message: 'down',
    });
  });

  it('formats parameter values, listing checkbox values', () => {
    expect(parameterValue(param('number', 2090), 'en')).toBe('2,090');
    expect(parameterValue(param('checkbox', ['Gym', 'Lift']), 'en')).toEqual(['Gym', 'Lift']);
    expect(parameterValue(param('checkbox', 'Gym, Lift'), 'en')).toEqual(['Gym', 'Lift']);
    expect(parameterValue(param('dropdown', 'North'), 'en')).toBe('North');
    expect(parameterValue(param('textbox', ''), 'en')).toBeNull();
    expect(parameterValue(param('checkbox', []), 'en')).toBeNull();
  });

  it('maps the distance option to its unit', () => {
    expect(distanceUnitKey('mi')).toBe('unitMi');
    expect(distanceUnitKey('M')).toBe('unitM');
    expect(distanceUnitKey(null)).toBe('unitKm');
  });

  it('estimates a mortgage at the default assumptions and links to the calculator', () => {
    const estimate = mortgageEstimate(100000);
    expect(estimate?.downPayment).toBe(20000);
    expect(estimate?.monthly).toBeCloseTo(620.24, 1);
    expect(estimate?.calculatorHref).toContain('loan_amount=100000');
    expect(mortgageEstimate(0)).toBeNull();
    expect(mortgageEstimate(null)).toBeNull();
  });
});

describe('latestPriceChange', () => {
  const at = '2026-11-03T10:00:00Z';
  it('reports the newest price change as a whole percent', () => {
    expect(
      latestPriceChange([
        { id: 1, field: 'price', old_value: 100, new_value: 120, created_at: '2026-10-01T00:00:00Z' },
        { id: 2, field: 'status', old_value: '1', new_value: '0', created_at: at },
        { id: 3, field: 'price', old_value: 120, new_value: 114, created_at: at },
      ]),
    ).toEqual({ direction: 'reduced', percent: 5, at });
    expect(
      latestPriceChange([{ id: 4, field: 'price', old_value: 200000, new_value: 206000, created_at: at }]),
    ).toEqual({
      direction: 'increased',
      percent: 3,
      at,
    });
  });

  it('says nothing without a change worth telling', () => {
    expect(latestPriceChange(undefined)).toBeNull();
    expect(
      latestPriceChange([
        { id: 5, field: 'property_type', old_value: 'sell', new_value: 'sold', created_at: at },
      ]),
    ).toBeNull();
    expect(
      latestPriceChange([{ id: 6, field: 'price', old_value: 100000, new_value: 100100, created_at: at }]),
    ).toBeNull();
    expect(
      latestPriceChange([{ id: 7, field: 'price', old_value: 0, new_value: 10, created_at: at }]),
    ).toBeNull();
  });
});
