import { postProjectSchema } from '@domus/shared/schemas/project-post.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'My projects';

/** post_project. Validation runs after the access steps (contract §1.7). */
export function projectPostCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      name: 'post_project',
      access: 'required',
      tag: TAG,
      summary:
        'Post a project (multipart, no `id`; spends one `project_list` unit in the same transaction; pending and switched off, or approved and on with auto-approval; 201) or edit my project (`id`: a full form save, back to review unless auto-approval applies, no unit spent, refused in demo mode; 200). Cover `image`, gallery (≤ 30), documents (≤ 10), floor plans `plans[i][id|title|document]` (image or PDF, ≤ 30), `remove_plans` / `remove_gallery_images` / `remove_documents` as csv or array. Answers the owner view and SEO `warnings`.',
      input: postProjectSchema,
      deferValidation: true,
      handler: async ({ input, viewer }) => {
        const result = await services.projectPost.save(signedIn(viewer), input);
        const envelope = ok(result.data, result.message, { extra: { warnings: result.warnings } });
        return result.created ? { ...envelope, status: 201 } : envelope;
      },
    }),
  ];
}
