import { describe, expect, it } from 'vitest';
import { adFilters, adsHref, parseAdParams } from './ads-params.util';

describe('the advertisements screen address', () => {
  it('reads a view, falling back to the pending queue', () => {
    expect(parseAdParams({})).toEqual({ status: 'pending', for: '', type: '', search: '', page: 1 });
    const params = parseAdParams({
      status: 'expired',
      for: 'project',
      type: 'slider',
      search: ' loft ',
      page: '3',
    });
    expect(params).toEqual({ status: 'expired', for: 'project', type: 'slider', search: 'loft', page: 3 });
    expect(adFilters(params)).toEqual({ status: 'expired', for: 'project', type: 'slider', search: 'loft' });
    expect(parseAdParams({ status: 'live', for: 'agent', type: 'banner' })).toMatchObject({
      status: 'pending',
      for: '',
      type: '',
    });
  });

  it('writes the address with only what differs from the queue', () => {
    const params = parseAdParams({});
    expect(adsHref(params)).toBe('/admin/advertisements');
    expect(adsHref(params, { status: 'approved', type: 'list' })).toBe(
      '/admin/advertisements?status=approved&type=list',
    );
  });
});
