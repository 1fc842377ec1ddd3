import type { AdState } from '@domus/shared/constants/advertisement-admin.constants';
import Link from 'next/link';
import { Badge, type BadgeTone } from '@/components/ui/badge.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import { AdActions } from './ad-actions.client';
import type { AdminAdvertisement } from './admin-advertisements.types';
import { adActionWords } from './ads-words';

// One advertisement: the promoted listing (thumbnail, title linking to its page), its owner, where
// it shows (list or home slider), its dates and state, and the actions its state allows.

const STATE_BADGE: Record<AdState, { tone: BadgeTone; key: TranslationKey }> = {
  pending: { tone: 'neutral', key: 'adminAdsStatePending' },
  approved_enabled: { tone: 'sell', key: 'adminAdsStateRunning' },
  approved_disabled: { tone: 'neutral', key: 'adminAdsStatePaused' },
  rejected: { tone: 'featured', key: 'adminAdsStateRejected' },
  expired: { tone: 'featured', key: 'adminAdsStateExpired' },
};

export function AdRow({
  item,
  placeholder,
  date,
  operatorName,
  t,
}: {
  item: AdminAdvertisement;
  placeholder: string | null;
  date: Intl.DateTimeFormat;
  operatorName: string;
  t: Translate;
}) {
  const title = item.listing.title ?? `#${item.listing.id ?? ''}`;
  const slug = item.listing.slug_id ? encodeURIComponent(item.listing.slug_id) : null;
  const href = slug
    ? item.for === 'project'
      ? `/project-details/${slug}`
      : `/properties-details/${slug}`
    : null;
  const badge = STATE_BADGE[item.state];
  const owner = item.owner ? (item.owner.name ?? item.owner.email ?? `#${item.owner.id}`) : operatorName;
  const [ownerBefore, ownerAfter] = t('adminModerationOwner').split('{name}');
  const day = (value: string | null) => (value ? date.format(new Date(value)) : '—');

  return (
    <li
      className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[9rem_minmax(0,1fr)_auto]"
      data-testid="ad-item"
      data-id={item.id}
    >
      <div className="relative aspect-[4/3] self-start overflow-hidden rounded-lg bg-gray-100">
        <MediaImage
          src={item.listing.image ?? placeholder}
          alt=""
          fill
          sizes="(min-width: 640px) 9rem, 5.5rem"
          className="object-cover"
        />
      </div>
      <div className="grid content-start gap-1.5">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={badge.tone}>{t(badge.key)}</Badge>
          <Badge tone="neutral">
            {t(item.for === 'project' ? 'adminAdsForProject' : 'adminAdsForProperty')}
          </Badge>
          <Badge tone="neutral">
            {t(item.type === 'slider' ? 'adminAdsTypeSlider' : 'adminAdsTypeList')}
          </Badge>
          {item.listing.is_promoted ? <Badge tone="premium">{t('adminAdsPromotedNow')}</Badge> : null}
        </div>
        <h3 className="text-lg font-semibold break-words text-gray-900">
          {href ? (
            <Link
              href={href}
              prefetch={false}
              className="underline underline-offset-2 hover:text-(--brand-ink)"
            >
              <bdi>{title}</bdi>
            </Link>
          ) : (
            <bdi>{title}</bdi>
          )}
        </h3>
        <p className="text-sm text-gray-700 [overflow-wrap:anywhere]">
          {ownerBefore}
          <bdi>{owner}</bdi>
          {ownerAfter}
          {item.owner?.email && item.owner.name ? (
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
        <p className="text-sm text-gray-700">
          {t('adminAdsDates', { start: day(item.start_date), end: day(item.end_date) })}
        </p>
        {item.reject_reason ? (
          <p className="text-sm text-red-800">
            {t('adminModerationReasonShown', { reason: item.reject_reason.reason })}
          </p>
        ) : null}
      </div>
      <div className="col-span-2 flex flex-col items-start gap-2 sm:col-span-1 sm:items-end">
        {item.actions.length > 0 ? (
          <AdActions id={item.id} actions={item.actions} words={adActionWords(t, title)} />
        ) : null}
      </div>
    </li>
  );
}
