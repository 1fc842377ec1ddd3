import { slugify } from '@domus/shared/utils/slug.util';
import type { UserRepository } from './user.repository.js';

/** A person's public slug from their name (`ravi-patel`, then `ravi-patel-2`…). */
export async function uniqueSlugFor(users: UserRepository, name: string | null | undefined): Promise<string> {
  const base = slugify(name ?? '', 'member').slice(0, 80);
  if (!(await users.slugTaken(base))) return base;
  for (let n = 2; n < 50; n++) {
    const candidate = `${base}-${n}`;
    if (!(await users.slugTaken(candidate))) return candidate;
  }
  return `${base}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
