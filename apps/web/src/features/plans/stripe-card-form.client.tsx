'use client';

import type { StripeElementLocale, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { API_BROWSER_BASE } from '@/lib/config';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { failPaymentTransaction } from './api/payment-transaction-fail';
import type { PaymentNext } from './payment/payment.types';
import { stripeReturnUrl } from './payment/payment-gateway.util';

// Live Stripe's card step inside the buy dialog: Stripe's Payment Element (an iframe served by
// Stripe, so card numbers never touch Domus) mounted for the PaymentIntent the API opened. Stripe.js
// is fetched from js.stripe.com only now, on this step; confirming sends the browser through 3-D
// Secure when the bank asks and then back to the API's payment return, and the subscription comes
// from Stripe's signed webhook, never from this page.

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

type CardStep = Extract<PaymentNext, { kind: 'card' }>;

/** Stripe.js's languages among ours; anything else lets Stripe follow the browser. */
function stripeLocale(code: string): StripeElementLocale {
  return code === 'fr' || code === 'ar' || code === 'en' ? code : 'auto';
}

export function StripeCardForm({
  step,
  payLabel,
  onClose,
}: {
  step: CardStep;
  payLabel: string;
  onClose: () => void;
}) {
  const { t, code } = useTranslation();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{
    confirm: (elements: StripeElements, returnUrl: string) => Promise<string | null>;
    elements: StripeElements;
  } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let element: StripePaymentElement | null = null;
    const giveUp = () => {
      if (cancelled) return;
      setBroken(true);
      // Nothing can be paid on this transaction any more: close it rather than leave it pending.
      void failPaymentTransaction(step.transactionId);
    };
    (async () => {
      try {
        // The pure entry: Stripe.js is fetched when loadStripe runs, not when this module loads.
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        const stripe = await loadStripe(step.publishableKey, { locale: stripeLocale(code) });
        if (cancelled) return;
        if (!stripe || !mountRef.current) return giveUp();
        const elements = stripe.elements({ clientSecret: step.clientSecret });
        element = elements.create('payment');
        element.on('ready', () => setReady(true));
        element.on('loaderror', giveUp);
        element.mount(mountRef.current);
        stripeRef.current = {
          elements,
          // Resolves only when the payment could not even start (a declined card, a missing
          // field); otherwise the browser is already on its way to the return URL.
          confirm: async (els, returnUrl) => {
            const result = await stripe.confirmPayment({
              elements: els,
              confirmParams: { return_url: returnUrl },
            });
            return result.error?.message ?? null;
          },
        };
      } catch {
        giveUp();
      }
    })();
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [step, code]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const stripe = stripeRef.current;
    if (!stripe || busy) return;
    setBusy(true);
    setError(null);
    const message = await stripe.confirm(
      stripe.elements,
      stripeReturnUrl(API_BROWSER_BASE, step.transactionId, window.location.href),
    );
    // Still here: Stripe refused at once and said why in the visitor's language.
    setError(message ?? t('paymentFailedTitle'));
    setBusy(false);
  }

  if (broken) {
    return (
      <div className="mt-4 grid gap-4">
        <p role="alert" className="text-gray-800">
          {t('paymentCardUnavailable')}
        </p>
        <div className="flex justify-end">
          <button type="button" onClick={onClose} className={`${BUTTON} border border-gray-400`}>
            {t('paymentClose')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4" noValidate>
      {/* Stripe renders its own labelled fields inside; the busy state tells screen readers it loads. */}
      <div ref={mountRef} aria-busy={!ready} className="min-h-24" data-testid="stripe-payment-element" />
      {!ready ? <p className="text-sm text-gray-700">{t('paymentCardLoading')}</p> : null}
      {error ? (
        <p role="alert" className="font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className={`${BUTTON} border border-gray-400`}>
          {t('paymentCancel')}
        </button>
        <button
          type="submit"
          disabled={!ready || busy}
          className={`${BUTTON} bg-(--brand) text-(--on-brand) disabled:opacity-70`}
        >
          {busy ? t('paymentProcessing') : payLabel}
        </button>
      </div>
    </form>
  );
}
