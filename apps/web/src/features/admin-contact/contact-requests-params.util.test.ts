import { describe, expect, it } from 'vitest';
import {
  contactFilters,
  contactRequestsHref,
  parseContactRequestsParams,
} from './contact-requests-params.util';

describe('the contact inbox address', () => {
  it('defaults to unhandled requests and drops unknown values', () => {
    const params = parseContactRequestsParams({ handled: 'maybe' });
    expect(params).toEqual({ handled: 'no', search: '', page: 1 });
    expect(contactFilters(params)).toEqual({ handled: false, search: undefined });
  });

  it('round-trips its filters and page, and asks the API for both states under "all"', () => {
    const params = parseContactRequestsParams({ handled: 'all', search: ' parking ', page: '3' });
    expect(contactRequestsHref(params)).toBe('/admin/contact-requests?handled=all&search=parking&page=3');
    expect(contactFilters(params)).toEqual({ handled: undefined, search: 'parking' });
    expect(contactFilters({ ...params, handled: 'yes' }).handled).toBe(true);
  });
});
