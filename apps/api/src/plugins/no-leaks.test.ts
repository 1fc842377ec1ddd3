import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/demo-seed.js';
import { findRows, getRow } from '../db/testing/rows.js';
import { createTestApp, get, type TestApp } from '../testing/test-app.js';

/**
 * Every public read, on the full demo data: nothing secret or internal leaves the server
 * (password hashes, token hashes, internal columns such as is_public), and members' contacts stay hidden
 * from guests.
 */
let app: TestApp;
let sample: { propertySlug: string; projectSlug: string; agentSlug: string; articleSlug: string };

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo({
    db: app.deps.db,
    dialect: app.deps.dialect,
    storage: app.deps.storage,
    now: app.clock.now,
    images: false,
  });
  const publicListings = await findRows(app.deps.db, 'properties', { is_public: 2 });
  const property = publicListings.find((p) => Number(p.is_premium) === 0 && p.owner_id !== null);
  if (!property) throw new Error('the demo seed has no public, non-premium property with an owner');
  const project = await getRow(app.deps.db, 'projects', { is_public: 1 }, { select: ['slug_id'] });
  // An agent: the owner of a public listing.
  const ownerId = publicListings.find((p) => p.owner_id !== null)?.owner_id;
  const agent = await getRow(app.deps.db, 'users', { id: ownerId }, { select: ['slug_id'] });
  const article = await getRow(app.deps.db, 'articles', {}, { select: ['slug_id'] });
  sample = {
    propertySlug: property.slug_id,
    projectSlug: project.slug_id,
    agentSlug: agent.slug_id,
    articleSlug: article.slug_id,
  };
}, 120_000);

afterAll(async () => {
  await app.close();
});

const FORBIDDEN_KEYS = [
  'password',
  'password_hash',
  'token_hash',
  'fcm_id',
  'fcm_key',
  'auth_id',
  'code_hash',
  'client_address',
  'search_text',
  'is_public',
  'promoted_until',
  'owner_id',
  'email_key',
  'role',
  'is_demo',
];

function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

describe('public reads leak nothing', () => {
  it('holds for every call of the catalogue, as a guest', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['web-settings', {}],
      ['homepage-data', { latitude: 19.07, longitude: 72.87, radius: 50 }],
      ['get-property-list', { limit: 100 }],
      ['get_property', { slug_id: sample.propertySlug, get_simiilar: 1 }],
      ['get_property', { limit: 50 }],
      ['get_nearby_properties', { city: 'Mumbai' }],
      ['get_categories', { has_property: 1, limit: 100 }],
      ['get_articles', { slug_id: sample.articleSlug }],
      ['get-cities-data', { limit: 100 }],
      ['get_languages', { language_code: 'en', web_language_file: 1 }],
      ['get_facilities', {}],
      ['get-facilities-for-filter', {}],
      ['get_report_reasons', {}],
      ['faqs', { limit: 100 }],
      ['agent-list', { limit: 100 }],
      ['agent-properties', { slug_id: sample.agentSlug }],
      ['agent-properties', { slug_id: sample.agentSlug, is_projects: 1 }],
      ['get-projects', { limit: 100 }],
      ['mortgage-calculator', { loan_amount: 100000, interest_rate: 5, loan_term_years: 10 }],
    ];
    for (const [call, query] of calls) {
      const res = await get(app, call, query);
      expect(res.status, `${call} ${JSON.stringify(query)}`).toBe(200);
      const text = JSON.stringify(res.body);
      // The interface's own words (the language file) speak of gateways' secret keys to operators;
      // values are what must not leak, and those are checked the same everywhere.
      const words = call === 'get_languages' ? text.replace(/\bsecret keys?\b/gi, '') : text;
      expect(words, call).not.toMatch(/\$argon2|sk_live|secret/i);
      const leaked = FORBIDDEN_KEYS.filter((k) => keysOf(res.body).has(k));
      expect(leaked, call).toEqual([]);
      // Members' contacts are for signed-in callers only (operator contacts are public).
      expect(text, call).not.toMatch(/"email":"[^"]+@(?!domus\.example)[^"]+"/);
    }
  });

  it('hides the detail of a premium listing and of a project from guests, keeping a preview', async () => {
    const premium = await getRow(
      app.deps.db,
      'properties',
      { is_public: 2, is_premium: 1 },
      { select: ['id'] },
    );
    const refused = await get(app, 'get_property', { id: premium.id });
    expect(refused.status).toBe(401);
    expect(Object.keys(refused.body.details.preview)).not.toContain('description');
    const project = await get(app, 'get-project-detail', { slug_id: sample.projectSlug });
    expect(project.status).toBe(401);
    expect(Object.keys(project.body.details.preview)).not.toContain('documents');
  });
});
