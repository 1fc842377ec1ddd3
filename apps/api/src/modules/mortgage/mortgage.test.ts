import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from '../../db/testing/package.factory.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  app.clock.now = new Date('2025-09-10T08:00:00.000Z');
});
afterAll(async () => {
  await app.close();
});

// A worked example: 100,000 with 20,000 down at 6.5 % over 20 years.
const example = { loan_amount: 100000, down_payment: 20000, interest_rate: 6.5, loan_term_years: 20 };

describe('mortgage-calculator', () => {
  it('computes the totals for anyone, without a schedule unless asked', async () => {
    const res = await get(app, 'mortgage-calculator', example);
    expect(res.status).toBe(200);
    expect(res.body.data.main_total).toEqual({
      principal_amount: 80000,
      down_payment: 20000,
      payable_interest: 63150.04,
      monthly_emi: 596.46,
      total_amount: 143150.04,
    });
    expect(res.body.data.yearly_totals).toEqual([]);
    expect(res.body.details_locked).toBeUndefined();
  });

  it('locks the schedule for guests and members without the feature, and says why', async () => {
    const guest = await get(app, 'mortgage-calculator', { ...example, show_all_details: 1 });
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ details_locked: true, details_code: 'NOT_LOGGED_IN' });
    expect(guest.body.data.yearly_totals).toEqual([]);
    const user = await createUser(app);
    const token = await createSession(app, user.id);
    const member = await get(app, 'mortgage-calculator', { ...example, show_all_details: 1 }, bearer(token));
    expect(member.body).toMatchObject({ details_locked: true, details_code: 'PACKAGE_NOT_AVAILABLE' });
    await subscribe(app, user.id, [{ type: 'property_list', limit: 3 }]);
    const noFeature = await get(
      app,
      'mortgage-calculator',
      { ...example, show_all_details: 1 },
      bearer(token),
    );
    expect(noFeature.body).toMatchObject({ details_locked: true, details_code: 'FEATURE_NOT_AVAILABLE' });
  });

  it('returns the schedule from the current month for an entitled member', async () => {
    const user = await createUser(app);
    const token = await createSession(app, user.id);
    await subscribe(app, user.id, [{ type: 'mortgage_calculator_detail' }]);
    const res = await get(
      app,
      'mortgage-calculator',
      { ...example, show_all_details: 'true' },
      bearer(token),
    );
    expect(res.body.details_locked).toBeUndefined();
    const years = res.body.data.yearly_totals;
    expect(years[0]).toMatchObject({
      year: 2025,
      monthly_emi: 596.46,
      principal_amount: 657.82,
      interest_paid: 1728.01,
      remaining_balance: 79342.18,
    });
    expect(years[0].monthly_totals[0]).toEqual({
      month: 'september',
      principal_amount: 163.13,
      payable_interest: 433.33,
      remaining_balance: 79836.87,
    });
    expect(years.at(-1).remaining_balance).toBe(0);
    expect(
      years.reduce((n: number, y: { monthly_totals: unknown[] }) => n + y.monthly_totals.length, 0),
    ).toBe(240);
  });

  it('handles a zero rate and refuses bad input with the spec messages', async () => {
    const zero = await get(app, 'mortgage-calculator', {
      loan_amount: 12000,
      interest_rate: 0,
      loan_term_years: 1,
    });
    expect(zero.body.data.main_total).toMatchObject({
      monthly_emi: 1000,
      payable_interest: 0,
      total_amount: 12000,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ interest_rate: 5, loan_term_years: 10 }, 'Please fill all fields'],
      [{ ...example, down_payment: 100000 }, 'Down payment must be less than the loan amount'],
      [{ ...example, loan_term_years: 51 }, 'loan_term_years must be at most 50'],
      [{ ...example, interest_rate: 101 }, 'interest_rate must not exceed 100'],
      [{ ...example, loan_amount: 'abc' }, 'loan_amount must be a number'],
    ];
    for (const [query, message] of cases) {
      const res = await get(app, 'mortgage-calculator', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});
