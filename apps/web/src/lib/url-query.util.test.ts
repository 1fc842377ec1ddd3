import { describe, expect, it } from 'vitest';
import { hasEmptyValue } from './url-query.util';

describe('hasEmptyValue', () => {
  it('spots a field sent empty, alone or among repeated values', () => {
    expect(hasEmptyValue({ search: '', type: 'upcoming' })).toBe(true);
    expect(hasEmptyValue({ city: '  ' })).toBe(true);
    expect(hasEmptyValue({ parameter: ['3', ''] })).toBe(true);
  });

  it('accepts a query of set filters only', () => {
    expect(hasEmptyValue({})).toBe(false);
    expect(hasEmptyValue({ type: 'upcoming', page: '2', missing: undefined })).toBe(false);
    expect(hasEmptyValue({ parameter: ['3', '4'] })).toBe(false);
  });
});
