// The calculator's inputs checked against the rules of mortgage-calculator (contract §3.6), so
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

/** The inputs as numbers when they satisfy the API's rules (contract §3.6), else null. */
export function mortgageInputs(values: MortgageValues) {
  const parsed = {} as Record<MortgageField, number>;
  for (const name of MORTGAGE_FIELDS) {
    const raw = values[name].trim();
    if (name === 'down_payment' && raw === '') {
      parsed[name] = 0;
      continue;
    }
    if (!DECIMAL.test(raw)) return null;
    parsed[name] = Number(raw);
  }
  const { loan_amount, down_payment, interest_rate, loan_term_years } = parsed;
  if (!(loan_amount > 0 && loan_amount <= 1e12)) return null;
  if (down_payment < 0 || down_payment >= loan_amount) return null;
  if (interest_rate < 0 || interest_rate > 100) return null;
  if (!Number.isInteger(loan_term_years) || loan_term_years < 1 || loan_term_years > 50) return null;
  return parsed;
}
