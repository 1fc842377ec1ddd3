import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boolParam,
  decimalParam,
  enumListParam,
  enumParam,
  idListParam,
  idParam,
  moneyParam,
  pagination,
  textParam,
} from './params.schema.js';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('wire parameters', () => {
  it('booleans accept true/false/1/0 only', () => {
    const b = boolParam('promoted');
    expect([true, 'true', '1', 1].map((v) => b.parse(v))).toEqual([true, true, true, true]);
    expect([false, 'false', '0', 0].map((v) => b.parse(v))).toEqual([false, false, false, false]);
    expect(messages(b, 'yes')).toEqual(['promoted must be true or false']);
  });

  it('ids are positive integers; zero only when allowed', () => {
    expect(idParam('id').parse('12')).toBe(12);
    expect(messages(idParam('id'), '0')).toEqual(['id must be at least 1']);
    expect(idParam('user_id', { allowZero: true }).parse('0')).toBe(0);
    expect(messages(idParam('id'), '1.5')).toEqual(['id must be a whole number']);
    expect(messages(idParam('id'), 'abc')).toEqual(['id must be a whole number']);
  });

  it('decimals refuse separators, exponents and too many decimals', () => {
    expect(decimalParam('price').parse('1234.5')).toBe(1234.5);
    expect(messages(decimalParam('price'), '1,234')).toEqual(['price must be a number']);
    expect(messages(decimalParam('price'), '1e5')).toEqual(['price must be a number']);
    expect(messages(moneyParam('Price'), '1.234')).toEqual(['Price must have at most 2 decimals']);
    expect(messages(moneyParam('Price'), '1000000000001')).toEqual([
      'Price must not exceed 1,000,000,000,000',
    ]);
    expect(messages(moneyParam('min_price'), '-1')).toEqual(['min_price must be at least 0']);
  });

  it('enums take values case-insensitively and numeric codes', () => {
    const type = enumParam('property_type', ['sell', 'rent'] as const, [0, 1]);
    expect(type.parse('Rent')).toBe('rent');
    expect(type.parse('0')).toBe('sell');
    expect(type.parse(1)).toBe('rent');
    expect(messages(type, 'sold')).toEqual(['property_type must be one of: sell, rent']);
    expect(messages(type, '2')).toEqual(['property_type must be one of: sell, rent']);
  });

  it('id lists accept csv and arrays, de-duplicated', () => {
    expect(idListParam('ids').parse('1,4,4,7')).toEqual([1, 4, 7]);
    expect(idListParam('ids').parse(['3', 2])).toEqual([3, 2]);
    expect(messages(idListParam('ids'), '1,x')).toEqual(['ids must be a list of ids']);
  });

  it('text is limited in length', () => {
    expect(textParam('search', 5).parse('abc')).toBe('abc');
    expect(messages(textParam('search', 5), 'abcdef')).toEqual(['search must be at most 5 characters']);
  });

  it('pagination defaults and bounds', () => {
    const schema = z.object(pagination());
    expect(schema.parse({})).toEqual({ offset: 0, limit: 10 });
    expect(messages(schema, { offset: '-1' })).toEqual(['offset must be at least 0']);
    expect(messages(schema, { limit: '101' })).toEqual(['limit must be at most 100']);
    expect(messages(schema, { limit: '0' })).toEqual(['limit must be at least 1']);
  });

  it('documents input types for OpenAPI', () => {
    const json = z.toJSONSchema(z.object({ id: idParam('id'), promoted: boolParam('promoted') }), {
      io: 'input',
      unrepresentable: 'any',
    }) as { properties: Record<string, { type?: string }> };
    expect(json.properties.id?.type).toBe('integer');
    expect(json.properties.promoted?.type).toBe('boolean');
  });
});

describe('enumListParam', () => {
  const schema = enumListParam('property_type', ['sell', 'rent', 'sold'] as const, [0, 1, 2]);
  it('takes a comma list or an array, codes too, de-duplicated', () => {
    expect(schema.parse('sell, Rent,sell')).toEqual(['sell', 'rent']);
    expect(schema.parse(['2', 'sell'])).toEqual(['sold', 'sell']);
    expect(schema.parse('')).toEqual([]);
  });
  it('refuses a value outside the list with the allowed ones', () => {
    const result = schema.safeParse('villa');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('property_type must be a list of: sell, rent, sold');
  });
});
