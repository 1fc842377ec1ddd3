import { adminListingIdSchema, listingEditReasonSchema } from '@domus/shared/schemas/admin-listing.schema';
import { postProjectSchema } from '@domus/shared/schemas/project-post.schema';
import { postPropertySchema } from '@domus/shared/schemas/property-post.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: listings';

const EDIT =
  "a full form save as the owner's edit takes it (multipart; `remove_*` lists remove files), plus `reason` (≤ 300 characters, required on a member's listing: sent to the owner as a notification and by mail). The moderation state is kept; audited with the changed fields before → after; public pages fresh at once.";

/** admin/properties/{id}, admin/projects/{id}: read, create as the operator, edit any (§3.8, §4.3). */
export function listingAdminCalls(services: Services): CallDefinition[] {
  const kinds = [
    { kind: 'property' as const, path: 'properties', schema: postPropertySchema, label: 'property' },
    { kind: 'project' as const, path: 'projects', schema: postProjectSchema, label: 'project' },
  ];
  return kinds.flatMap(({ kind, path, schema, label }) => [
    defineCall({
      method: 'GET',
      name: `admin/${path}/:id`,
      access: 'admin',
      permission: 'listings.read',
      tag: TAG,
      summary: `Operator: one ${label}'s full editable record (every field, files by id, ${kind === 'property' ? 'parameters, facilities' : 'floor plans'}), its owner {id, name, email} (id 0: the operator) and moderation state.`,
      input: adminListingIdSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.listingAdmin.get(signedIn(viewer), kind, input.id)),
    }),
    defineCall({
      method: 'POST',
      name: `admin/${path}`,
      access: 'admin',
      permission: 'listings.moderate',
      tag: TAG,
      summary: `Operator: create an operator ${label} (owner 0, \`is_admin_listing\`): the member's posting form and messages, approved and active at once, no package units. Audited.`,
      input: schema,
      deferValidation: true,
      handler: async ({ input, viewer, request }) => {
        const result = await services.listingAdmin.create(operatorRequest(viewer, request), kind, input);
        return ok(result.data, result.message, { status: 201, extra: { warnings: result.warnings } });
      },
    }),
    defineCall({
      method: 'PATCH',
      name: `admin/${path}/:id`,
      access: 'admin',
      permission: 'listings.moderate',
      tag: TAG,
      summary: `Operator: edit any ${label}: ${EDIT}`,
      input: schema.and(listingEditReasonSchema),
      deferValidation: true,
      handler: async ({ input, viewer, request }) => {
        const { id } = adminListingIdSchema.parse(input);
        const result = await services.listingAdmin.update(operatorRequest(viewer, request), kind, id, input);
        return ok(result.data, result.message, { extra: { warnings: result.warnings } });
      },
    }),
  ]);
}
