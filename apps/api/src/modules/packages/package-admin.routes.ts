import {
  adminPackageIdSchema,
  adminPackageListQuerySchema,
  adminPackageSchema,
  adminPackageUpdateSchema,
} from '@domus/shared/schemas/admin-package.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: packages';

const FIELDS =
  '`name`, `price` (≥ 0, two decimals; 0 makes it free), `duration` in hours or `never_expires`, `on_sale`, `ios_product_id`, and `features`: at least one, each `{type, limit_type: limited|unlimited, limit}` (a count ≥ 1 when limited; the access features are always unlimited; no type twice)';

/** admin/packages: list, one, create, update, delete (contract §3.8 Admin API). */
export function packageAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/packages',
      access: 'admin',
      permission: 'payments.read',
      tag: TAG,
      summary:
        'Operator: packages, newest first, with search (name), on_sale (true/false), offset/limit (20, ≤ 100) and total. Each with its features, its on-sale switch and what its buyers hold (`subscriptions`, `payments`, `in_use`).',
      input: adminPackageListQuerySchema,
      handler: async ({ input, viewer }) => {
        const answer = await services.packageAdmin.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/packages/:id',
      access: 'admin',
      permission: 'payments.read',
      tag: TAG,
      summary: 'Operator: one package as the list shows it.',
      input: adminPackageIdSchema,
      handler: async ({ input, viewer }) => ok(await services.packageAdmin.get(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/packages',
      access: 'admin',
      permission: 'payments.write',
      tag: TAG,
      summary: `Operator: create a package: ${FIELDS}. Shown on the plans page at once when on sale; audited.`,
      input: adminPackageSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.packageAdmin.create(operatorRequest(viewer, request), input), 'Package created', {
          status: 201,
        }),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/packages/:id',
      access: 'admin',
      permission: 'payments.write',
      tag: TAG,
      summary: `Operator: update a package; the fields are replaced as a whole: ${FIELDS}. A bought package (subscriptions or payments) keeps its duration and features (409 PACKAGE_TERMS_LOCKED); its price may change and never alters existing subscriptions or pending payments. Audited with before and after.`,
      input: adminPackageUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.packageAdmin.update(operatorRequest(viewer, request), input), 'Package updated'),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/packages/:id',
      access: 'admin',
      permission: 'payments.write',
      tag: TAG,
      summary:
        'Operator: delete a package nobody bought. A bought one is refused with 409 PACKAGE_IN_USE: take it off sale instead (PATCH on_sale=false), which keeps its history. Audited.',
      input: adminPackageIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.packageAdmin.remove(operatorRequest(viewer, request), input.id), 'Package deleted'),
    }),
  ];
}
