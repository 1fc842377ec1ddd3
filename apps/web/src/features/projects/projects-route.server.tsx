import 'server-only';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ProjectCard } from '@/components/cards/project-card.component';
import { PageIntro } from '@/components/ui/page-intro.component';
import { PageLinks, parsePage } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { hasEmptyValue } from '@/lib/url-query.util';
import { getProjectCategories } from './api/get-project-categories';
import { getProjects, PROJECTS_PER_PAGE } from './api/get-projects';
import { ProjectFilterForm } from './project-filters.component';
import { hasProjectFilters, parseProjectFilters, projectsPath } from './project-filters.util';

// The route /projects (app/ only re-exports it): the projects with their filter form and pages.

type Search = Promise<Record<string, string | string[] | undefined>>;

export async function projectsMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  const [{ t, code }, settings, query] = await Promise.all([getI18n(), getWebSettings(), searchParams]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const filters = parseProjectFilters(query, parsePage(query.page));
  return pageMetadata({
    title: t('projectsPageTitle'),
    description: t('projectsPageDescription', { company }),
    path: projectsPath(filters),
    siteName: company,
    locale: code,
    // Free-text searches are not landing pages.
    noIndex: Boolean(filters.search),
  });
}

export async function ProjectsRoutePage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams;
  const filters = parseProjectFilters(query, parsePage(query.page));
  // The filter form is a plain GET form: the fields left empty are dropped from the URL here.
  if (hasEmptyValue(query)) redirect(projectsPath(filters));
  const [{ t }, settings, projects, categories] = await Promise.all([
    getI18n(),
    getWebSettings(),
    getProjects(serverRead, filters),
    getProjectCategories(serverRead),
  ]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const company = companyNameOf(data);
  const placeholder = data?.web_placeholder_logo ?? data?.img_placeholder ?? null;
  return (
    <>
      <PageIntro title={t('projectsPageTitle')} intro={t('projectsPageDescription', { company })} />
      <div className="mx-auto w-full max-w-7xl px-4 pt-4">
        <ProjectFilterForm
          filters={filters}
          categories={categories.kind === 'success' ? categories.body.data : []}
          t={t}
        />
      </div>
      <section aria-label={t('searchResults')} className="mx-auto w-full max-w-7xl px-4 py-8">
        {projects.kind !== 'success' ? (
          <StateNotice
            tone="error"
            title={t('contentErrorTitle')}
            message={projects.kind === 'error' ? projects.body.message : t('errorMessage')}
            action={{
              href: hasProjectFilters(filters) ? '/projects' : projectsPath(filters),
              label: t('tryAgain'),
            }}
          />
        ) : projects.body.data.length === 0 ? (
          <StateNotice
            tone="empty"
            title={t('projectsEmptyTitle')}
            message={t('projectsEmptyMessage')}
            action={
              hasProjectFilters(filters) || filters.page > 1
                ? { href: '/projects', label: t('clearFilters') }
                : undefined
            }
          />
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {projects.body.data.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} placeholder={placeholder} t={t} />
                </li>
              ))}
            </ul>
            <PageLinks
              page={filters.page}
              totalPages={Math.ceil((projects.body.total ?? 0) / PROJECTS_PER_PAGE)}
              hrefOf={(p) => projectsPath(filters, p)}
              t={t}
            />
          </>
        )}
      </section>
    </>
  );
}
