import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.component';
import { Breadcrumbs } from '@/components/ui/breadcrumbs.component';
import { MapPinIcon } from '@/components/ui/icons.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { Translate } from '@/lib/i18n/translate.util';
import type { BreadcrumbItem } from '@/lib/seo/structured-data.util';

// The frame of a listing refused by the access check, shared by the property and
// project teasers: breadcrumbs, badges, title, place, picture, then the API's message with an
// optional hint and the way to the plans page. What differs (badge, price, hint, image blur) is
// passed in by each feature.

export function DetailTeaser({
  testId,
  badge,
  category,
  title,
  place,
  extra,
  image,
  imageClassName,
  message,
  hint,
  breadcrumbs,
  t,
}: {
  testId: string;
  badge: ReactNode;
  category: string | null | undefined;
  title: string;
  place: (string | null | undefined)[];
  /** Shown under the place (the property's price). */
  extra?: ReactNode;
  image: string | null | undefined;
  imageClassName: string;
  message: string;
  hint: string | null;
  breadcrumbs: BreadcrumbItem[];
  t: Translate;
}) {
  const where = place.filter(Boolean).join(', ');
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-10" data-testid={testId}>
      <Breadcrumbs items={breadcrumbs} label={t('breadcrumbLabel')} />
      <div className="mt-4 flex flex-wrap gap-2">
        {badge}
        {category ? <Badge tone="neutral">{category}</Badge> : null}
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      {where ? (
        <p className="mt-2 flex items-center gap-1.5 text-gray-700">
          <MapPinIcon width={18} height={18} />
          {where}
        </p>
      ) : null}
      {extra}
      <div className="relative mt-6 aspect-[16/9] overflow-hidden rounded-xl bg-gray-200">
        <MediaImage
          src={image}
          alt=""
          fill
          priority
          sizes="(min-width: 1024px) 56rem, 100vw"
          className={imageClassName}
        />
      </div>
      <div role="status" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5">
        <p className="text-lg font-semibold text-gray-900">{message}</p>
        {hint ? <p className="mt-1 text-gray-800">{hint}</p> : null}
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
