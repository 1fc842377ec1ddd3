import type { TranslationKey } from '@/lib/i18n/translate.util';

// The calculator's inputs checked against the rules of the API's mortgage-calculator call, so
// totals show only for inputs the API would accept.

export type MortgageField = 'loan_amount' | 'down_payment' | 'interest_rate' | 'loan_term_years';
export type MortgageValues = Record<MortgageField, string>;

export const MORTGAGE_FIELDS: MortgageField[] = [
  'loan_amount',
  'down_payment',
  'interest_rate',
  'loan_term_years',
];

const DECIMAL = /^\d+(\.\d+)?$/;

/** What is wrong with the inputs, each with its own message: the visitor learns what to change. */
export type MortgageProblem =
  | 'loan_amount'
  | 'down_payment'
  | 'down_payment_too_high'
  | 'interest_rate'
  | 'loan_term';

type Checked =
  | { inputs: Record<MortgageField, number>; problem: null }
  | { inputs: null; problem: MortgageProblem };

const PROBLEM_OF: Record<MortgageField, MortgageProblem> = {
  loan_amount: 'loan_amount',
  down_payment: 'down_payment',
  interest_rate: 'interest_rate',
  loan_term_years: 'loan_term',
};

/** The inputs as numbers when they satisfy the API's rules, else the first problem found. */
export function checkMortgageInputs(values: MortgageValues): Checked {
  const parsed = {} as Record<MortgageField, number>;
  for (const name of MORTGAGE_FIELDS) {
    const raw = values[name].trim();
    if (name === 'down_payment' && raw === '') {
      parsed[name] = 0;
      continue;
    }
    if (!DECIMAL.test(raw)) return { inputs: null, problem: PROBLEM_OF[name] };
    parsed[name] = Number(raw);
  }
  const { loan_amount, down_payment, interest_rate, loan_term_years } = parsed;
  if (!(loan_amount > 0 && loan_amount <= 1e12)) return { inputs: null, problem: 'loan_amount' };
  if (down_payment < 0) return { inputs: null, problem: 'down_payment' };
  if (down_payment >= loan_amount) return { inputs: null, problem: 'down_payment_too_high' };
  if (interest_rate < 0 || interest_rate > 100) return { inputs: null, problem: 'interest_rate' };
  if (!Number.isInteger(loan_term_years) || loan_term_years < 1 || loan_term_years > 50)
    return { inputs: null, problem: 'loan_term' };
  return { inputs: parsed, problem: null };
}

const PROBLEM_MESSAGE: Record<MortgageProblem, TranslationKey> = {
  loan_amount: 'mortgageInvalid',
  down_payment: 'mortgageDownPaymentInvalid',
  down_payment_too_high: 'mortgageDownPaymentTooHigh',
  interest_rate: 'mortgageRateInvalid',
  loan_term: 'mortgageTermInvalid',
};

/** The message for inputs the calculator cannot use: it names the field to change. */
export function mortgageProblemMessage(problem: MortgageProblem | null): TranslationKey {
  return problem ? PROBLEM_MESSAGE[problem] : 'mortgageInvalid';
}
