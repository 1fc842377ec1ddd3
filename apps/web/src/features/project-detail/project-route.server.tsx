import 'server-only';
import { detailRoute } from '@/components/detail/detail-route.server';
import { ListingLocationMap } from '@/components/detail/listing-location-map.component';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  organizationJsonLd,
  realEstateListingJsonLd,
} from '@/lib/seo/structured-data.util';
import { serverRead } from '@/lib/server-api';
import { getProjectDetail, projectView } from './api/get-project-detail';
import { ProjectDetailPage } from './components/project-detail-page.component';
import { ProjectTeaser } from './components/project-teaser.component';
import { projectPath, readProjectLookup } from './project-detail.util';

// The route /project-details/{slug} (app/ only re-exports it). Rendered per request: access to the
// detail depends on the visitor.

export const projectRoute = detailRoute('slug', {
  fetch: (slug) => getProjectDetail(serverRead, slug),
  view: projectView,
  read: readProjectLookup,
  list: { path: '/projects', label: 'projects' },
  metadata: (lookup) => {
    const project = lookup.kind === 'found' ? lookup.project : lookup.preview;
    return {
      title: project.meta_title || project.title,
      description: project.meta_description,
      keywords: lookup.kind === 'found' ? lookup.project.meta_keywords : null,
      path: projectPath(project.slug_id),
      image: project.meta_image || project.image,
      imageAlt: project.title,
    };
  },
  render: (lookup, { settings, t }) => {
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
    const body =
      lookup.kind === 'gated' ? (
        <ProjectTeaser
          preview={lookup.preview}
          message={lookup.message}
          code={lookup.code}
          path={path}
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
      );
    return { jsonLd, body };
  },
});
