import type { ListingHistoryEntry } from '@/lib/api-types';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The owner's story of a listing: every price change and every step of its state (review, on/off,
// sold or rented), oldest first, as get-added-properties records them.

const STATE_LABELS: Record<string, TranslationKey> = {
  sell: 'forSale',
  rent: 'forRent',
  sold: 'sold',
  rented: 'rented',
  pending: 'myPropertiesPendingBadge',
  approved: 'myPropertiesApprovedBadge',
  rejected: 'myPropertiesRejectedBadge',
  '0': 'myPropertiesInactiveBadge',
  '1': 'historySwitchedOn',
};

export function historyLine(
  entry: ListingHistoryEntry,
  t: Translate,
  formatPrice: (value: number) => string,
): string {
  if (entry.field === 'price') {
    const from = typeof entry.old_value === 'number' ? formatPrice(entry.old_value) : '–';
    return t('historyPrice', { from, to: formatPrice(Number(entry.new_value)) });
  }
  const label = (value: unknown) => {
    const key = STATE_LABELS[String(value)];
    return key ? t(key) : String(value ?? '–');
  };
  return t('historyState', { from: label(entry.old_value), to: label(entry.new_value) });
}

export function ListingHistory({
  history,
  t,
  locale,
  formatPrice,
}: {
  history: ListingHistoryEntry[];
  t: Translate;
  locale: string;
  formatPrice: (value: number) => string;
}) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-2xl font-bold text-gray-900">
        {t('historyTitle')}
      </h2>
      {history.length === 0 ? (
        <p className="mt-3 text-gray-700">{t('historyNone')}</p>
      ) : (
        <ol className="mt-4 space-y-2 border-s-2 border-gray-200 ps-4" data-testid="listing-history">
          {history.map((entry) => (
            <li key={entry.id} className="text-gray-800">
              <span className="me-2 text-sm text-gray-600">
                {entry.created_at ? date.format(new Date(entry.created_at)) : ''}
              </span>
              {historyLine(entry, t, formatPrice)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
