import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import { DetailTeaser } from '@/components/detail/detail-teaser.component';
import { Badge } from '@/components/ui/badge.component';
import type { PropertyPreview } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { priceLabel } from '@/lib/price-label.util';
import type { BreadcrumbItem } from '@/lib/seo/structured-data.util';

// A premium listing refused to this visitor: the public card fields and the API's
// access message, with sign-in for a guest and the way to the plans page.

export function PropertyTeaser({
  preview,
  message,
  code,
  path,
  priceOptions,
  breadcrumbs,
  t,
}: {
  preview: PropertyPreview;
  message: string;
  code: string;
  path: string;
  priceOptions: PriceFormatOptions;
  breadcrumbs: BreadcrumbItem[];
  t: Translate;
}) {
  const price = priceLabel(preview, priceOptions, t);
  return (
    <DetailTeaser
      testId="premium-teaser"
      badge={<Badge tone="premium">{t('premium')}</Badge>}
      category={preview.category?.category}
      title={preview.title}
      place={[preview.city, preview.state, preview.country]}
      extra={
        <p className="mt-3 text-2xl font-bold text-gray-900">
          <bdi>{price.amount}</bdi>
          {price.period ? (
            <span className="ms-1 text-base font-medium text-gray-700">{price.period}</span>
          ) : null}
        </p>
      }
      image={preview.title_image}
      imageClassName="object-cover blur-[2px]"
      message={message}
      hint={t('premiumTeaserText')}
      code={code}
      path={path}
      breadcrumbs={breadcrumbs}
      t={t}
    />
  );
}
