import Link from 'next/link';
import { Badge } from '@/components/ui/badge.component';
import { Breadcrumbs } from '@/components/ui/breadcrumbs.component';
import { MapPinIcon } from '@/components/ui/icons.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { ProjectPreview } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import type { BreadcrumbItem } from '@/lib/seo/structured-data.util';

// A project refused by `project_access` (contract §4.7): the preview's card fields, the API's
// message (spec §8: "You have not logged in. Please log in first" for a guest), a sign-in hint,
// and the plans page for members without the feature.

export function ProjectTeaser({
  preview,
  message,
  code,
  breadcrumbs,
  t,
}: {
  preview: ProjectPreview;
  message: string;
  code: string;
  breadcrumbs: BreadcrumbItem[];
  t: Translate;
}) {
  const place = [preview.city, preview.state, preview.country].filter(Boolean).join(', ');
  const guest = code === 'NOT_LOGGED_IN';
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-10" data-testid="project-teaser">
      <Breadcrumbs items={breadcrumbs} label={t('breadcrumbLabel')} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Badge tone="brand">{t(preview.type === 'upcoming' ? 'upcoming' : 'underConstruction')}</Badge>
        {preview.category ? <Badge tone="neutral">{preview.category.category}</Badge> : null}
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-gray-900">{preview.title}</h1>
      {place ? (
        <p className="mt-2 flex items-center gap-1.5 text-gray-700">
          <MapPinIcon width={18} height={18} />
          {place}
        </p>
      ) : null}
      <div className="relative mt-6 aspect-[16/9] overflow-hidden rounded-xl bg-gray-200">
        <MediaImage
          src={preview.image}
          alt=""
          fill
          priority
          sizes="(min-width: 1024px) 56rem, 100vw"
          className="object-cover"
        />
      </div>
      <div role="status" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5">
        <p className="text-lg font-semibold text-gray-900">{message}</p>
        {guest ? <p className="mt-1 text-gray-800">{t('projectTeaserText')}</p> : null}
        <Link
          href="/subscription-plan"
          className="mt-4 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
        >
          {t('seePlans')}
        </Link>
      </div>
    </article>
  );
}
