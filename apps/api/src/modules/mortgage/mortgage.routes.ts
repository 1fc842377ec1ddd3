import { mortgageQuerySchema } from '@domus/shared/schemas/mortgage.schema';
import { computeMortgage } from '@domus/shared/utils/mortgage.util';
import { defineCall, ok } from '../../lib/call.js';
import type { Services } from '../../services.js';

/**
 * mortgage-calculator: totals for everyone; the yearly/monthly schedule only for callers with
 * the `mortgage_calculator_detail` feature. Others asking for it still get 200 with the totals
 * and are told why the schedule is locked (contract §3.6).
 */
export function mortgageCalls(services: Services) {
  return [
    defineCall({
      method: 'GET',
      name: 'mortgage-calculator',
      access: 'optional',
      tag: 'Tools',
      summary:
        'Monthly payment and totals; the amortisation schedule with the mortgage_calculator_detail feature.',
      input: mortgageQuerySchema,
      handler: async ({ input, viewer }) => {
        let withSchedule = false;
        let locked: string | null = null;
        if (input.show_all_details) {
          const userId = viewer?.user.id ?? null;
          const check = await services.packages.check(userId, 'mortgage_calculator_detail');
          if (userId === null) locked = 'NOT_LOGGED_IN';
          else if (!check.package_available) locked = 'PACKAGE_NOT_AVAILABLE';
          else if (!check.feature_available) locked = 'FEATURE_NOT_AVAILABLE';
          else withSchedule = true;
        }
        const result = computeMortgage({
          loanAmount: input.loan_amount,
          downPayment: input.down_payment ?? 0,
          interestRate: input.interest_rate,
          loanTermYears: input.loan_term_years,
          withSchedule,
          startDate: services.clock(),
        });
        return ok(result, 'Data fetched successfully', {
          extra: locked ? { details_locked: true, details_code: locked } : undefined,
        });
      },
    }),
  ];
}
