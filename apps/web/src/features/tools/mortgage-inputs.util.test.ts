import { describe, expect, it } from 'vitest';
import { mortgageInputs } from './mortgage-inputs.util';

const base = { loan_amount: '100000', down_payment: '20000', interest_rate: '6.5', loan_term_years: '20' };

describe('mortgage calculator inputs', () => {
  it('accepts the contract example and an empty down payment', () => {
    expect(mortgageInputs(base)).toEqual({
      loan_amount: 100000,
      down_payment: 20000,
      interest_rate: 6.5,
      loan_term_years: 20,
    });
    expect(mortgageInputs({ ...base, down_payment: '' })?.down_payment).toBe(0);
    expect(mortgageInputs({ ...base, interest_rate: '0' })?.interest_rate).toBe(0);
  });

  it('refuses what the API would refuse', () => {
    for (const bad of [
      { loan_amount: '' },
      { loan_amount: '0' },
      { loan_amount: '1e5' },
      { down_payment: '100000' },
      { interest_rate: '101' },
      { loan_term_years: '0' },
      { loan_term_years: '51' },
      { loan_term_years: '2.5' },
    ])
      expect(mortgageInputs({ ...base, ...bad })).toBeNull();
  });
});
