'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { failPaymentTransaction } from './api/payment-transaction-fail';
import { startPayment } from './api/start-payment';
import { IpayWait } from './ipay-wait.client';
import type { PaymentGateway, PaymentNext } from './payment/payment.types';
import { nextStep } from './payment/payment-gateway.util';
import type { PackageItem } from './plans.types';
import { StripeCardForm } from './stripe-card-form.client';

// The payment method chooser: a native modal <dialog> (the page behind is inert, Esc closes,
// focus goes back to the Buy button). Paying starts the gateway's call and sends the browser to
// its page (the built-in sandbox's in the embedded default); iPay instead waits for the phone, and
// live Stripe takes the card here, in Stripe's own form.

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

export function BuyDialog({
  plan,
  priceLabel,
  gateways,
  stripeKey = null,
  onClose,
}: {
  plan: PackageItem;
  priceLabel: string;
  gateways: Array<{ id: PaymentGateway; label: TranslationKey }>;
  /** The operator's Stripe publishable key (payment settings), for the live card form. */
  stripeKey?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const phoneId = useId();
  const phoneHintId = useId();
  const phoneErrorId = useId();
  const [gateway, setGateway] = useState<PaymentGateway>(gateways[0]?.id ?? 'stripe');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [step, setStep] = useState<PaymentNext | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('input:checked, input, button')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setPhoneError(null);
    const result = await startPayment(gateway, plan, phone.trim());
    const failure = failureOf(result);
    if (result.kind !== 'success' || failure) {
      const message = failure?.message ?? t('errorMessage');
      if (gateway === 'ipay' && failure?.status === 400) setPhoneError(message);
      else setError(message);
      setBusy(false);
      return;
    }
    const next = nextStep(gateway, result.body.data.payment_transaction_id, result.body.data, stripeKey);
    if (next.kind === 'redirect') {
      // Stays busy: the page is leaving for the gateway's.
      window.location.assign(next.url);
      return;
    }
    if (next.kind === 'card-unavailable') {
      // No card form yet: the transaction just opened would otherwise stay pending for a day.
      void failPaymentTransaction(next.transactionId);
    }
    setStep(next);
    setBusy(false);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50"
      data-testid="payment-dialog"
    >
      <div className="p-6 text-start">
        <h2 id={titleId} className="text-xl font-bold">
          {t('paymentDialogTitle', { name: plan.name })}
        </h2>
        {step?.kind === 'phone' ? (
          <IpayWait step={step} onClose={onClose} />
        ) : step?.kind === 'card' ? (
          <StripeCardForm step={step} payLabel={t('paymentPay', { amount: priceLabel })} onClose={onClose} />
        ) : step?.kind === 'card-unavailable' ? (
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
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4" noValidate>
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-semibold">{t('paymentMethod')}</legend>
              {gateways.map((g) => (
                <label
                  key={g.id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-gray-300 px-3 has-checked:border-(--brand)"
                >
                  <input
                    type="radio"
                    name="gateway"
                    value={g.id}
                    checked={gateway === g.id}
                    onChange={() => setGateway(g.id)}
                    className="size-4"
                  />
                  {t(g.label)}
                </label>
              ))}
            </fieldset>
            {gateway === 'ipay' ? (
              <div className="grid gap-1">
                <label htmlFor={phoneId} className="font-semibold">
                  {t('paymentPhoneLabel')}
                </label>
                <p id={phoneHintId} className="text-sm text-gray-700">
                  {t('paymentPhoneHint')}
                </p>
                <input
                  id={phoneId}
                  type="tel"
                  autoComplete="tel"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                  aria-invalid={phoneError ? true : undefined}
                  aria-describedby={phoneError ? `${phoneHintId} ${phoneErrorId}` : phoneHintId}
                  className="min-h-11 rounded-md border border-gray-400 px-3"
                />
                {phoneError ? (
                  <p id={phoneErrorId} className="text-sm font-medium text-red-800">
                    {phoneError}
                  </p>
                ) : null}
              </div>
            ) : null}
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
                disabled={busy}
                className={`${BUTTON} bg-(--brand) text-(--on-brand) disabled:opacity-70`}
              >
                {busy ? t('paymentStarting') : t('paymentPay', { amount: priceLabel })}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
