import { round2 } from './number.util';

// Mortgage maths of the mortgage-calculator call, producing its result (main_total and
// yearly_totals with monthly_totals). Everything is computed at full precision and rounded only
// on output, so the rounded parts may differ from the rounded totals by a cent; that is the usual
// convention for amortisation tables.

export interface MortgageInput {
  loanAmount: number;
  downPayment?: number;
  /** Annual rate in percent (6.5 for 6.5 %). */
  interestRate: number;
  loanTermYears: number;
  withSchedule?: boolean;
  /** Any moment in the first month of the schedule; defaults to now (the current UTC month). */
  startDate?: Date;
}

export interface MortgageMainTotal {
  principal_amount: number;
  down_payment: number;
  payable_interest: number;
  monthly_emi: number;
  total_amount: number;
}

export interface MortgageMonthTotal {
  month: string;
  principal_amount: number;
  payable_interest: number;
  remaining_balance: number;
}

export interface MortgageYearTotal {
  year: number;
  monthly_emi: number;
  principal_amount: number;
  interest_paid: number;
  remaining_balance: number;
  monthly_totals: MortgageMonthTotal[];
}

export interface MortgageResult {
  main_total: MortgageMainTotal;
  yearly_totals: MortgageYearTotal[];
}

export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

interface ScheduleMonth {
  year: number;
  month: number;
  principal: number;
  interest: number;
  balance: number;
}

/** EMI = P·r·(1+r)ⁿ / ((1+r)ⁿ − 1), or P / n for an interest-free loan. */
export function monthlyEmi(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  const growth = (1 + monthlyRate) ** months;
  return (principal * monthlyRate * growth) / (growth - 1);
}

function amortise(
  principal: number,
  monthlyRate: number,
  months: number,
  emi: number,
  start: Date,
): ScheduleMonth[] {
  const schedule: ScheduleMonth[] = [];
  let balance = principal;
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  for (let i = 0; i < months; i += 1) {
    const interest = balance * monthlyRate;
    // The last month settles whatever floating-point drift is left, so the loan ends at exactly 0.
    const repaid = i === months - 1 ? balance : Math.min(Math.max(emi - interest, 0), balance);
    balance = Math.max(balance - repaid, 0);
    schedule.push({ year, month, principal: repaid, interest, balance });
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return schedule;
}

function yearlyTotals(schedule: readonly ScheduleMonth[], emi: number): MortgageYearTotal[] {
  const years: MortgageYearTotal[] = [];
  let current: { total: MortgageYearTotal; principal: number; interest: number } | undefined;
  for (const entry of schedule) {
    if (current?.total.year !== entry.year) {
      current = {
        total: {
          year: entry.year,
          monthly_emi: round2(emi),
          principal_amount: 0,
          interest_paid: 0,
          remaining_balance: 0,
          monthly_totals: [],
        },
        principal: 0,
        interest: 0,
      };
      years.push(current.total);
    }
    current.principal += entry.principal;
    current.interest += entry.interest;
    current.total.principal_amount = round2(current.principal);
    current.total.interest_paid = round2(current.interest);
    current.total.remaining_balance = round2(entry.balance);
    current.total.monthly_totals.push({
      month: MONTH_NAMES[entry.month] ?? '',
      principal_amount: round2(entry.principal),
      payable_interest: round2(entry.interest),
      remaining_balance: round2(entry.balance),
    });
  }
  return years;
}

function assertInput(input: MortgageInput, downPayment: number): void {
  const { loanAmount, interestRate, loanTermYears } = input;
  if (!Number.isFinite(loanAmount) || loanAmount <= 0) throw new RangeError('loanAmount must be > 0');
  if (!Number.isFinite(downPayment) || downPayment < 0 || downPayment >= loanAmount) {
    throw new RangeError('downPayment must be ≥ 0 and less than loanAmount');
  }
  if (!Number.isFinite(interestRate) || interestRate < 0) throw new RangeError('interestRate must be ≥ 0');
  if (!Number.isInteger(loanTermYears) || loanTermYears < 1) {
    throw new RangeError('loanTermYears must be a whole number ≥ 1');
  }
}

/**
 * The mortgage-calculator result. Throws RangeError on inputs the API schema already refuses
 * (the schema gives the user-facing message; this guards other callers).
 */
export function computeMortgage(input: MortgageInput): MortgageResult {
  const downPayment = input.downPayment ?? 0;
  assertInput(input, downPayment);
  const principal = input.loanAmount - downPayment;
  const monthlyRate = input.interestRate / 1200;
  const months = input.loanTermYears * 12;
  const emi = monthlyEmi(principal, monthlyRate, months);
  // Interest is summed over the schedule (not EMI·n − P) so it matches the yearly rows exactly.
  const schedule = amortise(principal, monthlyRate, months, emi, input.startDate ?? new Date());
  const interest = schedule.reduce((sum, entry) => sum + entry.interest, 0);
  return {
    main_total: {
      principal_amount: round2(principal),
      down_payment: round2(downPayment),
      payable_interest: round2(interest),
      monthly_emi: round2(emi),
      total_amount: round2(principal + interest),
    },
    yearly_totals: input.withSchedule ? yearlyTotals(schedule, emi) : [],
  };
}
