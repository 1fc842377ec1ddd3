import { StateNotice } from '@/components/ui/state-notice.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { serverRead } from '@/lib/server-api';
import { getPostingCategories } from './api/get-posting-categories';
import { ProjectForm } from './project-form.client';
import { ADD_PROJECT_PATH, MY_PROJECTS_PATH } from './project-paths';

// /user/add-project's content (server component): the categories to choose from, then the form.
// Whether the member may post (plan, profile, verification) is the API's answer to the form.

export async function AddProjectSection({ t }: { t: Translate }) {
  const result = await getPostingCategories(serverRead);
  if (result.kind !== 'success') {
    return (
      <StateNotice
        tone="error"
        title={t('addProjectFailed')}
        action={{ href: ADD_PROJECT_PATH, label: t('tryAgain') }}
      />
    );
  }
  const categories = result.body.data.map((c) => ({ id: c.id, name: c.category }));
  return <ProjectForm categories={categories} doneHref={MY_PROJECTS_PATH} />;
}
