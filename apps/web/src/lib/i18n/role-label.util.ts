import type { Translate, TranslationKey } from './translate.util';

// A role as the console names it: the built-in roles in the reader's language, a stored staff
// role by the name the operator gave it (which no string file can know).

const BUILT_IN: Readonly<Record<string, TranslationKey>> = {
  admin: 'roleNameAdmin',
  agent: 'roleNameAgent',
  member: 'roleNameMember',
  deleted: 'roleNameDeleted',
};

export function roleLabel(role: string, t: Translate): string {
  const key = BUILT_IN[role];
  return key ? t(key) : role;
}

/** Roles as choices for a picker: the stored value and its label. */
export function roleChoices(roles: readonly string[], t: Translate): { value: string; label: string }[] {
  return roles.map((value) => ({ value, label: roleLabel(value, t) }));
}
