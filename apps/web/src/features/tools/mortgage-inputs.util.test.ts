import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/shared/src/i18n/web-strings.en.json';
import { createTranslator } from '../../lib/i18n/translate.util';
import { checkMortgageInputs, mortgageProblemMessage } from './mortgage-inputs.util';

const base = { loan_amount: '100000', down_payment: '20000', interest_rate: '6.5', loan_term_years: '20' };
const mortgageInputs = (values: typeof base) => checkMortgageInputs(values).inputs;

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

  it('names what is wrong: a down payment at or above the loan is not a missing loan amount', () => {
    expect(checkMortgageInputs({ ...base, down_payment: '100000' }).problem).toBe('down_payment_too_high');
    expect(checkMortgageInputs({ ...base, down_payment: '150000' }).problem).toBe('down_payment_too_high');
    expect(checkMortgageInputs({ ...base, loan_amount: '' }).problem).toBe('loan_amount');
    expect(checkMortgageInputs({ ...base, down_payment: '-5' }).problem).toBe('down_payment');
    expect(checkMortgageInputs({ ...base, interest_rate: '101' }).problem).toBe('interest_rate');
    expect(checkMortgageInputs({ ...base, loan_term_years: '2.5' }).problem).toBe('loan_term');
    expect(checkMortgageInputs(base).problem).toBeNull();
  });

  it('says the down payment is too high rather than asking for a loan amount', () => {
    const t = createTranslator(en);
    const message = t(
      mortgageProblemMessage(checkMortgageInputs({ ...base, down_payment: '120000' }).problem),
    );
    expect(message).toBe('The down payment must be less than the loan amount.');
    expect(t(mortgageProblemMessage('loan_amount'))).toMatch(/^Enter a loan amount/);
  });
});
