import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff.util';
import { auditLogFilters, auditLogHref, parseAuditLogParams } from './audit-log-params.util';

describe('audit log address', () => {
  it('keeps the valid filters and drops what the API would refuse', () => {
    const params = parseAuditLogParams({
      actor: '12',
      action: ' category.update ',
      type: 'category',
      id: '7',
      search: 'olga',
      from: '2026-11-01',
      to: '2026-13-40',
      page: '3',
    });
    expect(params).toEqual({
      actor: '12',
      action: 'category.update',
      type: 'category',
      id: '7',
      search: 'olga',
      from: '2026-11-01',
      to: '',
      page: 3,
    });
    expect(auditLogFilters(params)).toEqual({
      actor_id: 12,
      action: 'category.update',
      target_type: 'category',
      target_id: 7,
      search: 'olga',
      from: '2026-11-01',
    });
    expect(
      parseAuditLogParams({ type: 'spaceship', actor: '-1', id: 'x', search: 'y'.repeat(300) }),
    ).toMatchObject({
      type: '',
      actor: '',
      id: '',
      search: 'y'.repeat(100),
    });
  });

  it('writes the address back without empty filters or page 1', () => {
    const params = parseAuditLogParams({ type: 'city', search: 'a b' });
    expect(auditLogHref(params)).toBe('/admin/audit-log?type=city&search=a+b');
    expect(auditLogHref(params, { page: 2 })).toBe('/admin/audit-log?type=city&search=a+b&page=2');
    expect(auditLogHref(parseAuditLogParams({}))).toBe('/admin/audit-log');
  });
});

describe('audit changes', () => {
  it('lists only the fields that changed, before and after', () => {
    expect(
      auditChanges(
        { name: 'Villa', active: true, tags: ['a'] },
        { name: 'Villas', active: true, tags: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'name', before: 'Villa', after: 'Villas' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows a created record as after only and a deleted one as before only', () => {
    expect(auditChanges(null, { name: 'New' })).toEqual([{ field: 'name', before: null, after: 'New' }]);
    expect(auditChanges({ name: 'Old' }, null)).toEqual([{ field: 'name', before: 'Old', after: null }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges('on', 'off')).toEqual([{ field: '', before: 'on', after: 'off' }]);
  });
});
