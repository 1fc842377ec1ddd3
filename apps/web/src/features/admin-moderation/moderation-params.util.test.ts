import { describe, expect, it } from 'vitest';
import { moderationHref, parseModerationParams } from './moderation-params.util';

describe('the moderation screen’s address', () => {
  it('reads the tab, state, search and page, with the queue as the default', () => {
    expect(parseModerationParams({})).toEqual({ kind: 'properties', status: 'pending', search: '', page: 1 });
    expect(
      parseModerationParams({ kind: 'projects', status: 'rejected', search: '  villa ', page: '3' }),
    ).toEqual({ kind: 'projects', status: 'rejected', search: 'villa', page: 3 });
    expect(parseModerationParams({ kind: 'users', status: 'lost', page: '-2' })).toEqual({
      kind: 'properties',
      status: 'pending',
      search: '',
      page: 1,
    });
  });

  it('writes only what differs from the queue, and a change starts again at page 1 when asked', () => {
    const params = parseModerationParams({ kind: 'projects', status: 'approved', search: 'a b', page: '2' });
    expect(moderationHref(params)).toBe('/admin/moderation?kind=projects&status=approved&search=a+b&page=2');
    expect(moderationHref(params, { kind: 'properties', page: 1 })).toBe(
      '/admin/moderation?status=approved&search=a+b',
    );
    expect(moderationHref(parseModerationParams({}))).toBe('/admin/moderation');
  });
});
