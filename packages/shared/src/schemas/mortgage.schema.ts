import { z } from 'zod';
import { boolParam, decimalParam, intParam, MAX_MONEY, required } from './params.schema.js';

export const DOWN_PAYMENT_MESSAGE = 'Down payment must be less than the loan amount';

/** Inputs of `GET mortgage-calculator`; the web calculator uses the same rules. */
export const mortgageQuerySchema = z
  .object({
    loan_amount: required(decimalParam('loan_amount', 0.01, MAX_MONEY, 2)),
    down_payment: decimalParam('down_payment', 0, MAX_MONEY, 2).optional(),
    interest_rate: required(decimalParam('interest_rate', 0, 100, 4)),
    loan_term_years: required(intParam('loan_term_years', 1, 50)),
    show_all_details: boolParam('show_all_details').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.down_payment !== undefined && value.down_payment >= value.loan_amount) {
      ctx.addIssue({ code: 'custom', path: ['down_payment'], message: DOWN_PAYMENT_MESSAGE });
    }
  });

export type MortgageQuery = z.output<typeof mortgageQuerySchema>;
