import { ADMIN_PERMISSIONS } from '@domus/shared/constants/admin-permissions.constants';
import { describe, expect, it } from 'vitest';
import { NAV_GROUPS, SECTIONS, visibleGroups } from './admin-sections';

describe('admin console navigation', () => {
  it('puts every section in exactly one group (a section left out would be unreachable)', () => {
    const grouped = NAV_GROUPS.flatMap((group) => group.sections);
    expect([...grouped].sort()).toEqual(SECTIONS.map((section) => section.id).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('shows the admin every section, in the groups’ order', () => {
    const shown = visibleGroups(ADMIN_PERMISSIONS).flatMap((group) => group.sections.map((s) => s.id));
    expect(shown).toEqual(NAV_GROUPS.flatMap((group) => group.sections));
  });

  it('shows a moderation-only role its sections and drops the groups left empty', () => {
    const groups = visibleGroups(['listings.read']);
    const ids = groups.flatMap((group) => group.sections.map((s) => s.id));
    expect(ids).toContain('moderation');
    expect(ids).not.toContain('settings');
    expect(ids).not.toContain('members');
    expect(groups.every((group) => group.sections.length > 0)).toBe(true);
    expect(groups.map((g) => g.key)).not.toContain('adminNavGroupSystem');
  });

  it('lists the sliders in the Content group for a catalogue reader', () => {
    const content = visibleGroups(['catalogue.read']).find((g) => g.key === 'adminNavGroupContent');
    expect(content?.sections.map((s) => s.id)).toEqual(['sliders']);
    expect(content?.sections[0]?.href).toBe('/admin/sliders');
  });

  it('shows nothing to an account without operator permissions', () => {
    expect(visibleGroups([])).toEqual([]);
  });
});
