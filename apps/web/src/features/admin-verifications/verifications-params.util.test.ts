import { describe, expect, it } from 'vitest';
import {
  parseVerificationsParams,
  verificationFilters,
  verificationsHref,
} from './verifications-params.util';

describe('verification queue address', () => {
  it('defaults to the pending queue, page 1', () => {
    const params = parseVerificationsParams({});
    expect(params).toEqual({ status: 'pending', search: '', page: 1 });
    expect(verificationsHref(params)).toBe('/admin/verifications');
    expect(verificationFilters(params)).toEqual({ status: 'pending' });
  });

  it('keeps a known tab, trims the search, drops an unknown status', () => {
    const params = parseVerificationsParams({ status: 'failed', search: '  ravi ', page: '3' });
    expect(verificationsHref(params)).toBe('/admin/verifications?status=failed&search=ravi&page=3');
    expect(parseVerificationsParams({ status: 'initial' }).status).toBe('pending');
  });

  it('sends no status for all', () => {
    const params = parseVerificationsParams({ status: 'all', search: 'a@b.c' });
    expect(verificationFilters(params)).toEqual({ search: 'a@b.c' });
    expect(verificationsHref(params, { page: 1 })).toBe('/admin/verifications?status=all&search=a%40b.c');
  });
});
