import { describe, expect, it } from 'vitest';
import { roleChoices, roleLabel } from './role-label.util';
import { createTranslator } from './translate.util';

const t = createTranslator({
  roleNameAdmin: 'Administrateur',
  roleNameMember: 'Membre',
  roleNameAgent: 'Agent',
});

describe('roleLabel', () => {
  it('translates the built-in roles and keeps a stored staff role by its own name', () => {
    expect(roleLabel('admin', t)).toBe('Administrateur');
    expect(roleLabel('member', t)).toBe('Membre');
    expect(roleLabel('moderator', t)).toBe('moderator');
    expect(roleChoices(['admin', 'cashier'], t)).toEqual([
      { value: 'admin', label: 'Administrateur' },
      { value: 'cashier', label: 'cashier' },
    ]);
  });
});
