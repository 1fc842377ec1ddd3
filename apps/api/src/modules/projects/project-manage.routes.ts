import {
  addedProjectsQuerySchema,
  changeProjectStatusSchema,
  deleteProjectSchema,
} from '@domus/shared/schemas/project-manage.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'My projects';

/** get-added-projects, delete_project, change-project-status. */
export function projectManageCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'get-added-projects',
      access: 'required',
      tag: TAG,
      summary:
        'My projects in any state, newest first, as their owner sees them (raw SEO fields, the rejection reason, the latest advertisement, whether it can be featured; filters: request_status, status); or one of them by `id`/`slug_id` (an object) with up to 10 of my others as `similar_projects`.',
      input: addedProjectsQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total, extra } = await services.projectOwner.list(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { total, extra });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'delete_project',
      access: 'required',
      tag: TAG,
      summary:
        'Delete my project with its gallery, documents, floor plans and advertisements. Units spent are not refunded. Refused in demo mode.',
      input: deleteProjectSchema,
      handler: async ({ input, viewer }) => {
        await services.projectManage.remove(signedIn(viewer), input);
        return ok(null, 'Project Delete Successfully');
      },
    }),
    defineCall({
      method: 'POST',
      name: 'change-project-status',
      access: 'required',
      tag: TAG,
      summary:
        'Switch my project off (0) or on (1), only while it is approved (else 409 NOT_APPROVED). Refused in demo mode.',
      input: changeProjectStatusSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.projectManage.setActive(signedIn(viewer), input), 'Data Updated Successfully'),
    }),
  ];
}
