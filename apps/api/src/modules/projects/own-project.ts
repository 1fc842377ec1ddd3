import { ERRORS } from '@domus/shared/constants/messages.constants';
import { AppError, errors } from '../../lib/app-error.js';
import type { Viewer } from '../../plugins/auth.plugin.js';

/**
 * The project, if it is the viewer's: 404 when there is none, 403 NOT_OWNER when it is someone
 * else's (guard step 6, before the form is read). Operator projects (no owner) are nobody's here.
 */
export function ownProject<T extends { owner_id: number | null }>(project: T | undefined, viewer: Viewer): T {
  if (!project) throw errors.notFound();
  if (project.owner_id !== viewer.user.id) throw new AppError(403, 'NOT_OWNER', ERRORS.NOT_OWNER.message);
  return project;
}
