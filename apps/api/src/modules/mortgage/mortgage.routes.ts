import { mortgageQuerySchema } from '@domus/shared/schemas/mortgage.schema';
import { defineCall, ok } from '../../lib/call.js';
import type { Services } from '../../services.js';

/** mortgage-calculator; the schedule gating lives in the mortgage service. */
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
        const { result, locked } = await services.mortgage.calculate(input, viewer);
        return ok(result, 'Data fetched successfully', {
          extra: locked ? { details_locked: true, details_code: locked } : undefined,
        });
      },
    }),
  ];
}
