import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { memberReader, requireMember } from '@/components/access/member-access.server';
import { AdState } from '@/components/featuring/ad-state.component';
import { FeatureButton } from '@/components/featuring/feature-button.client';
import { FeaturingScope } from '@/components/featuring/featuring-scope.component';
import { MediaImage } from '@/components/ui/media-image.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pathSegment } from '@/lib/path-segment.util';
import { getWebSettings } from '@/lib/server-api';
import { getAddedProject } from './api/get-added-projects';
import { MY_PROJECTS_PATH, myProjectPath } from './my-projects-section.component';
import { ProjectActions } from './project-actions.client';
import { projectPlace } from './project-place.util';
import { ProjectStateBadges } from './project-state-badges.component';

// /my-project/{slug_id}: the owner's view of one project — its state (review, on/off, the reason
// of a rejection), its figures, its floor plans, and the owner's actions; the public page once it
// is live. Another member's project, or an unknown slug, is the 404 page. The owner view of a
// project carries no history (get-added-projects has none for projects), so there is none here.

type Params = { params: Promise<{ slug_id: string }> };

const LINK = 'font-semibold text-(--brand-ink) underline underline-offset-2';

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('projectOwnerTitle'), robots: { index: false, follow: false } };
}

async function Page({ params }: Params) {
  const slug = pathSegment((await params).slug_id);
  const path = myProjectPath(slug);
  await requireMember(path);
  const [{ t, code }, settings, result] = await Promise.all([
    getI18n(),
    getWebSettings(),
    getAddedProject(memberReader(path), slug),
  ]);
  if (result.kind === 'error' && result.status === 404) notFound();
  if (result.kind !== 'success') {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10">
        <StateNotice
          tone="error"
          title={t('projectOwnerFailed')}
          action={{ href: path, label: t('tryAgain') }}
        />
      </div>
    );
  }
  const project = result.body.data;
  const data = settings.kind === 'success' ? settings.body.data : null;
  const placeholder = data?.web_placeholder_logo ?? data?.img_placeholder ?? null;
  const approved = project.request_status === 'approved';
  const live = approved && project.status === 1;
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' });
  const figures = [
    ['projectOwnerViews', project.total_click ?? 0],
    ['projectOwnerPhotos', project.gallery_images.length],
    ['projectOwnerPlans', project.plans.length],
    ['projectOwnerDocuments', project.documents.length],
  ] as const;

  return (
    <article className="mx-auto w-full max-w-5xl px-4 pt-10 pb-16" data-testid="my-project-page">
      <p>
        <Link href={MY_PROJECTS_PATH} className={LINK}>
          {t('projectOwnerBack')}
        </Link>
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-[14rem_1fr] sm:items-start">
        <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-gray-100">
          <MediaImage
            src={project.image ?? placeholder}
            alt=""
            fill
            sizes="(min-width: 640px) 14rem, 100vw"
            className="object-cover"
          />
        </div>
        <div className="min-w-0">
          <ProjectStateBadges project={project} t={t} />
          <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-gray-900">
            {project.title}
          </h1>
          <p className="mt-2 text-gray-800">{projectPlace(project)}</p>
          {project.category?.category ? (
            <p className="mt-1 text-gray-700">{project.category.category}</p>
          ) : null}
          {project.updated_at ? (
            <p className="mt-1 text-sm text-gray-700">
              {t('projectOwnerUpdated', { date: date.format(new Date(project.updated_at)) })}
            </p>
          ) : null}
        </div>
      </div>

      {project.reject_reason ? (
        <p
          className="mt-6 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900"
          data-testid="reject-reason"
        >
          {t('myPropertiesRejectReason', { reason: project.reject_reason.reason })}
        </p>
      ) : project.request_status === 'pending' ? (
        <p className="mt-6 rounded-lg border border-gray-200 bg-white p-3 text-gray-800">
          {t('projectOwnerPendingNote')}
        </p>
      ) : approved && project.status === 0 ? (
        <p className="mt-6 rounded-lg border border-gray-200 bg-white p-3 text-gray-800">
          {t('projectOwnerOffNote')}
        </p>
      ) : null}

      <dl className="mt-6 grid grid-cols-2 gap-4 text-center sm:grid-cols-4">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-xl border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-700">{t(key)}</dt>
            <dd className="text-2xl font-bold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-4">
        <AdState ad={project.advertisement} t={t} locale={code} />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        {project.is_feature_available ? (
          <FeaturingScope>
            <FeatureButton kind="project" id={project.id} title={project.title} />
          </FeaturingScope>
        ) : null}
        <ProjectActions
          id={project.id}
          slug={project.slug_id}
          title={project.title}
          active={project.status === 1}
          approved={approved}
          afterDelete={MY_PROJECTS_PATH}
        />
        {live ? (
          <Link href={`/project-details/${encodeURIComponent(project.slug_id)}`} className={LINK}>
            {t('projectOwnerPublicPage')}
          </Link>
        ) : null}
      </div>

      <section aria-labelledby="plans-heading" className="mt-10">
        <h2 id="plans-heading" className="text-2xl font-bold text-gray-900">
          {t('projectOwnerPlans')}
        </h2>
        {project.plans.length === 0 ? (
          <p className="mt-3 text-gray-700">{t('projectNoPlans')}</p>
        ) : (
          <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="project-plans">
            {project.plans.map((plan) => (
              <li key={plan.id} className="rounded-xl border border-gray-200 bg-white p-4">
                <a href={plan.document} target="_blank" rel="noreferrer" className={`${LINK} break-words`}>
                  {plan.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

export const myProjectRoute = { generateMetadata, Page };
