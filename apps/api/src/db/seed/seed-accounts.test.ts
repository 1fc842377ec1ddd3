import { existsSync } from 'node:fs';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-seed.js';
import { SEED_NOW, useSeededDemo } from './seed-fixture.js';

// The demo seed's people: the demo accounts, agents and members with their packages, and the
// agent verification form with applications in every state.

const nowIso = SEED_NOW.toISOString();

describe('demo seed: accounts and verification', () => {
  const seeded = useSeededDemo();

  it('seeds the verification form and applications in every state', async () => {
    const { db } = seeded.database;
    const fields = await db.selectFrom('verification_fields').selectAll().orderBy('rank').execute();
    expect(fields.map((f) => f.field_type).sort()).toEqual(
      ['checkbox', 'dropdown', 'file', 'number', 'radio', 'text', 'textarea'].sort(),
    );
    expect(new Set(fields.map((f) => f.section))).toEqual(new Set(['Licence', 'Experience', null]));
    const applications = await db
      .selectFrom('verification_applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.id', 'a.status', 'a.reason', 'a.reviewed_at', 'u.email_key', 'u.verification_status'])
      .execute();
    for (const a of applications) expect(a.status).toBe(a.verification_status);
    const agent = applications.find((a) => a.email_key === 'agent@domus.local');
    expect(agent).toMatchObject({ status: 'success', reason: null });
    expect(agent?.reviewed_at).toBeTruthy();
    expect(applications.some((a) => a.status === 'pending' && a.reviewed_at === null)).toBe(true);
    const failed = applications.filter((a) => a.status === 'failed');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    for (const a of failed) expect(a.reason).toBeTruthy();
    expect(applications.find((a) => a.email_key === 'member@domus.local')).toBeUndefined();
    const answers = await db
      .selectFrom('verification_values')
      .select(['field_id', 'field_type', 'value'])
      .where('application_id', '=', agent?.id ?? 0)
      .execute();
    expect(answers).toHaveLength(fields.length);
    const file = answers.find((v) => v.field_type === 'file')?.value ?? '';
    expect(file.startsWith('private/demo/')).toBe(true);
    expect(existsSync(path.join(seeded.uploads, file))).toBe(true);
    const areas = answers.find((v) => v.field_type === 'checkbox')?.value ?? '[]';
    expect(JSON.parse(areas).length).toBeGreaterThan(0);
  });

  it('creates the demo accounts, agents and members', async () => {
    const { db } = seeded.database;
    for (const account of DEMO_ACCOUNTS) {
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('email_key', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(await verify(user.password_hash ?? '', account.password)).toBe(true);
      expect(user).toMatchObject({ is_email_verified: 1, logintype: 3, is_demo: 1, is_active: 1 });
      for (const field of ['name', 'email', 'mobile', 'profile', 'address'] as const)
        expect(user[field]).toBeTruthy();
      expect(user.role).toBe(account.role === 'admin' ? 'admin' : 'member');
    }
    const agent = await db
      .selectFrom('users')
      .selectAll()
      .where('email_key', '=', 'agent@domus.local')
      .executeTakeFirstOrThrow();
    expect(agent.verification_status).toBe('success');
    const owned = await db
      .selectFrom('properties')
      .select('id')
      .where('owner_id', '=', agent.id)
      .where('is_public', '=', 2)
      .execute();
    expect(owned.length).toBeGreaterThan(0);
    const gold = await db
      .selectFrom('user_packages')
      .innerJoin('packages', 'packages.id', 'user_packages.package_id')
      .select(['packages.name', 'user_packages.id', 'user_packages.end_date'])
      .where('user_packages.user_id', '=', agent.id)
      .where('user_packages.start_date', '<=', nowIso)
      .where('user_packages.end_date', '>', nowIso)
      .execute();
    expect(gold.map((g) => g.name)).toEqual(['Gold']);
    const limits = await db
      .selectFrom('user_package_limits')
      .select('feature_id')
      .where('user_package_id', '=', gold[0]?.id ?? 0)
      .execute();
    expect(limits.map((l) => l.feature_id).sort()).toEqual([1, 2, 3, 4]);

    const member = await db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', 'member@domus.local')
      .executeTakeFirstOrThrow();
    const favourites = await db
      .selectFrom('favourites')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(favourites.length).toBeGreaterThanOrEqual(2);
    // Two saved searches (issue 13): one instant, one weekly digest, queries stored normalised.
    const searches = await db
      .selectFrom('saved_searches')
      .select(['frequency', 'query'])
      .where('user_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(searches).toEqual([
      { frequency: 'instant', query: 'category_slug_id=apartment&city=Mumbai&property_type=sell' },
      { frequency: 'weekly', query: 'max_price=3000&property_type=rent' },
    ]);
    // The demo member holds the free plan with units left to post with.
    const plan = await db
      .selectFrom('user_packages')
      .innerJoin('packages', 'packages.id', 'user_packages.package_id')
      .innerJoin('user_package_limits as l', 'l.user_package_id', 'user_packages.id')
      .select(['packages.name', 'l.total_limit', 'l.used_limit'])
      .where('user_packages.user_id', '=', member.id)
      .where('user_packages.end_date', '>', nowIso)
      .execute();
    expect(new Set(plan.map((p) => p.name))).toEqual(new Set(['Basic']));
    for (const counter of plan) expect(counter.used_limit).toBeLessThan(counter.total_limit);

    // Agents carry a bio; members do not.
    const agents = await db
      .selectFrom('users')
      .select('verification_status')
      .where('role', '=', 'member')
      .where('about_me', 'is not', null)
      .execute();
    expect(agents).toHaveLength(15);
    expect(agents.filter((a) => a.verification_status === 'success').length).toBeGreaterThanOrEqual(1);
  });
});
