import { ProjectCard } from '@/components/cards/project-card.component';
import { joinPlace, lightboxSrc } from '@/components/detail/detail.util';
import { DetailSection, Prose } from '@/components/detail/detail-section.component';
import { LocationBlock } from '@/components/detail/location-block.component';
import { PersonCard } from '@/components/detail/person-card.component';
import { ShareLinks } from '@/components/detail/share-links.component';
import { MessageOwnerLink } from '@/components/listing/message-owner-link.component';
import { Gallery } from '@/components/media/gallery.component';
import { VideoFacade } from '@/components/media/video-facade.component';
import { youtubeId } from '@/components/media/video-link.util';
import { Badge } from '@/components/ui/badge.component';
import { Breadcrumbs } from '@/components/ui/breadcrumbs.component';
import { MapPinIcon } from '@/components/ui/icons.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { ProjectDetail, ProjectListItem, WebSettings } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import type { BreadcrumbItem } from '@/lib/seo/structured-data.util';

// The project page (server component): gallery, description, floor plans, documents, video,
// location with map, the developer and similar projects.

export interface ProjectDetailPageProps {
  project: ProjectDetail;
  similar: ProjectListItem[];
  settings: WebSettings | null;
  breadcrumbs: BreadcrumbItem[];
  canonicalUrl: string;
  map: React.ReactNode;
  t: Translate;
}

const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif)(\?|$)/i;

function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() || url);
  } catch {
    return url;
  }
}

export function ProjectDetailPage({
  project,
  similar,
  settings,
  breadcrumbs,
  canonicalUrl,
  map,
  t,
}: ProjectDetailPageProps) {
  const place = joinPlace([project.location, project.city, project.state, project.country]);
  const images = [project.image, ...project.gallery_images.map((g) => g.name)].filter(
    (src, index, all): src is string => typeof src === 'string' && src !== '' && all.indexOf(src) === index,
  );
  const placeholder = settings?.web_placeholder_logo ?? settings?.img_placeholder ?? null;
  const videoId = youtubeId(project.video_link);
  const customer = project.customer;

  return (
    <article className="mx-auto w-full max-w-7xl px-4 py-6" data-testid="project-detail">
      <Breadcrumbs items={breadcrumbs} label={t('breadcrumbLabel')} />
      <header className="mt-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="brand">{t(project.type === 'upcoming' ? 'upcoming' : 'underConstruction')}</Badge>
          {project.is_promoted ? <Badge tone="featured">{t('sponsored')}</Badge> : null}
          {project.category ? <Badge tone="neutral">{project.category.category}</Badge> : null}
        </div>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">{project.title}</h1>
        {place ? (
          <p className="mt-2 flex items-center gap-1.5 text-gray-700">
            <MapPinIcon width={18} height={18} className="shrink-0" />
            {place}
          </p>
        ) : null}
      </header>

      {images.length > 0 ? (
        <div className="mt-6">
          <Gallery
            images={images.map((src, index) => ({
              src: lightboxSrc(src),
              alt: `${t('photoOf', { current: index + 1, total: images.length })} – ${project.title}`,
            }))}
            thumbnails={images
              .slice(0, 5)
              .map((src, index) => (
                <MediaImage
                  key={src}
                  src={src}
                  alt=""
                  fill
                  priority={index === 0}
                  sizes={
                    index === 0
                      ? '(min-width: 1280px) 40rem, (min-width: 640px) 50vw, 100vw'
                      : '(min-width: 1280px) 20rem, 25vw'
                  }
                  className="object-cover"
                />
              ))}
          />
        </div>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {project.description ? (
            <DetailSection id="about" title={t('aboutProject')}>
              <Prose html={project.description} />
            </DetailSection>
          ) : null}
          {project.plans.length > 0 ? (
            <DetailSection id="plans" title={t('floorPlansTitle')}>
              <ul className="grid gap-4 sm:grid-cols-2" data-testid="plans">
                {project.plans.map((plan) => (
                  <li key={plan.id} className="overflow-hidden rounded-lg border border-gray-200">
                    <a
                      href={plan.document}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block hover:bg-gray-50"
                    >
                      {IMAGE_FILE.test(plan.document) ? (
                        <span className="relative block aspect-[4/3] bg-gray-100">
                          <MediaImage
                            src={plan.document}
                            alt=""
                            fill
                            sizes="(min-width: 640px) 20rem, 100vw"
                            className="object-contain"
                            loading="lazy"
                          />
                        </span>
                      ) : null}
                      <span className="block p-3 font-semibold text-(--brand-ink) underline underline-offset-2">
                        {plan.title}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          {project.documents.length > 0 ? (
            <DetailSection id="documents" title={t('documentsTitle')}>
              <ul className="space-y-1" data-testid="documents">
                {project.documents.map((doc) => (
                  <li key={doc.id}>
                    <a
                      href={doc.name}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
                    >
                      {fileName(doc.name)}
                    </a>
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          {project.video_link ? (
            <DetailSection id="video" title={t('videoTitle')}>
              {videoId ? (
                <VideoFacade
                  videoId={videoId}
                  title={project.title}
                  poster={
                    <MediaImage
                      src={images[0]}
                      alt=""
                      fill
                      sizes="(min-width: 1024px) 48rem, 100vw"
                      className="object-cover"
                      loading="lazy"
                    />
                  }
                />
              ) : (
                <a
                  href={project.video_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center font-semibold text-(--brand-ink) underline"
                >
                  {t('watchVideo')}
                </a>
              )}
            </DetailSection>
          ) : null}
          <LocationBlock
            address={place || null}
            latitude={project.latitude}
            longitude={project.longitude}
            map={map}
            t={t}
          />
        </div>
        <aside className="flex flex-col gap-6" aria-label={t('developer')}>
          {customer ? (
            <PersonCard
              heading={t('developer')}
              name={customer.name}
              slugId={customer.slug_id}
              profile={customer.profile}
              verified={customer.is_verified}
              email={customer.email}
              mobile={customer.mobile}
              placeholder={placeholder}
              t={t}
            />
          ) : null}
          {customer ? (
            <MessageOwnerLink
              owner={customer.id}
              from={`/project-details/${encodeURIComponent(project.slug_id)}`}
              label={t('chatMessageOwner')}
            />
          ) : null}
          <ShareLinks url={canonicalUrl} title={project.title} t={t} />
        </aside>
      </div>

      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="mt-12" data-testid="similar">
          <h2 id="similar-heading" className="mb-6 text-2xl font-bold tracking-tight text-gray-900">
            {t('similarProjects')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {similar.slice(0, 8).map((item) => (
              <li key={item.id}>
                <ProjectCard project={item} placeholder={placeholder} t={t} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
