import { describe, expect, it } from 'vitest';
import { listingsHref, listingsQuery, parseListingsParams } from './listings-params.util';

describe('the listings tables address', () => {
  it('reads a view and leaves out what is default', () => {
    const params = parseListingsParams('properties', {
      tab: 'pending',
      search: ' villa ',
      sort: 'price',
      page: '2',
    });
    expect(params).toMatchObject({ tab: 'pending', search: 'villa', sort: 'price', page: 2, type: '' });
    expect(listingsHref(params)).toBe('/admin/properties?tab=pending&search=villa&sort=price&page=2');
    expect(listingsHref(params, { tab: 'all', search: '', sort: '', page: 1 })).toBe('/admin/properties');
  });

  it('ignores unknown values and the property-only filters of projects', () => {
    const params = parseListingsParams('projects', { tab: 'weird', type: 'rent', premium: '1', sort: 'x' });
    expect(params).toMatchObject({ tab: 'all', type: '', premium: '', sort: '' });
  });

  it('asks the API for a state tab or an on/off tab; the pending tab keeps the queue order', () => {
    const pending = parseListingsParams('properties', { tab: 'pending' });
    expect(listingsQuery(pending)).toEqual({ request_status: 'pending', sort: 'oldest' });
    const off = parseListingsParams('properties', { tab: 'inactive', premium: '1', city: 'Lyon' });
    expect(listingsQuery(off)).toEqual({
      request_status: 'all',
      status: 0,
      sort: 'newest',
      city: 'Lyon',
      is_premium: '1',
    });
  });
});
