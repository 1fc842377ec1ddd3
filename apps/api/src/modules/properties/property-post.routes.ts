import { postPropertySchema, updatePostPropertySchema } from '@domus/shared/schemas/property-post.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import { requestLanguage } from '../../lib/caller-language.js';
import type { Services } from '../../services.js';

const TAG = 'My properties';

/** post_property, update_post_property. Validation runs after the access steps (contract §1.7). */
export function propertyPostCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      name: 'post_property',
      access: 'required',
      tag: TAG,
      summary:
        'Post a property (multipart): the form of contract §3.3 with title image, 3D image, gallery (≤ 20), documents (≤ 10), parameters and nearby facilities. Spends one `property_list` unit in the same transaction; approved at once with auto-approval, else pending review. 201 with the owner view and SEO `warnings`.',
      input: postPropertySchema,
      deferValidation: true,
      handler: async ({ input, viewer, request }) => {
        const result = await services.propertyPost.create(signedIn(viewer), input, requestLanguage(request));
        return { ...ok(result.data, result.message, { extra: { warnings: result.warnings } }), status: 201 };
      },
    }),
    defineCall({
      method: 'POST',
      name: 'update_post_property',
      access: 'required',
      tag: TAG,
      summary:
        'Edit my property (action_type 0, a full form save: new gallery images and documents are added, `remove_*` lists remove; back to review unless auto-approval applies; no unit spent) or delete it (action_type 1). Refused in demo mode.',
      input: updatePostPropertySchema,
      deferValidation: true,
      handler: async ({ input, viewer, request }) => {
        const result = await services.propertyPost.update(signedIn(viewer), input, requestLanguage(request));
        return ok(result.data, result.message, { extra: { warnings: result.warnings } });
      },
    }),
  ];
}
