import { describe, expect, it } from 'vitest';
import { listingReportsHref, parseListingReportsParams } from './listing-reports-params.util';

describe('the listing reports address', () => {
  it('defaults to open reports and drops unknown states', () => {
    expect(parseListingReportsParams({})).toEqual({ status: 'open', search: '', page: 1 });
    expect(parseListingReportsParams({ status: 'closed', page: '-3' })).toMatchObject({
      status: 'open',
      page: 1,
    });
  });

  it('round-trips its filters and page', () => {
    const params = parseListingReportsParams({ status: 'all', search: ' villa ', page: '2' });
    expect(params).toEqual({ status: 'all', search: 'villa', page: 2 });
    expect(listingReportsHref(params)).toBe('/admin/listing-reports?status=all&search=villa&page=2');
    expect(listingReportsHref(params, { status: 'open', page: 1 })).toBe(
      '/admin/listing-reports?search=villa',
    );
  });
});
