import {
  assignPackageSchema,
  packageLimitQuerySchema,
  packageListQuerySchema,
  userSubscriptionsQuerySchema,
} from '@domus/shared/schemas/package.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Packages';

/** get-package, assign_package, check-package-limit, get-user-subscriptions. */
export function packageCalls(services: Services): CallDefinition[] {
  const list = (name: string, deprecated: boolean) =>
    defineCall({
      method: 'GET',
      name,
      access: 'optional',
      tag: TAG,
      ...(deprecated ? { deprecated: true } : {}),
      summary: `${deprecated ? 'Deprecated alias of get-package (eBroker 1.2.x clients). ' : ''}Packages on sale with their features (not those I hold active), my active packages with their usage, and the feature catalogue. \`platform_type=ios\`: App Store packages only.`,
      input: packageListQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, active_packages, all_features } = await services.subscriptions.list(input, viewer);
        return ok(data, 'Data fetched successfully', { extra: { active_packages, all_features } });
      },
    });
  const limit = (name: string, deprecated: boolean) =>
    defineCall({
      method: 'GET',
      name,
      access: 'required',
      tag: TAG,
      ...(deprecated ? { deprecated: true } : {}),
      summary: `${deprecated ? 'Deprecated alias of check-package-limit (eBroker 1.2.x clients). ' : ''}Whether I have an active package, whether it includes the feature, and whether units are left (\`remaining\`: null when unlimited or not applicable).`,
      input: packageLimitQuerySchema,
      handler: async ({ input, viewer }) =>
        ok(await services.subscriptions.checkLimit(signedIn(viewer), input)),
    });
  return [
    list('get-package', false),
    list('get_package', true),
    limit('check-package-limit', false),
    limit('get_limits', true),
    defineCall({
      method: 'GET',
      name: 'get-user-subscriptions',
      access: 'required',
      tag: TAG,
      summary:
        'Beyond the spec: all my subscriptions (Active package shape of get-package, with `is_active`), active first (ending soonest, no end last), then ended ones (latest end first), with `total`.',
      input: userSubscriptionsQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.subscriptions.mine(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { extra: { total } });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'assign_package',
      access: 'required',
      tag: TAG,
      summary:
        'Activate a free package on sale: 409 PACKAGE_IS_PAID for a paid one, 409 PACKAGE_ALREADY_ACTIVE while I hold it. Refused in demo mode.',
      input: assignPackageSchema,
      handler: async ({ input, viewer }) =>
        ok(
          await services.subscriptions.assignFree(signedIn(viewer), input),
          'Package Purchased Successfully',
          {
            status: 201,
          },
        ),
    }),
  ];
}
