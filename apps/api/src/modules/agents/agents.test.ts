import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../db/testing/user.factory.js';
import { type AgentWorld, createAgentWorld, ids } from '../../testing/agent-world.js';
import { get } from '../../testing/test-app.js';

let world: AgentWorld;
let app: AgentWorld['app'];
let url: AgentWorld['url'];
let member: AgentWorld['member'];
let property: AgentWorld['property'];
let project: AgentWorld['project'];
let deactivate: AgentWorld['deactivate'];

beforeAll(async () => {
  world = await createAgentWorld();
  ({ app, url, member, property, project, deactivate } = world);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await world.reset();
});

describe('agent-list', () => {
  it('lists the operator first, then verified agents, then by visible listings, then id', async () => {
    const quiet = await createUser(app, { name: 'Quiet' });
    const busy = await createUser(app, { name: 'Busy', profile: 'u/busy.jpg' });
    const verified = await createUser(app, { name: 'Verified', verification_status: 'success' });
    const tied = await createUser(app, { name: 'Tied' });
    await property({ owner_id: quiet.id });
    await property({ owner_id: busy.id });
    await property({ owner_id: busy.id, is_premium: 1 });
    await project({ owner_id: busy.id });
    await property({ owner_id: verified.id });
    await project({ owner_id: tied.id });
    await property();
    await project();
    await project({ status: 0 });

    const res = await get(app, 'agent-list');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(ids(res.body.data)).toEqual([0, verified.id, busy.id, quiet.id, tied.id]);
    expect(res.body.data[0]).toEqual({
      id: 0,
      name: 'Domus Team',
      slug_id: 'admin',
      email: 'hello@domus.test',
      profile: url('test/admin.png'),
      property_count: 1,
      projects_count: 1,
      total_count: 2,
      is_verified: true,
      is_admin: true,
    });
    expect(res.body.data[2]).toEqual({
      id: busy.id,
      name: 'Busy',
      slug_id: busy.slug_id,
      email: null,
      profile: url('u/busy.jpg'),
      property_count: 2,
      projects_count: 1,
      total_count: 3,
      is_verified: false,
      is_admin: false,
    });
    expect(res.body.data[4]).toMatchObject({
      id: tied.id,
      property_count: 0,
      projects_count: 1,
      total_count: 1,
    });
    expect(res.body.data[1]).toMatchObject({ id: verified.id, is_verified: true, total_count: 1 });

    // Offsets run over the whole sequence, operator included.
    const first = await get(app, 'agent-list', { offset: 0, limit: 2 });
    expect(ids(first.body.data)).toEqual([0, verified.id]);
    const second = await get(app, 'agent-list', { offset: 2, limit: 2 });
    expect(ids(second.body.data)).toEqual([busy.id, quiet.id]);
    expect(second.body.total).toBe(5);
    const past = await get(app, 'agent-list', { offset: 5 });
    expect(past.body).toMatchObject({ data: [], total: 5 });
  });

  it('leaves out the operator without visible listings, and members without visible listings', async () => {
    await property({ request_status: 'pending', status: 0 });
    await project({ request_status: 'rejected' });
    const pending = await createUser(app);
    await property({ owner_id: pending.id, request_status: 'pending' });
    const seller = await createUser(app);
    await property({ owner_id: seller.id, property_type: 'sold' });
    const gone = await createUser(app);
    await property({ owner_id: gone.id });
    await deactivate(gone.id);
    const renter = await createUser(app);
    await property({ owner_id: renter.id, property_type: 'rent', rentduration: 'Monthly' });

    const res = await get(app, 'agent-list');
    expect(ids(res.body.data)).toEqual([renter.id]);
    expect(res.body.total).toBe(1);
    const none = await get(app, 'agent-list', { offset: 1 });
    expect(none.body).toMatchObject({ data: [], total: 1 });
  });

  it('is public: a credential is ignored, so members’ emails stay hidden', async () => {
    const agent = await createUser(app);
    await property({ owner_id: agent.id });
    const viewer = await member();
    const res = await get(app, 'agent-list', {}, viewer.headers);
    expect(res.body.data[0]).toMatchObject({ id: agent.id, email: null });
    expect((await get(app, 'agent-list', {}, bearer('garbage'))).status).toBe(200);
  });

  it('refuses malformed paging with 400', async () => {
    for (const [query, message] of [
      [{ offset: -1 }, 'offset must be at least 0'],
      [{ limit: 101 }, 'limit must be at most 100'],
      [{ limit: 'x' }, 'limit must be a whole number'],
    ] as const) {
      const res = await get(app, 'agent-list', query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('serves homepage agent cards through agentService.listItems', async () => {
    const agent = await createUser(app);
    await property({ owner_id: agent.id });
    await property();
    expect(ids(await app.services.agents.listItems(0, 12))).toEqual([0, agent.id]);
    expect(ids(await app.services.agents.listItems(1, 12))).toEqual([agent.id]);
  });
});
