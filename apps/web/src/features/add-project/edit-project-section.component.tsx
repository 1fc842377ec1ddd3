import Link from 'next/link';
import { notFound } from 'next/navigation';
import { memberReader } from '@/components/access/member-access.server';
import { I18nScope } from '@/components/app/i18n-scope.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { routeDictionary } from '@/lib/i18n/i18n.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { serverRead } from '@/lib/server-api';
import { getEditableProject } from './api/get-editable-project';
import { getPostingCategories } from './api/get-posting-categories';
import { ProjectForm } from './project-form.client';
import { editProjectPath, MY_PROJECTS_PATH, ownProjectPath } from './project-paths';

// /user/edit-project/{slug_id}'s content (server component): one of my projects as its owner sees
// it (get-added-projects; another member's or an unknown slug is the 404 page) and the categories,
// then the project form in edit mode with its own strings. Whether the member may edit (demo
// mode, profile, verification) is the API's answer to the save.

export async function EditProjectSection({ slug }: { slug: string }) {
  const path = editProjectPath(slug);
  const [{ t, dictionary }, categories, result] = await Promise.all([
    getI18n(),
    getPostingCategories(serverRead),
    getEditableProject(memberReader(path), slug),
  ]);
  if (result.kind === 'error' && result.status === 404) notFound();
  if (result.kind !== 'success' || categories.kind !== 'success') {
    return (
      <StateNotice
        tone="error"
        title={t('projectEditFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  }
  const project = result.body.data;
  return (
    <div className="grid gap-6">
      <p>
        <Link
          href={ownProjectPath(project.slug_id)}
          prefetch={false}
          className="font-semibold text-(--brand-ink) underline underline-offset-2"
        >
          {t('projectEditBack', { title: project.title })}
        </Link>
      </p>
      <I18nScope strings={routeDictionary(dictionary, 'projectEdit')}>
        <ProjectForm
          categories={categories.body.data.map((c) => ({ id: c.id, name: c.category }))}
          doneHref={MY_PROJECTS_PATH}
          project={project}
        />
      </I18nScope>
    </div>
  );
}
