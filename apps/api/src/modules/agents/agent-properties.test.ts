import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createProject } from '../../db/testing/listing.factory.js';
import { subscribe } from '../../db/testing/package.factory.js';
import { setSetting } from '../../db/testing/settings.factory.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { type AgentWorld, createAgentWorld, ids } from '../../testing/agent-world.js';
import { createTestApp, get } from '../../testing/test-app.js';

let world: AgentWorld;
let app: AgentWorld['app'];
let url: AgentWorld['url'];
let ago: AgentWorld['ago'];
let member: AgentWorld['member'];
let property: AgentWorld['property'];
let project: AgentWorld['project'];
let deactivate: AgentWorld['deactivate'];

beforeAll(async () => {
  world = await createAgentWorld();
  ({ app, url, ago, member, property, project, deactivate } = world);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await world.reset();
});

async function agentFixture() {
  const agent = await createUser(app, {
    name: 'Ravi Patel',
    slug_id: 'ravi-patel',
    profile: 'u/ravi.jpg',
    address: '12 Beach Road, Bhuj',
    city: 'Bhuj',
    state: 'Gujarat',
    country: 'India',
    about_me: 'Broker since 2010.',
    twiiter_id: 'https://x.com/ravi',
    verification_status: 'success',
  });
  const plain = [
    await property({ owner_id: agent.id, created_at: ago(30) }),
    await property({
      owner_id: agent.id,
      created_at: ago(20),
      property_type: 'rent',
      rentduration: 'Yearly',
    }),
    await property({ owner_id: agent.id, created_at: ago(10) }),
  ];
  const premium = [
    await property({ owner_id: agent.id, is_premium: 1, created_at: ago(40) }),
    await property({ owner_id: agent.id, is_premium: 1, created_at: ago(5) }),
  ];
  await property({ owner_id: agent.id, property_type: 'sold' });
  await property({ owner_id: agent.id, request_status: 'pending' });
  await property({ owner_id: agent.id, is_premium: 1, status: 0 });
  const projects = [
    await project({ owner_id: agent.id, created_at: ago(3) }),
    await project({ owner_id: agent.id, created_at: ago(2) }),
    await project({ owner_id: agent.id, created_at: ago(1) }),
  ];
  await project({ owner_id: agent.id, request_status: 'pending', status: 0 });
  const profile = {
    id: agent.id,
    slug_id: 'ravi-patel',
    name: 'Ravi Patel',
    profile: url('u/ravi.jpg'),
    email: null as string | null,
    mobile: null as string | null,
    address: '12 Beach Road, Bhuj',
    city: 'Bhuj',
    state: 'Gujarat',
    country: 'India',
    about_me: 'Broker since 2010.',
    facebook_id: null,
    twiiter_id: 'https://x.com/ravi',
    instagram_id: null,
    youtube_id: null,
    property_count: 5,
    projects_count: 3,
    total_count: 8,
    is_verify: true,
    is_admin: false,
  };
  // Newest first within each group.
  return { agent, plain: plain.reverse(), premium: premium.reverse(), projects: projects.reverse(), profile };
}

