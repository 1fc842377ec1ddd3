import Link from 'next/link';
import { memberReader } from '@/components/access/member-access.server';
import { AdState } from '@/components/featuring/ad-state.component';
import { FeatureButton } from '@/components/featuring/feature-button.client';
import { FeaturingScope } from '@/components/featuring/featuring-scope.component';
import { MediaImage } from '@/components/ui/media-image.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { Translate } from '@/lib/i18n/translate.util';
import { getAddedProjects } from './api/get-added-projects';
import { MY_PROJECTS_TABS, type projectTabOf } from './my-projects-tabs.util';
import { ProjectActions } from './project-actions.client';
import { projectPlace } from './project-place.util';
import { ProjectStateBadges } from './project-state-badges.component';

export const MY_PROJECTS_PATH = '/user/my-projects';
export const ADD_PROJECT_PATH = '/user/add-project';
export const myProjectPath = (slug: string) => `/my-project/${encodeURIComponent(slug)}`;

// /user/my-projects's content (server component): a way to add a project, tabs by state, then
// my projects with their state, the rejection reason, and the actions an owner has; each title
// opens the owner's page of that project.

export async function MyProjectsSection({
  tab,
  placeholder,
  t,
}: {
  tab: ReturnType<typeof projectTabOf>;
  placeholder: string | null;
  t: Translate;
}) {
  const path = tab.id === 'all' ? MY_PROJECTS_PATH : `${MY_PROJECTS_PATH}?tab=${tab.id}`;
  const [result, { code }] = await Promise.all([
    getAddedProjects(memberReader(path), tab.filters),
    getI18n(),
  ]);
  const header = (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <nav aria-label={t('myProjectsTabs')} className="flex flex-wrap gap-2">
        {MY_PROJECTS_TABS.map((item) => (
          <Link
            key={item.id}
            href={item.id === 'all' ? MY_PROJECTS_PATH : `${MY_PROJECTS_PATH}?tab=${item.id}`}
            prefetch={false}
            aria-current={item.id === tab.id ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-4 font-medium text-gray-800 hover:bg-gray-50 aria-[current=page]:border-(--brand) aria-[current=page]:bg-(--brand) aria-[current=page]:text-(--on-brand)"
          >
            {t(item.key)}
          </Link>
        ))}
      </nav>
      <Link
        href={ADD_PROJECT_PATH}
        prefetch={false}
        className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
      >
        {t('addProjectTitle')}
      </Link>
    </div>
  );
  if (result.kind !== 'success') {
    return (
      <div className="grid gap-6">
        {header}
        <StateNotice
          tone="error"
          title={t('myProjectsFailed')}
          action={{ href: path, label: t('tryAgain') }}
        />
      </div>
    );
  }
  const items = result.body.data;
  return (
    <div className="grid gap-6">
      {header}
      {items.length === 0 ? (
        <StateNotice tone="empty" title={t('myProjectsEmpty')} />
      ) : (
        <FeaturingScope>
          <ul className="grid gap-4" data-testid="my-projects">
            {items.map((project) => (
              <li
                key={project.id}
                className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[10rem_1fr]"
                data-testid="my-project"
              >
                <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-gray-100">
                  <MediaImage
                    src={project.image ?? placeholder}
                    alt=""
                    fill
                    sizes="10rem"
                    className="object-cover"
                  />
                </div>
                <div className="grid gap-2">
                  <ProjectStateBadges project={project} t={t} />
                  <h2 className="text-lg font-semibold text-gray-900">
                    <Link
                      href={myProjectPath(project.slug_id)}
                      prefetch={false}
                      className="hover:text-(--brand-ink)"
                    >
                      {project.title}
                    </Link>
                  </h2>
                  <p className="text-gray-800">{projectPlace(project)}</p>
                  <p className="text-sm text-gray-700">
                    {t('myProjectsStats', {
                      photos: project.gallery_images.length,
                      plans: project.plans.length,
                      documents: project.documents.length,
                    })}
                  </p>
                  {project.reject_reason ? (
                    <p className="text-sm text-red-800">
                      {t('myPropertiesRejectReason', { reason: project.reject_reason.reason })}
                    </p>
                  ) : null}
                  <AdState ad={project.advertisement} t={t} locale={code} />
                  <div className="flex flex-wrap gap-2">
                    <ProjectActions
                      id={project.id}
                      slug={project.slug_id}
                      title={project.title}
                      active={project.status === 1}
                      approved={project.request_status === 'approved'}
                    />
                    {project.is_feature_available ? (
                      <FeatureButton kind="project" id={project.id} title={project.title} />
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </FeaturingScope>
      )}
    </div>
  );
}
