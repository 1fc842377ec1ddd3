'use client';

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ApiReadError } from '@/lib/api-read';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { paymentSettingsQueryOptions } from './api/get-payment-settings';
import type { PaymentGateway } from './payment/payment.types';
import { enabledGateways } from './payment/payment-gateway.util';
import type { PackageItem } from './plans.types';

// A paid plan's Buy button. The payment settings are read on the click (the operator may have
// switched a gateway off since the page was served); the dialog's code loads only then, so the
// plans page carries no payment code until someone buys.

const BuyDialog = lazy(() => import('./buy-dialog.client').then((m) => ({ default: m.BuyDialog })));

type BuyState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'notice'; message: string }
  | {
      kind: 'choose';
      gateways: Array<{ id: PaymentGateway; label: TranslationKey }>;
      stripeKey: string | null;
    };

export function BuyPlan({
  plan,
  priceLabel,
  describedBy,
}: {
  plan: PackageItem;
  priceLabel: string;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<BuyState>({ kind: 'idle' });

  async function onBuy() {
    setState({ kind: 'loading' });
    try {
      const settings = await queryClient.fetchQuery(paymentSettingsQueryOptions());
      const gateways = enabledGateways(settings);
      setState(
        gateways.length === 0
          ? { kind: 'notice', message: t('paymentNoMethod') }
          : { kind: 'choose', gateways, stripeKey: settings.stripe_publishable_key },
      );
    } catch (error) {
      const message =
        error instanceof ApiReadError && error.result.kind === 'error' && error.result.body.message
          ? error.result.body.message
          : t('paymentSettingsFailed');
      setState({ kind: 'notice', message });
    }
  }

  return (
    <div className="grid gap-2">
      <button
        type="button"
        onClick={() => void onBuy()}
        disabled={state.kind === 'loading'}
        aria-describedby={describedBy}
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) disabled:opacity-70"
      >
        {t('paymentBuy')}
      </button>
      {state.kind === 'notice' ? (
        <p role="alert" className="text-sm font-medium text-red-800" data-testid="payment-notice">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'choose' ? (
        <Suspense fallback={null}>
          <BuyDialog
            plan={plan}
            priceLabel={priceLabel}
            gateways={state.gateways}
            stripeKey={state.stripeKey}
            onClose={() => setState({ kind: 'idle' })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
