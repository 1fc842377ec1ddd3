import { Badge, type BadgeTone } from '@/components/ui/badge.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { adStatus, adStatusLabel } from './ad-duration.util';
import type { OwnerAdvertisement } from './advertisement.types';

const TONE: Record<number, BadgeTone> = { 0: 'sell', 1: 'premium', 2: 'neutral', 3: 'neutral' };

/** The status badge of an advertisement (0 Approved, 1 Pending, 2 Rejected, 3 Expired). */
export function AdStatusBadge({ ad, now, t }: { ad: OwnerAdvertisement; now: Date; t: Translate }) {
  const status = adStatus(ad, now);
  return <Badge tone={TONE[status] ?? 'neutral'}>{adStatusLabel(status, t)}</Badge>;
}

/**
 * A listing's latest advertisement on the owner's rows and pages: placement, status, end date.
 * Server-rendered (the owner's pages are), so the dates follow the page's language.
 */
export function AdState({
  ad,
  t,
  locale,
  now = new Date(),
}: {
  ad: OwnerAdvertisement | null | undefined;
  t: Translate;
  locale: string;
  now?: Date;
}) {
  if (!ad) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800" data-testid="ad-state">
      <span className="font-semibold">
        {t('featuringAdOn', { placement: t(ad.type === 'slider' ? 'featuringSlider' : 'featuringList') })}
      </span>
      <AdStatusBadge ad={ad} now={now} t={t} />
      <span>{t('featuringEnds', { date: date.format(new Date(ad.end_date)) })}</span>
    </p>
  );
}
