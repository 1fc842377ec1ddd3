import { TITLE_IMAGE_REQUIRED } from '@domus/shared/constants/messages.constants';
import { postProjectSchema } from '@domus/shared/schemas/project-post.schema';
import {
  type PlanValue,
  type ProjectErrors,
  type ProjectValues,
  planFieldOf,
  schemaInput,
  sentPlans,
} from './project-form-values.util';

// The project form's checks in the browser with the API's own schema, so a field shows the words
// the server would answer. Loaded on submit, which keeps zod out of the page's first load.

/**
 * `hasImage`: a cover is chosen, or (edit) the stored one is kept. `editId`: the project being
 * edited, whose existing plans are sent by id and need no new file.
 */
export function projectErrors(
  values: ProjectValues,
  plans: readonly PlanValue[],
  hasImage: boolean,
  editId?: number,
): ProjectErrors {
  const out: ProjectErrors = {};
  const { positions } = sentPlans(plans);
  const parsed = postProjectSchema.safeParse(schemaInput(values, plans, editId));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const field = path[0] === 'plans' && path.length >= 3 ? path.slice(0, 3).join('.') : (path[0] ?? '');
      const name = planFieldOf(field, positions);
      if (name && !(name in out)) out[name] = issue.message;
    }
  }
  if (!hasImage) out.image = TITLE_IMAGE_REQUIRED;
  return out;
}
