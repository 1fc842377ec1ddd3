import { formatPrice, type PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import type { PropertyType, RentDuration, WebSettings } from './api-types';
import type { Translate, TranslationKey } from './i18n/translate.util';

// The price line of a listing card: the shared formatter with the site's currency and
// abbreviation switch, plus the rent period for rentals.

export function priceFormatOptions(settings: WebSettings | null | undefined): PriceFormatOptions {
  return {
    currencySymbol: settings?.currency_symbol ?? settings?.selected_currency_data?.symbol ?? '',
    currencyCode: settings?.selected_currency_data?.code ?? '',
    abbreviate: settings?.number_with_suffix === '1',
  };
}

const PERIOD_KEYS: Record<RentDuration, TranslationKey> = {
  Daily: 'perDay',
  Monthly: 'perMonth',
  Quarterly: 'perQuarter',
  Yearly: 'perYear',
};

function periodKeyOf(duration: string | null): TranslationKey | undefined {
  if (!duration) return undefined;
  const match = (Object.keys(PERIOD_KEYS) as RentDuration[]).find(
    (d) => d.toLowerCase() === duration.trim().toLowerCase(),
  );
  return match ? PERIOD_KEYS[match] : undefined;
}

export interface PriceLabel {
  amount: string;
  /** `/ month`, only for rentals with a known period. */
  period: string | null;
  /** Amount and period together, for one accessible string. */
  text: string;
}

export function priceLabel(
  listing: { price: number | null; property_type: PropertyType; rentduration: string | null },
  options: PriceFormatOptions,
  t: Translate,
): PriceLabel {
  const amount = formatPrice(listing.price, options);
  const isRental = listing.property_type === 'rent' || listing.property_type === 'rented';
  const periodKey = isRental ? periodKeyOf(listing.rentduration) : undefined;
  const period = periodKey ? t(periodKey) : null;
  return { amount, period, text: period ? `${amount} ${period}` : amount };
}
