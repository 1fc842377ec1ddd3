import { describe, expect, it } from 'vitest';
import { computeMortgage, MONTH_NAMES, monthlyEmi } from './mortgage.util';

// A worked example: 100,000 with 20,000 down at 6.5 % over 20 years, from September 2025.
const example = {
  loanAmount: 100_000,
  downPayment: 20_000,
  interestRate: 6.5,
  loanTermYears: 20,
  withSchedule: true,
  startDate: new Date('2025-09-17T08:30:00Z'),
};

describe('computeMortgage totals', () => {
  it('reproduces the contract example main_total', () => {
    expect(computeMortgage(example).main_total).toEqual({
      principal_amount: 80_000,
      down_payment: 20_000,
      payable_interest: 63_150.04,
      monthly_emi: 596.46,
      total_amount: 143_150.04,
    });
  });

  it('sums interest to EMI × n − P at full precision', () => {
    const { main_total } = computeMortgage({ loanAmount: 200_000, interestRate: 6, loanTermYears: 30 });
    const emi = monthlyEmi(200_000, 6 / 1200, 360);
    expect(main_total.monthly_emi).toBe(1_199.1);
    expect(main_total.payable_interest).toBeCloseTo(emi * 360 - 200_000, 2);
    expect(main_total.total_amount).toBeCloseTo(200_000 + main_total.payable_interest, 2);
    expect(main_total.down_payment).toBe(0);
  });

  it('matches a 30-year loan at 6.5 %', () => {
    const { main_total } = computeMortgage({ ...example, loanTermYears: 30, withSchedule: false });
    expect(main_total.monthly_emi).toBe(505.65);
    expect(main_total.payable_interest).toBeCloseTo(monthlyEmi(80_000, 6.5 / 1200, 360) * 360 - 80_000, 2);
  });

  it('divides evenly when the rate is 0', () => {
    const result = computeMortgage({
      loanAmount: 12_000,
      interestRate: 0,
      loanTermYears: 1,
      withSchedule: true,
      startDate: new Date('2026-01-01T00:00:00Z'),
    });
    expect(result.main_total).toEqual({
      principal_amount: 12_000,
      down_payment: 0,
      payable_interest: 0,
      monthly_emi: 1_000,
      total_amount: 12_000,
    });
    const months = result.yearly_totals[0]?.monthly_totals ?? [];
    expect(months).toHaveLength(12);
    expect(months.every((m) => m.principal_amount === 1_000 && m.payable_interest === 0)).toBe(true);
    expect(months.at(-1)?.remaining_balance).toBe(0);
  });

  it('returns no schedule unless asked', () => {
    expect(computeMortgage({ ...example, withSchedule: false }).yearly_totals).toEqual([]);
    expect(computeMortgage({ ...example, withSchedule: undefined }).yearly_totals).toEqual([]);
  });

  it('refuses inputs the API would refuse', () => {
    expect(() => computeMortgage({ ...example, downPayment: 100_000 })).toThrow(RangeError);
    expect(() => computeMortgage({ ...example, loanAmount: 0 })).toThrow(RangeError);
    expect(() => computeMortgage({ ...example, loanTermYears: 0 })).toThrow(RangeError);
    expect(() => computeMortgage({ ...example, loanTermYears: 1.5 })).toThrow(RangeError);
    expect(() => computeMortgage({ ...example, interestRate: -1 })).toThrow(RangeError);
  });
});

describe('computeMortgage schedule', () => {
  const { yearly_totals } = computeMortgage(example);

  it('reproduces the contract example first year and month', () => {
    const first = yearly_totals[0];
    expect(first).toMatchObject({
      year: 2025,
      monthly_emi: 596.46,
      principal_amount: 657.82,
      interest_paid: 1_728.01,
      remaining_balance: 79_342.18,
    });
    expect(first?.monthly_totals[0]).toEqual({
      month: 'september',
      principal_amount: 163.13,
      payable_interest: 433.33,
      remaining_balance: 79_836.87,
    });
    expect(first?.monthly_totals.map((m) => m.month)).toEqual([
      'september',
      'october',
      'november',
      'december',
    ]);
  });

  it('groups by calendar year from the start month', () => {
    expect(yearly_totals.map((y) => y.year)).toEqual(Array.from({ length: 21 }, (_, i) => 2025 + i));
    expect(yearly_totals[1]?.monthly_totals.map((m) => m.month)).toEqual([...MONTH_NAMES]);
    expect(yearly_totals.at(-1)?.monthly_totals.map((m) => m.month)).toEqual(MONTH_NAMES.slice(0, 8));
    expect(yearly_totals.flatMap((y) => y.monthly_totals)).toHaveLength(240);
  });

  it('pays the loan off exactly and never goes below zero', () => {
    const months = yearly_totals.flatMap((y) => y.monthly_totals);
    expect(months.at(-1)?.remaining_balance).toBe(0);
    expect(yearly_totals.at(-1)?.remaining_balance).toBe(0);
    for (let i = 1; i < months.length; i += 1) {
      expect(months[i]?.remaining_balance).toBeGreaterThanOrEqual(0);
      expect(months[i]?.remaining_balance).toBeLessThan(months[i - 1]?.remaining_balance ?? 0);
    }
    const principal = yearly_totals.reduce((sum, y) => sum + y.principal_amount, 0);
    expect(principal).toBeCloseTo(80_000, 1);
    const interest = yearly_totals.reduce((sum, y) => sum + y.interest_paid, 0);
    expect(interest).toBeCloseTo(63_150.04, 1);
  });

  it('uses the UTC month of the start date', () => {
    const result = computeMortgage({ ...example, startDate: new Date('2025-12-31T23:30:00-05:00') });
    expect(result.yearly_totals[0]?.year).toBe(2026);
    expect(result.yearly_totals[0]?.monthly_totals[0]?.month).toBe('january');
    expect(result.yearly_totals).toHaveLength(20);
  });

  it('starts from the current UTC month by default', () => {
    const now = new Date();
    const result = computeMortgage({ ...example, startDate: undefined });
    expect(result.yearly_totals[0]?.year).toBe(now.getUTCFullYear());
    expect(result.yearly_totals[0]?.monthly_totals[0]?.month).toBe(MONTH_NAMES[now.getUTCMonth()]);
  });
});
