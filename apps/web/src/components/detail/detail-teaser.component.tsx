import Link from 'next/link';
import type { ReactNode } from 'react';
import { loginPath } from '@/components/access/login-path.util';
import { Badge } from '@/components/ui/badge.component';
import { Breadcrumbs } from '@/components/ui/breadcrumbs.component';
import { MapPinIcon } from '@/components/ui/icons.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { Translate } from '@/lib/i18n/translate.util';
import type { BreadcrumbItem } from '@/lib/seo/structured-data.util';

// The frame of a listing refused by the access check, shared by the property and
// project teasers: breadcrumbs, badges, title, place, picture, then the API's message with an
// optional hint and the way forward: for a guest, signing in (back to this page) first, and the
// plans page. What differs (badge, price, hint, image blur) is passed in by each feature.

const ACTION = 'inline-flex min-h-11 items-center rounded-md px-5 font-semibold';
const PRIMARY = 'bg-(--brand) text-(--on-brand)';
const SECONDARY = 'border border-gray-400 bg-white text-gray-900';

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
  code,
  path,
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
  /** The API's refusal code: a guest (`NOT_LOGGED_IN`) is offered to sign in first. */
  code: string;
  /** This page, where signing in returns to. */
  path: string;
  breadcrumbs: BreadcrumbItem[];
  t: Translate;
}) {
  const where = place.filter(Boolean).join(', ');
  const guest = code === 'NOT_LOGGED_IN' || code === 'TOKEN_INVALID';
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
        <div className="mt-4 flex flex-wrap gap-3">
          {guest ? (
            <Link href={loginPath(path)} prefetch={false} className={`${ACTION} ${PRIMARY}`}>
              {t('authSignIn')}
            </Link>
          ) : null}
          <Link href="/subscription-plan" className={`${ACTION} ${guest ? SECONDARY : PRIMARY}`}>
            {t('seePlans')}
          </Link>
        </div>
      </div>
    </article>
  );
}
