import { TITLE_IMAGE_REQUIRED } from '@domus/shared/constants/messages.constants';
import { postProjectSchema } from '@domus/shared/schemas/project-post.schema';
import {
  type PlanValue,
  type ProjectErrors,
  type ProjectValues,
  schemaInput,
} from './project-form-values.util';

// The project form's checks in the browser with the API's own schema, so a field shows the words
// the server would answer. Loaded on submit, which keeps zod out of the page's first load.

export function projectErrors(
  values: ProjectValues,
  plans: readonly PlanValue[],
  hasImage: boolean,
): ProjectErrors {
  const out: ProjectErrors = {};
  const parsed = postProjectSchema.safeParse(schemaInput(values, plans));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const field = path[0] === 'plans' && path.length >= 3 ? path.slice(0, 3).join('.') : (path[0] ?? '');
      if (field && !(field in out)) out[field] = issue.message;
    }
  }
  if (!hasImage) out.image = TITLE_IMAGE_REQUIRED;
  return out;
}
