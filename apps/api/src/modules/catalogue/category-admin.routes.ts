import {
  adminCategoryIdSchema,
  adminCategoryListQuerySchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
} from '@domus/shared/schemas/admin-category.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: categories';

const FIELDS =
  '`category` (name), `slug_id` (opt; made from the name on create, §4.20), `active`, `sequence` (order), `meta_title`, `meta_description`, and `parameters`: the whole list in order, each `{id?, name, type_of_parameter, type_values (options, ≥ 2 for dropdown/radiobutton/checkbox), is_required}`; an item with `id` edits that parameter, one without creates it';

/** admin/categories: list, one, create, update, delete (contract §3.8 Admin API, §2.2, §2.3). */
export function categoryAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/categories',
      access: 'admin',
      permission: 'catalogue.read',
      tag: TAG,
      summary:
        'Operator: categories, newest first, with search (name), on_sale (true/false), offset/limit (20, ≤ 100) and total. Each with its features, its on-sale switch and what its buyers hold (`subscriptions`, `payments`, `in_use`).',
      input: adminCategoryListQuerySchema,
      handler: async ({ input, viewer }) => {
        const answer = await services.categoryAdmin.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/categories/:id',
      access: 'admin',
      permission: 'catalogue.read',
      tag: TAG,
      summary: 'Operator: one category as the list shows it.',
      input: adminCategoryIdSchema,
      handler: async ({ input, viewer }) => ok(await services.categoryAdmin.get(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/categories',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary: `Operator: create a category: ${FIELDS}. Shown in public reads at once when active; audited.`,
      input: adminCategorySchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.categoryAdmin.create(operatorRequest(viewer, request), input), 'Category created', {
          status: 201,
        }),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/categories/:id',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary: `Operator: update a category; the fields are replaced as a whole: ${FIELDS}. Public reads show the change at once. Audited with before and after.`,
      input: adminCategoryUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.categoryAdmin.update(operatorRequest(viewer, request), input), 'Category updated'),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/categories/:id',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary:
        'Operator: delete a category nothing is filed under. A used one is refused with 409 CATEGORY_IN_USE: deactivate it instead (PATCH active=false), which hides it from public reads and keeps its listings. Audited.',
      input: adminCategoryIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.categoryAdmin.remove(operatorRequest(viewer, request), input.id),
          'Category deleted',
        ),
    }),
  ];
}
