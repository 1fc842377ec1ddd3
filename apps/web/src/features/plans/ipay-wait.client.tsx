'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { paymentDetailsQueryOptions } from './api/get-payment-details';
import type { PaymentNext } from './payment/payment.types';
import { statusOf } from './payment/payment-amount.util';
import { formatCountdown, secondsLeft } from './payment/payment-gateway.util';

// iPay's wait: the prompt is on the member's phone for three minutes and only the gateway's
// signed callback settles it, so the page polls the transaction list every 5 s and, once it has
// an outcome, goes to the same return pages a redirecting gateway would.

const POLL_MS = 5_000;

export function IpayWait({
  step,
  onClose,
}: {
  step: Extract<PaymentNext, { kind: 'phone' }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsLeft(step.expiresAt, Date.now()));
  const open = left > 0;
  const { data } = useQuery({ ...paymentDetailsQueryOptions(), refetchInterval: open ? POLL_MS : false });
  const status = statusOf(data, step.transactionId);

  useEffect(() => {
    const timer = window.setInterval(() => setLeft(secondsLeft(step.expiresAt, Date.now())), 1_000);
    return () => window.clearInterval(timer);
  }, [step.expiresAt]);

  useEffect(() => {
    if (status === 'success' || status === 'failed') {
      const page = status === 'success' ? 'success' : 'fail';
      window.location.assign(`/payment/${page}?payment_transaction_id=${step.transactionId}`);
    }
  }, [status, step.transactionId]);

  return (
    <div className="mt-4 grid gap-3" data-testid="ipay-wait">
      <p role="status" className="font-semibold">
        {open ? t('paymentApproveOnPhone') : t('paymentPromptExpired')}
      </p>
      {step.phone ? <p className="text-gray-800">{t('paymentPromptSentTo', { phone: step.phone })}</p> : null}
      {/* The clock itself is not live: a reading every second would drown a screen reader. */}
      <p className="text-2xl font-bold tabular-nums" aria-hidden={!open}>
        {t('paymentTimeLeft', { time: formatCountdown(left) })}
      </p>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-gray-400 px-5 font-semibold"
        >
          {t('paymentClose')}
        </button>
      </div>
    </div>
  );
}
