import { normaliseSavedQuery, parseSavedQuery } from '@domus/shared/schemas/saved-search.schema';
import type { SeededPeople } from './seed-users.js';
import type { SeedClock, SeedWriter } from './seed-writer.js';

/** The demo member's saved searches (issue 13): one instant, one weekly digest. */
const DEMO_SEARCHES = [
  {
    name: 'Apartments for sale in Mumbai',
    query: 'city=Mumbai&property_type=sell&category_slug_id=apartment',
    frequency: 'instant',
  },
  { name: 'Homes to rent under 3,000', query: 'property_type=rent&max_price=3000', frequency: 'weekly' },
] as const;

export async function seedSavedSearches(
  w: SeedWriter,
  clock: SeedClock,
  people: SeededPeople,
): Promise<number> {
  const rows = DEMO_SEARCHES.map((s, i) => {
    const parsed = parseSavedQuery(s.query);
    if (!parsed.ok) throw new Error(`demo saved search "${s.name}": ${parsed.message}`);
    const at = clock.daysAgo(10 - i);
    return {
      user_id: people.demoMember.id,
      name: s.name,
      query: normaliseSavedQuery(parsed.query),
      frequency: s.frequency,
      paused: 0,
      created_at: at,
      updated_at: at,
      last_engaged_at: at,
    };
  });
  await w.insert('saved_searches', rows);
  return rows.length;
}
