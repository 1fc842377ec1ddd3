import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge.component';
import { Breadcrumbs } from '@/components/ui/breadcrumbs.component';
import { MapPinIcon } from '@/components/ui/icons.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { PropertyPreview } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { priceLabel } from '@/lib/price-label.util';
import type { BreadcrumbItem } from '@/lib/seo/structured-data.util';

// A premium listing refused to this visitor (contract §4.7): the public card fields and the API's
// message (spec §8 access text), with the way to the plans page.

export function PropertyTeaser({
  preview,
  message,
  priceOptions,
  breadcrumbs,
  t,
}: {
  preview: PropertyPreview;
  message: string;
  priceOptions: PriceFormatOptions;
  breadcrumbs: BreadcrumbItem[];
  t: Translate;
}) {
  const price = priceLabel(preview, priceOptions, t);
  const place = [preview.city, preview.state, preview.country].filter(Boolean).join(', ');
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-10" data-testid="premium-teaser">
      <Breadcrumbs items={breadcrumbs} label={t('breadcrumbLabel')} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Badge tone="premium">{t('premium')}</Badge>
        {preview.category ? <Badge tone="neutral">{preview.category.category}</Badge> : null}
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-gray-900">{preview.title}</h1>
      {place ? (
        <p className="mt-2 flex items-center gap-1.5 text-gray-700">
          <MapPinIcon width={18} height={18} />
          {place}
        </p>
      ) : null}
      <p className="mt-3 text-2xl font-bold text-gray-900">
        <bdi>{price.amount}</bdi>
        {price.period ? (
          <span className="ms-1 text-base font-medium text-gray-700">{price.period}</span>
        ) : null}
      </p>
      <div className="relative mt-6 aspect-[16/9] overflow-hidden rounded-xl bg-gray-200">
        <MediaImage
          src={preview.title_image}
          alt=""
          fill
          priority
          sizes="(min-width: 1024px) 56rem, 100vw"
          className="object-cover blur-[2px]"
        />
      </div>
      <div role="status" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5">
        <p className="text-lg font-semibold text-gray-900">{message}</p>
        <p className="mt-1 text-gray-800">{t('premiumTeaserText')}</p>
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
