import { I18nScope } from '@/components/app/i18n-scope.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { routeDictionary } from '@/lib/i18n/i18n.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { serverRead } from '@/lib/server-api';
import { getPostingCategories } from './api/get-posting-categories';
import { ProjectForm } from './project-form.client';
import type { EditableProject } from './project-form.types';

// The member's project form in the console (/admin/projects/new, /admin/projects/{id}/edit): the
// same fields, checks and uploads, sent to admin/projects (the operator's project, approved at
// once) or PATCH admin/projects/{id}; a member's project also asks the reason its owner is sent.
// No plan or profile checks: the operator posts as the operator.

export const ADMIN_PROJECTS_BASE = '/admin/projects';

/**
 * What the stored project is made of: a save that changes it gives the form a new key, so the
 * form starts again from the project as saved (its new files and plans with their ids) instead of
 * keeping what was picked or marked for removal before the save.
 */
function versionOf(project: EditableProject): string {
  return [
    project.updated_at ?? '',
    project.image,
    project.meta_image ?? '',
    project.gallery_images.map((g) => g.id).join(','),
    project.documents.map((d) => d.id).join(','),
    project.plans.map((p) => `${p.id}:${p.document}`).join(','),
  ].join('|');
}

export async function OperatorProjectSection({
  listing,
}: {
  /** The project as admin/projects/{id} answers it, or null for a new operator project. */
  listing: (EditableProject & { owner: { id: number } }) | null;
}) {
  const [{ t, dictionary }, categories] = await Promise.all([getI18n(), getPostingCategories(serverRead)]);
  if (categories.kind !== 'success') {
    return <StateNotice tone="error" title={t('addProjectFailed')} />;
  }
  return (
    <I18nScope strings={routeDictionary(dictionary, 'projectEdit')}>
      <ProjectForm
        key={listing ? versionOf(listing) : 'new'}
        categories={categories.body.data.map((c) => ({ id: c.id, name: c.category }))}
        doneHref={ADMIN_PROJECTS_BASE}
        project={listing}
        operator={{
          target: listing
            ? { call: `admin/projects/${listing.id}`, method: 'PATCH' }
            : { call: 'admin/projects', method: 'POST' },
          askReason: listing !== null && listing.owner.id !== 0,
          doneBase: ADMIN_PROJECTS_BASE,
        }}
      />
    </I18nScope>
  );
}
