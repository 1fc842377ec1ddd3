import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { priceLabel } from '@/lib/price-label.util';
import type { ModerationKind, ModerationPreview, ProjectPreview, PropertyPreview } from './moderation.types';
import { ModerationActions } from './moderation-actions.client';
import { moderationWords } from './moderation-words';

// One listing in the moderation list: what an operator judges at a glance (photo, title, category,
// price or project type, place, owner, when it was submitted), a link to the listing's own page
// (operators may open it in any state) and the decisions.

const STATE_BADGE = {
  pending: { tone: 'neutral', key: 'adminModerationStatusPending' },
  approved: { tone: 'sell', key: 'adminModerationStatusApproved' },
  rejected: { tone: 'featured', key: 'adminModerationStatusRejected' },
} as const;

const isProperty = (kind: ModerationKind, item: ModerationPreview): item is PropertyPreview =>
  kind === 'properties' && 'price' in item;

export function ModerationRow({
  kind,
  item,
  priceOptions,
  placeholder,
  date,
  t,
}: {
  kind: ModerationKind;
  item: ModerationPreview;
  priceOptions: PriceFormatOptions;
  placeholder: string | null;
  date: Intl.DateTimeFormat;
  t: Translate;
}) {
  const property = isProperty(kind, item) ? item : null;
  const image = property ? property.title_image : (item as ProjectPreview).image;
  const href = property
    ? `/properties-details/${encodeURIComponent(item.slug_id)}`
    : `/project-details/${encodeURIComponent(item.slug_id)}`;
  const price = property ? priceLabel(property, priceOptions, t) : null;
  const type = property
    ? null
    : t((item as ProjectPreview).type === 'upcoming' ? 'upcoming' : 'underConstruction');
  const badge = STATE_BADGE[item.request_status] ?? STATE_BADGE.pending;
  const submitted = item.created_at ? date.format(new Date(item.created_at)) : null;
  const owner = item.owner.name ?? item.owner.email ?? `#${item.owner.id}`;
  // The name keeps its own direction inside the sentence (a Latin name in Arabic).
  const [ownerBefore, ownerAfter] = t('adminModerationOwner').split('{name}');

  return (
    <li
      className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[9rem_minmax(0,1fr)_auto]"
      data-testid="moderation-item"
    >
      <div className="relative aspect-[4/3] self-start overflow-hidden rounded-lg bg-gray-100">
        <MediaImage
          src={image ?? placeholder}
          alt=""
          fill
          sizes="(min-width: 640px) 9rem, 5.5rem"
          className="object-cover"
        />
      </div>
      <div className="grid content-start gap-1.5">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={badge.tone}>{t(badge.key)}</Badge>
          <Badge tone="neutral">{item.category.category}</Badge>
          {item.status === 0 ? <Badge tone="neutral">{t('myPropertiesInactiveBadge')}</Badge> : null}
        </div>
        <h3 className="text-lg font-semibold break-words text-gray-900">
          <bdi>{item.title}</bdi>
        </h3>
        <p className="text-gray-900">
          {price ? (
            <>
              <bdi>{price.amount}</bdi> {price.period ?? ''}
            </>
          ) : (
            type
          )}
        </p>
        <p className="text-sm text-gray-700">
          {[item.city, item.state, item.country].filter(Boolean).join(', ')}
        </p>
        <p className="text-sm text-gray-700 [overflow-wrap:anywhere]">
          {ownerBefore}
          <bdi>{owner}</bdi>
          {ownerAfter}
          {item.owner.email && item.owner.name ? (
            <>
              {' · '}
              <a
                href={`mailto:${item.owner.email}`}
                className="text-(--brand-ink) underline underline-offset-2"
              >
                {item.owner.email}
              </a>
            </>
          ) : null}
        </p>
        {submitted ? (
          <p className="text-sm text-gray-700">{t('adminModerationSubmitted', { date: submitted })}</p>
        ) : null}
        {item.reject_reason ? (
          <p className="text-sm text-red-800">
            {t('adminModerationReasonShown', { reason: item.reject_reason.reason })}
          </p>
        ) : null}
      </div>
      <div className="col-span-2 flex flex-col items-start gap-2 sm:col-span-1 sm:items-end">
        <Link
          href={href}
          prefetch={false}
          aria-label={t('adminModerationViewTitled', { title: item.title })}
          className="inline-flex min-h-11 items-center font-semibold text-(--brand-ink) underline underline-offset-2"
        >
          {t('adminModerationView')}
        </Link>
        <ModerationActions
          kind={kind}
          id={item.id}
          state={item.request_status}
          words={moderationWords(t, item.title)}
        />
      </div>
    </li>
  );
}
