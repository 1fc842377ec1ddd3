import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DetailErrorState } from '@/components/detail/detail-error.component';
import { detailMetadata } from '@/components/detail/detail-metadata.util';
import { ListingLocationMap } from '@/components/detail/listing-location-map.component';
import { ProjectDetailPage } from '@/features/project-detail/components/project-detail-page.component';
import { ProjectTeaser } from '@/features/project-detail/components/project-teaser.component';
import { projectPath, readProjectLookup } from '@/features/project-detail/project-detail.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { JsonLd } from '@/lib/seo/json-ld.component';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  organizationJsonLd,
  realEstateListingJsonLd,
} from '@/lib/seo/structured-data.util';
import { getProjectDetail, getWebSettings } from '@/lib/server-api';

// Rendered per request: access to the detail depends on the visitor (project_access).
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  // count_view=0: fetching metadata is not a page view (contract §4.24).
  const [result, settings, i18n] = await Promise.all([
    getProjectDetail(slug, false),
    getWebSettings(),
    getI18n(),
  ]);
  return detailMetadata(readProjectLookup(result), settings, i18n, (lookup) => {
    const project = lookup.kind === 'found' ? lookup.project : lookup.preview;
    return {
      title: project.meta_title || project.title,
      description: project.meta_description,
      keywords: lookup.kind === 'found' ? lookup.project.meta_keywords : null,
      path: projectPath(project.slug_id),
      image: project.meta_image || project.image,
      imageAlt: project.title,
    };
  });
}

export default async function Page({ params }: Params) {
  const { slug } = await params;
  const [result, settingsResult, { t }] = await Promise.all([
    getProjectDetail(slug, true),
    getWebSettings(),
    getI18n(),
  ]);
  const lookup = readProjectLookup(result);
  if (lookup.kind === 'not-found') notFound();
  if (lookup.kind === 'error')
    return <DetailErrorState message={lookup.message} listHref="/projects" listLabel={t('projects')} t={t} />;

  const settings = settingsResult.kind === 'success' ? settingsResult.body.data : null;
  const project = lookup.kind === 'found' ? lookup.project : lookup.preview;
  const path = projectPath(project.slug_id);
  const breadcrumbs = [
    { name: t('home'), path: '/' },
    { name: t('projects'), path: '/projects' },
    { name: project.title, path },
  ];
  const full = lookup.kind === 'found' ? lookup.project : null;
  const jsonLd = [
    realEstateListingJsonLd({
      name: project.title,
      description: full?.description ?? project.meta_description,
      path,
      images: full ? [full.image, ...full.gallery_images.map((g) => g.name)] : [project.image],
      datePosted: full?.created_at,
      dateModified: full?.updated_at,
      category: project.category?.category,
      place: {
        street: full?.location,
        city: project.city,
        state: project.state,
        country: project.country,
        latitude: full?.latitude,
        longitude: full?.longitude,
      },
    }),
    breadcrumbJsonLd(breadcrumbs),
    organizationJsonLd(settings),
  ];

  return (
    <>
      <JsonLd data={jsonLd} />
      {lookup.kind === 'gated' ? (
        <ProjectTeaser
          preview={lookup.preview}
          message={lookup.message}
          code={lookup.code}
          breadcrumbs={breadcrumbs}
          t={t}
        />
      ) : (
        <ProjectDetailPage
          project={lookup.project}
          similar={lookup.similar}
          settings={settings}
          breadcrumbs={breadcrumbs}
          canonicalUrl={absoluteUrl(path)}
          map={
            <ListingLocationMap
              listing={lookup.project}
              settings={settings}
              label={t('mapOfListing', { title: lookup.project.title })}
            />
          }
          t={t}
        />
      )}
    </>
  );
}