describe('agent-properties: properties tab', () => {
  it('shows guests the profile without contacts and the non-premium listings only', async () => {
    const { plain, profile } = await agentFixture();
    const res = await get(app, 'agent-properties', { slug_id: 'ravi-patel' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual([
      'customer_data',
      'properties_data',
      'projects_data',
      'premium_properties_count',
      'package_available',
      'feature_available',
    ]);
    expect(res.body.data.customer_data).toEqual(profile);
    expect(ids(res.body.data.properties_data)).toEqual(ids(plain));
    expect(res.body.data.properties_data[1]).toMatchObject({ property_type: 'rent', rentduration: 'Yearly' });
    expect(res.body.data).toMatchObject({
      projects_data: [],
      premium_properties_count: 2,
      package_available: false,
      feature_available: false,
    });
    expect(res.body.total).toBe(3);
  });

  it('shows signed-in callers the contacts; premium items first for callers with premium_properties', async () => {
    const { agent, plain, premium, profile } = await agentFixture();
    const viewer = await member();
    const noPackage = await get(app, 'agent-properties', { id: agent.id }, viewer.headers);
    expect(noPackage.body.data.customer_data).toEqual({
      ...profile,
      email: agent.email,
      mobile: agent.mobile,
    });
    expect(noPackage.body.total).toBe(3);

    const other = await member();
    await subscribe(app, other.user.id, [{ type: 'project_access' }]);
    const noFeature = await get(app, 'agent-properties', { id: agent.id }, other.headers);
    expect(noFeature.body.data).toMatchObject({ package_available: true, feature_available: false });
    expect(ids(noFeature.body.data.properties_data)).toEqual(ids(plain));

    const entitled = await member();
    await subscribe(app, entitled.user.id, [{ type: 'premium_properties' }]);
    const res = await get(app, 'agent-properties', { slug_id: 'ravi-patel' }, entitled.headers);
    expect(ids(res.body.data.properties_data)).toEqual([...ids(premium), ...ids(plain)]);
    expect(res.body.data.properties_data[0]).toMatchObject({ is_premium: true });
    expect(res.body.data).toMatchObject({
      premium_properties_count: 2,
      package_available: true,
      feature_available: true,
    });
    expect(res.body.total).toBe(5);
    const page = await get(
      app,
      'agent-properties',
      { slug_id: 'ravi-patel', offset: 1, limit: 2 },
      entitled.headers,
    );
    expect(ids(page.body.data.properties_data)).toEqual([premium[1]?.id, plain[0]?.id]);
    const tail = await get(
      app,
      'agent-properties',
      { slug_id: 'ravi-patel', offset: 3, limit: 5 },
      entitled.headers,
    );
    expect(ids(tail.body.data.properties_data)).toEqual(ids(plain).slice(1));
    const past = await get(app, 'agent-properties', { slug_id: 'ravi-patel', offset: 9 }, entitled.headers);
    expect(past.body.data.properties_data).toEqual([]);
    expect(past.body.total).toBe(5);
  });

  it('serves the operator with is_admin=1 (or id 0), company contacts shown to guests', async () => {
    const listing = await property();
    await property({ is_premium: 1 });
    await project();
    const res = await get(app, 'agent-properties', { is_admin: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.customer_data).toEqual({
      id: 0,
      slug_id: 'admin',
      name: 'Domus Team',
      profile: url('test/admin.png'),
      email: 'hello@domus.test',
      mobile: '+911234567890',
      address: '1 Harbour Street, Mumbai',
      city: null,
      state: null,
      country: null,
      about_me: null,
      facebook_id: 'https://facebook.com/domus',
      twiiter_id: 'https://x.com/domus',
      instagram_id: null,
      youtube_id: null,
      property_count: 2,
      projects_count: 1,
      total_count: 3,
      is_verify: true,
      is_admin: true,
    });
    expect(ids(res.body.data.properties_data)).toEqual([listing.id]);
    expect(res.body.data.premium_properties_count).toBe(1);
    expect((await get(app, 'agent-properties', { id: 0 })).body.data.customer_data.id).toBe(0);
    expect((await get(app, 'agent-properties', { slug_id: 'admin' })).body.data.customer_data.is_admin).toBe(
      true,
    );
  });
});

describe('agent-properties: projects tab', () => {
  it('locks projects without project_access but still reports their total', async () => {
    const { agent, projects } = await agentFixture();
    const guest = await get(app, 'agent-properties', { id: agent.id, is_projects: 1 });
    expect(guest.body.data).toMatchObject({
      properties_data: [],
      projects_data: [],
      premium_properties_count: 2,
      package_available: false,
      feature_available: false,
    });
    expect(guest.body.total).toBe(3);

    const viewer = await member();
    await subscribe(app, viewer.user.id, [{ type: 'premium_properties' }]);
    const noFeature = await get(
      app,
      'agent-properties',
      { id: agent.id, is_projects: 'true' },
      viewer.headers,
    );
    expect(noFeature.body.data).toMatchObject({
      projects_data: [],
      package_available: true,
      feature_available: false,
    });

    const entitled = await member();
    await subscribe(app, entitled.user.id, [{ type: 'project_access' }]);
    const res = await get(app, 'agent-properties', { id: agent.id, is_projects: 1 }, entitled.headers);
    expect(ids(res.body.data.projects_data)).toEqual(ids(projects));
    expect(res.body.data.projects_data[0]).toMatchObject({
      added_by: agent.id,
      customer: { id: agent.id, email: agent.email, is_verified: true },
    });
    expect(res.body.data).toMatchObject({
      properties_data: [],
      package_available: true,
      feature_available: true,
    });
    expect(res.body.total).toBe(3);
    const page = await get(
      app,
      'agent-properties',
      { id: agent.id, is_projects: 1, offset: 1, limit: 1 },
      entitled.headers,
    );
    expect(ids(page.body.data.projects_data)).toEqual([projects[1]?.id]);
    expect(page.body.total).toBe(3);
  });
});

describe('agent-properties: projects tab of one’s own page', () => {
  it('shows the agent their own projects, and an admin anyone’s, without project_access', async () => {
    const { agent, projects } = await agentFixture();
    const self = bearer(await createSession(app, agent.id));
    const own = await get(app, 'agent-properties', { id: agent.id, is_projects: 1 }, self);
    expect(ids(own.body.data.projects_data)).toEqual(ids(projects));
    expect(own.body.data.feature_available).toBe(true);

    const admin = await member({ role: 'admin' });
    const seen = await get(app, 'agent-properties', { id: agent.id, is_projects: 1 }, admin.headers);
    expect(ids(seen.body.data.projects_data)).toEqual(ids(projects));

    // Another member without the feature still meets the lock.
    const other = await member();
    const locked = await get(app, 'agent-properties', { id: agent.id, is_projects: 1 }, other.headers);
    expect(locked.body.data).toMatchObject({ projects_data: [], feature_available: false });
  });
});

describe('agent-properties: errors', () => {
  it('answers 404 for unknown and deactivated agents', async () => {
    const { agent } = await agentFixture();
    for (const query of [{ slug_id: 'nobody' }, { id: 99999 }]) {
      const res = await get(app, 'agent-properties', query);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: true, code: 'NOT_FOUND', message: 'No data found' });
    }
    await deactivate(agent.id);
    expect((await get(app, 'agent-properties', { slug_id: 'ravi-patel' })).status).toBe(404);
    expect((await get(app, 'agent-properties', { id: agent.id, is_projects: 1 })).status).toBe(404);
    // A deactivated agent's listings leave every count at once.
    expect((await get(app, 'agent-list')).body.total).toBe(0);
  });

  it('answers 400 without a target, with several targets, or with bad paging', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please fill all fields'],
      [{ is_admin: 0 }, 'Please fill all fields'],
      [{ slug_id: 'a', id: 3 }, 'Send only one of slug_id, id or is_admin'],
      [{ id: 3, is_admin: 1 }, 'Send only one of slug_id, id or is_admin'],
      [{ slug_id: 'a', is_admin: 'true' }, 'Send only one of slug_id, id or is_admin'],
      [{ is_admin: 1, offset: -1 }, 'offset must be at least 0'],
      [{ is_admin: 1, limit: 101 }, 'limit must be at most 100'],
      [{ is_admin: 'yes' }, 'is_admin must be true or false'],
      [{ id: -2 }, 'id must be at least 0'],
    ];
    for (const [query, message] of cases) {
      const res = await get(app, 'agent-properties', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ error: true, code: 'VALIDATION_FAILED', message });
    }
  });

  it('answers 401 TOKEN_INVALID for a bad token (optional call)', async () => {
    const res = await get(app, 'agent-properties', { is_admin: 1 }, bearer('nope'));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });
});

describe('demo mode', () => {
  it("masks other members' mobile numbers on agent pages and project cards, not the member's own", async () => {
    const demo = await createTestApp();
    try {
      await setSetting(demo, 'demo_mode', true);
      const category = await createCategory(demo);
      const agent = await createUser(demo, { mobile: '+919876543210' });
      await createProject(demo, { category_id: category.id, owner_id: agent.id });
      await subscribe(demo, agent.id, [{ type: 'project_access' }]);
      const viewer = await createUser(demo);
      await subscribe(demo, viewer.id, [{ type: 'project_access' }]);
      const asViewer = bearer(await createSession(demo, viewer.id));
      const asAgent = bearer(await createSession(demo, agent.id));
      const query = { id: agent.id, is_projects: 1 };

      const seen = await get(demo, 'agent-properties', query, asViewer);
      expect(seen.body.data.customer_data.mobile).toBe('+91******3210');
      expect(seen.body.data.projects_data[0].customer.mobile).toBe('+91******3210');
      const own = await get(demo, 'agent-properties', query, asAgent);
      expect(own.body.data.customer_data.mobile).toBe('+919876543210');
      expect(own.body.data.projects_data[0].customer.mobile).toBe('+919876543210');
    } finally {
      await demo.close();
    }
  });
});
