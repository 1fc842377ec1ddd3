import type { MortgageQuery } from '@domus/shared/schemas/mortgage.schema';
import { computeMortgage } from '@domus/shared/utils/mortgage.util';
import type { AppDeps } from '../../app-deps.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { PackageAccessService } from '../packages/package-access.service.js';

/**
 * mortgage-calculator: totals for everyone; the yearly/monthly schedule only for callers with
 * the `mortgage_calculator_detail` feature. Others asking for it still get the totals and the
 * reason the schedule is locked, so a client can show the plans instead of an error.
 */
export function mortgageService(deps: AppDeps, packages: PackageAccessService) {
  return {
    async calculate(input: MortgageQuery, viewer: Viewer | null) {
      let withSchedule = false;
      let locked: string | null = null;
      if (input.show_all_details) {
        const userId = viewer?.user.id ?? null;
        const check = await packages.check(userId, 'mortgage_calculator_detail');
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
        startDate: deps.now(),
      });
      return { result, locked };
    },
  };
}

export type MortgageService = ReturnType<typeof mortgageService>;
