import {
  adminCatalogueImageSchema,
  type CatalogueImageTarget,
} from '@domus/shared/schemas/admin-catalogue-image.schema';
import { type CallDefinition, defineCall, ok, operatorRequest } from '../../lib/call.js';
import type { Services } from '../../services.js';

const FILE =
  'with the multipart file `image`: JPEG or PNG by content (re-encoded, metadata dropped), at most 3 MB (413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 400 "This field must be a file" when none is sent). The public reads show the new picture at once; the old file is deleted; audited with before and after.';

const ACTIONS: { name: string; target: CatalogueImageTarget; tag: string; what: string; done: string }[] = [
  {
    name: 'admin/categories/:id/icon',
    target: 'category',
    tag: 'Operator: categories',
    what: "replace a category's icon",
    done: 'Category icon updated',
  },
  {
    name: 'admin/facilities/:id/icon',
    target: 'facility',
    tag: 'Operator: outdoor facilities',
    what: "replace an outdoor facility's (nearby place's) icon",
    done: 'Facility icon updated',
  },
  {
    name: 'admin/cities/:id/image',
    target: 'city',
    tag: 'Operator: cities',
    what: "replace a city's picture",
    done: 'City image updated',
  },
];

/** The catalogue's pictures replaced by upload: named actions on the three admin resources. */
export function catalogueImageCalls(services: Services): CallDefinition[] {
  return ACTIONS.map((action) =>
    defineCall({
      method: 'POST',
      name: action.name,
      access: 'admin',
      permission: 'catalogue.write',
      tag: action.tag,
      summary: `Operator: ${action.what} ${FILE}`,
      input: adminCatalogueImageSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.catalogueImage.replace(
            operatorRequest(viewer, request),
            action.target,
            input.id,
            input.image,
          ),
          action.done,
        ),
    }),
  );
}
