import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseWrites } from '../../db/testing/faults.js';
import { findRows, getRow } from '../../db/testing/rows.js';
import { createUser } from '../../db/testing/user.factory.js';
import { createTestApp, post, type TestApp } from '../../testing/test-app.js';
import { signInTicketRepository } from './sign-in-ticket.repository.js';

// user_signup types 0/2 with a social ticket (as the OIDC callback issues it): find by identity,
// link by a verified email only to an account that proved the same address, else create.

let app: TestApp;
let n = 0;

async function socialTicket(claims: Record<string, unknown>, subject = `sub-${++n}`) {
  const tickets = signInTicketRepository(app.deps.db);
  return tickets.issue(
    { kind: 'social', provider: 'local', subject, claims: { type: 0, ...claims } },
    300_000,
    app.clock.now,
  );
}

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('social sign-in linking', () => {
  it('links a verified provider email to the account that verified the same address', async () => {
    const owner = await createUser(app, {
      email: 'Owner@Example.com',
      email_key: 'owner@example.com',
      is_email_verified: 1,
      logintype: 3,
    });
    const auth_id = await socialTicket({ email: 'owner@example.com', email_verified: true, name: 'Owner' });
    const res = await post(app, 'user_signup', { type: 0, auth_id });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(owner.id);
  });

  it('never hands the identity to an account that only claims the address (pre-account hijacking)', async () => {
    const squatter = await createUser(app, {
      email: 'victim@example.com',
      email_key: 'victim@example.com',
      is_email_verified: 0,
      logintype: 1,
      mobile: '+14155550111',
    });
    const auth_id = await socialTicket({ email: 'victim@example.com', email_verified: true, name: 'Victim' });
    const res = await post(app, 'user_signup', { type: 0, auth_id });
    expect(res.status).toBe(201);
    expect(res.body.data.id).not.toBe(squatter.id);
    expect(res.body.data).toMatchObject({
      email: 'victim@example.com',
      is_email_verified: true,
      logintype: 0,
    });
    const after = await getRow(app.deps.db, 'users', { id: squatter.id }, { select: ['email', 'email_key'] });
    expect(after).toEqual({ email: null, email_key: null });
  });

  it('does not link on an unverified provider email, and refuses a ticket of another login type', async () => {
    await createUser(app, {
      email: 'taken@example.com',
      email_key: 'taken@example.com',
      is_email_verified: 1,
    });
    const unverified = await post(app, 'user_signup', {
      type: 0,
      auth_id: await socialTicket({ email: 'taken@example.com', email_verified: false, name: 'Someone' }),
    });
    expect(unverified.status).toBe(201);
    expect(unverified.body.data.email).toBeNull();
    const apple = await post(app, 'user_signup', {
      type: 2,
      auth_id: await socialTicket({ email: 'x@example.com', email_verified: true }),
    });
    expect(apple.status).toBe(401);
    expect(apple.body.code).toBe('SIGN_IN_TICKET_INVALID');
  });

  it('creates one account when the same identity signs in twice at once, and leaves no half-made user', async () => {
    const subject = `race-${++n}`;
    const name = `Racer ${n}`;
    const claims = { email: `racer${n}@example.com`, email_verified: true, name };
    const tickets = [await socialTicket(claims, subject), await socialTicket(claims, subject)];
    const answers = await Promise.all(
      tickets.map((auth_id) => post(app, 'user_signup', { type: 0, auth_id })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]?.body.data.id).toBe(answers[1]?.body.data.id);
    // The request whose identity insert lost the race must not have kept its user row.
    const rows = await findRows(app.deps.db, 'users', { name }, { select: ['id'] });
    expect(rows).toEqual([{ id: answers[0]?.body.data.id }]);
    const identities = await findRows(app.deps.db, 'user_identities', { subject }, { select: ['user_id'] });
    expect(identities).toEqual([{ user_id: answers[0]?.body.data.id }]);
  });

  it('keeps no user row when writing the identity fails', async () => {
    const subject = `broken-${++n}`;
    const name = `Half Made ${n}`;
    // A fault injected into the identity insert alone, on either dialect.
    const db = app.deps.db;
    const refusal = await refuseWrites(app.deps, {
      name: 'refuse_identity',
      table: 'user_identities',
      event: 'insert',
      column: 'subject',
      startsWith: 'broken-',
    });
    try {
      const res = await post(app, 'user_signup', {
        type: 0,
        auth_id: await socialTicket({ email: `broken${n}@example.com`, email_verified: true, name }, subject),
      });
      expect(res.status).toBe(500);
      expect(await findRows(db, 'users', { name }, { select: ['id'] })).toEqual([]);
    } finally {
      await refusal.remove();
    }
  });
});
