import type { ChangeProjectStatusInput } from '@domus/shared/schemas/project-manage.schema';
import type { AppDeps } from '../../app-deps.js';
import { deleteOwnedUploads } from '../../lib/upload-keys.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import { projectTransition } from '../listings/project-status.js';
import { ownProject } from './own-project.js';
import { type ManagedProject, projectManageRepository } from './project-manage.repository.js';

/**
 * An owner's changes to their project's state: deletion and the on/off switch. Demo mode refuses
 * them; the profile and verification checks of posting do not apply (a member can always
 * withdraw). Each change follows the review flow table (project-status.ts) and is announced.
 */
export function projectManageService(deps: AppDeps, guard: AccessGuard) {
  const repo = projectManageRepository(deps.db);

  return {
    /**
     * delete_project: the project with its gallery, documents, plans and advertisements; its
     * files after the commit. Package units spent on it are not refunded.
     */
    async remove(viewer: Viewer, input: { id: number }) {
      await guard.assertMemberWrite(viewer);
      const keys = await repo.remove(input.id, (found) => void ownProject(found, viewer));
      // Its advertisements went with it: the featured places change too.
      await deps.changes.publish({ projects: [input.id], homepage: true });
      await deleteOwnedUploads(deps.storage, keys);
    },

    /** change-project-status: the owner's on/off switch, only while the project is approved. */
    async setActive(viewer: Viewer, input: ChangeProjectStatusInput) {
      await guard.assertMemberWrite(viewer);
      const result = await repo.change(input.project_id, deps.now(), (found) => {
        const project: ManagedProject = ownProject(found, viewer);
        const change = projectTransition(
          input.status === 'active' ? 'enabled' : 'disabled',
          'owner',
          project,
        );
        const status = change.status ?? project.status;
        return { patch: { status }, result: { id: project.id, status } };
      });
      await deps.changes.publish({ projects: [result.id] });
      return result;
    },
  };
}

export type ProjectManageService = ReturnType<typeof projectManageService>;
