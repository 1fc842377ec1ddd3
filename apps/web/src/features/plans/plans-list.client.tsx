'use client';

import { formatPrice, type PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { showAccessFailure } from '@/components/access/access-dialog.store';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { durationLabel, featureLabel, usageLabel } from '@/lib/plan-format.util';
import { packagesQueryOptions } from './api/get-package';
import { BuyPlan } from './buy-plan.client';
import type { ActivePackage, PackageItem } from './plans.types';

// The plans (get-package): my active plans with what is left of each, then the plans on sale.
// A free plan is activated here (assign_package); a paid one is bought through the payment dialog
// (buy-plan.client.tsx). After an activation the list is read again: the plan moves from the offer
// to mine; a bought plan comes back activated through the payment return pages.

const CARD = 'flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6';

export function PlansList({ price, signedIn }: { price: PriceFormatOptions; signedIn: boolean }) {
  const { t, code } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isFetching } = useQuery(packagesQueryOptions());
  const [busy, setBusy] = useState<number | null>(null);
  const [activated, setActivated] = useState<string | null>(null);
  const available = data?.available ?? [];
  const active = data?.active ?? [];
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' });

  async function activate(plan: PackageItem) {
    setBusy(plan.id);
    const { callApi } = await import('@/lib/api-answer.util');
    await callApi<ActivePackage>(
      { call: 'assign_package', method: 'POST', body: { package_id: plan.id } },
      {
        onSuccess: () => {
          setActivated(t('plansActivated'));
          void queryClient.invalidateQueries({ queryKey: packagesQueryOptions().queryKey });
        },
        onError: (failure) => {
          showAccessFailure(failure);
        },
      },
    );
    setBusy(null);
  }

  return (
    <div className="grid gap-10" aria-busy={isFetching || busy !== null}>
      <p role="status" className="sr-only">
        {activated ?? ''}
      </p>
      {active.length > 0 ? (
        <section aria-labelledby="my-plans">
          <h2 id="my-plans" className="text-2xl font-bold text-gray-900">
            {t('plansMyTitle')}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="my-plans">
            {active.map((plan) => (
              <li key={plan.user_package_id} className={CARD} data-testid="my-plan">
                <h3 className="text-xl font-semibold text-gray-900">{plan.name}</h3>
                <p className="text-gray-700">
                  {plan.end_date
                    ? t('plansEnds', { date: date.format(new Date(plan.end_date)) })
                    : t('plansNoEnd')}
                </p>
                <ul className="grid gap-2 text-gray-800">
                  {plan.features.map((feature) => {
                    const usage = usageLabel(feature, t);
                    return (
                      <li key={feature.id}>
                        {featureLabel(feature, t)}
                        {usage ? <span className="block text-sm text-gray-600">{usage}</span> : null}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link
              href="/user/subscriptions"
              prefetch={false}
              className="font-semibold text-(--brand-ink) underline underline-offset-2"
            >
              {t('plansSeeMySubscriptions')}
            </Link>
          </p>
        </section>
      ) : null}
      <section aria-labelledby="available-plans">
        <h2 id="available-plans" className="text-2xl font-bold text-gray-900">
          {t('plansAvailableTitle')}
        </h2>
        {available.length === 0 ? (
          <p className="mt-4 text-gray-700">{t('plansNoneOnSale')}</p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="available-plans">
            {available.map((plan) => (
              <li key={plan.id} className={CARD} data-testid="plan">
                <div>
                  <h3 id={`plan-${plan.id}`} className="text-xl font-semibold text-gray-900">
                    {plan.name}
                  </h3>
                  <p className="mt-2 text-3xl font-bold text-gray-900">
                    {plan.package_type === 'free' ? t('plansFree') : formatPrice(plan.price, price)}
                  </p>
                  <p className="mt-1 text-gray-700">
                    {t('plansDurationLabel')}: {durationLabel(plan.duration, t)}
                  </p>
                </div>
                <ul className="grid flex-1 content-start gap-2 text-gray-800">
                  {plan.features.map((feature) => (
                    <li key={feature.id}>{featureLabel(feature, t)}</li>
                  ))}
                </ul>
                {plan.package_type !== 'free' ? (
                  signedIn ? (
                    <BuyPlan
                      plan={plan}
                      priceLabel={formatPrice(plan.price, price)}
                      describedBy={`plan-${plan.id}`}
                    />
                  ) : (
                    <Link
                      href="/login?return_to=/subscription-plan"
                      className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
                    >
                      {t('paymentSignInToBuy')}
                    </Link>
                  )
                ) : signedIn ? (
                  <button
                    type="button"
                    onClick={() => void activate(plan)}
                    disabled={busy !== null}
                    className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) disabled:opacity-70"
                  >
                    {busy === plan.id ? t('plansActivating') : t('plansActivate')}
                  </button>
                ) : (
                  <Link
                    href="/login?return_to=/subscription-plan"
                    className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
                  >
                    {t('plansSignInToActivate')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
