import { formatPrice, type PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import Link from 'next/link';
import type { Translate } from '@/lib/i18n/translate.util';
import { mortgageEstimate } from '../property-detail.util';

// A sale listing's monthly payment at stated default assumptions, with a way to the calculator.

export function MortgageEstimateCard({
  price,
  priceOptions,
  t,
}: {
  price: number | null;
  priceOptions: PriceFormatOptions;
  t: Translate;
}) {
  const estimate = mortgageEstimate(price);
  if (!estimate) return null;
  // The monthly figure is shown in full: an abbreviated "1.2K" says too little for a payment.
  const monthly = formatPrice(estimate.monthly, { ...priceOptions, abbreviate: false });
  return (
    <section
      aria-labelledby="mortgage-heading"
      className="rounded-xl border border-gray-200 bg-white p-5"
      data-testid="mortgage"
    >
      <h2 id="mortgage-heading" className="text-lg font-bold text-gray-900">
        {t('mortgageTitle')}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{t('mortgageMonthly')}</p>
      <p className="text-2xl font-bold text-gray-900">
        <bdi>{monthly}</bdi>
        <span className="ms-1 text-base font-medium text-gray-700">{t('perMonth')}</span>
      </p>
      <p className="mt-2 text-sm text-gray-700">
        {t('mortgageAssumptions', {
          down: estimate.downPaymentPercent,
          rate: estimate.interestRate,
          years: estimate.loanTermYears,
        })}
      </p>
      <Link
        href={estimate.calculatorHref}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-(--brand-ink) underline underline-offset-2"
      >
        {t('mortgageCalculatorLink')}
      </Link>
    </section>
  );
}
