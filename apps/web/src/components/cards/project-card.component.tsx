import Link from 'next/link';
import { Badge } from '@/components/ui/badge.component';
import { MapPinIcon } from '@/components/ui/icons.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { ProjectListItem } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';

export interface ProjectCardProps {
  project: ProjectListItem;
  placeholder: string | null;
  t: Translate;
}

export function ProjectCard({ project, placeholder, t }: ProjectCardProps) {
  const place = project.location || [project.city, project.state].filter(Boolean).join(', ');
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
      data-testid="project-card"
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        <MediaImage
          src={project.image ?? placeholder}
          alt=""
          fill
          sizes="(min-width: 1280px) 19rem, (min-width: 768px) 33vw, 18rem"
          className="object-cover"
        />
        <div className="absolute start-2 top-2 flex flex-wrap gap-1.5">
          <Badge tone="brand">{t(project.type === 'upcoming' ? 'upcoming' : 'underConstruction')}</Badge>
          {project.is_promoted ? <Badge tone="featured">{t('sponsored')}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="line-clamp-2 font-semibold text-gray-900">
          <Link
            href={`/project-details/${encodeURIComponent(project.slug_id)}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-(--brand-ink)"
          >
            {project.title}
          </Link>
        </h3>
        {place ? (
          <p className="flex items-center gap-1 text-sm text-gray-600">
            <MapPinIcon width={16} height={16} className="shrink-0" />
            <span className="truncate">{place}</span>
          </p>
        ) : null}
        {project.category ? (
          <p className="mt-auto pt-1 text-sm font-medium text-gray-700">{project.category.category}</p>
        ) : null}
      </div>
    </article>
  );
}
