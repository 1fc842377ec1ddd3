import { describe, expect, it } from 'vitest';
import { memberFilters, membersHref, parseMembersParams } from './members-params.util';

describe('members list address', () => {
  it('reads known filters, drops unknown ones, and writes the same address back', () => {
    const params = parseMembersParams({
      search: ' ravi ',
      active: 'off',
      role: 'agent',
      verification: 'pending',
      page: '2',
    });
    expect(params).toEqual({
      search: 'ravi',
      active: 'off',
      role: 'agent',
      verification: 'pending',
      page: 2,
    });
    expect(membersHref(params)).toBe(
      '/admin/members?search=ravi&active=off&role=agent&verification=pending&page=2',
    );
    expect(memberFilters(params)).toEqual({
      search: 'ravi',
      active: false,
      role: 'agent',
      verification_status: 'pending',
    });
    expect(parseMembersParams({ active: 'maybe', role: 'admin', verification: 'x' })).toMatchObject({
      active: 'all',
      role: 'all',
      verification: 'all',
    });
    expect(membersHref(parseMembersParams({}))).toBe('/admin/members');
  });
});
