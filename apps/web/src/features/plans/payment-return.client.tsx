'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { paymentDetailsQueryOptions } from './api/get-payment-details';
import { failPaymentTransaction } from './api/payment-transaction-fail';
import type { PaymentTransaction } from './payment/payment.types';
import { statusOf } from './payment/payment-amount.util';

// /payment/success and /payment/fail, where every gateway sends the browser back. Neither trusts
// its URL: the outcome shown is the one get_payment_details reports. Success waits (every 2 s, up
// to a minute) for the gateway's confirmation to arrive; the fail page first lowers a transaction
// still pending to failed, since the member came back without paying.

const POLL_MS = 2_000;
const POLL_LIMIT_MS = 60_000;
const LINK = 'inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold';
const PLANS = '/subscription-plan';
const MY_SUBSCRIPTIONS = '/user/subscriptions';

export function PaymentReturn({
  transactionId,
  landing,
}: {
  transactionId: number;
  landing: 'success' | 'fail';
}) {
  const { t } = useTranslation();
  const [startedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const cancel = useMutation({ mutationFn: () => failPaymentTransaction(transactionId) });
  const { data, isError } = useQuery({
    ...paymentDetailsQueryOptions(),
    refetchInterval: (query) => {
      const status = statusOf(query.state.data, transactionId);
      const waiting = landing === 'success' && (status === 'pending' || status === 'missing');
      return waiting && Date.now() - startedAt < POLL_LIMIT_MS ? POLL_MS : false;
    },
  });
  const status = statusOf(data, transactionId);
  const transaction = data?.find((tx) => tx.id === transactionId) ?? null;

  useEffect(() => {
    if (landing !== 'success') return;
    const timer = window.setTimeout(() => setGaveUp(true), POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [landing]);

  const { mutate, status: cancelState } = cancel;
  useEffect(() => {
    if (landing === 'fail' && status === 'pending' && cancelState === 'idle') mutate();
  }, [landing, status, cancelState, mutate]);

  if (status === 'success') return <Succeeded transaction={transaction} />;
  const cancelled = cancel.data?.kind === 'success';
  if (status === 'failed' || cancelled) return <Failed cancelled={cancelled} />;
  if (landing === 'fail' && data && status === 'missing') return <Failed cancelled={false} notFound />;
  if (landing === 'success' && (gaveUp || (isError && !data))) {
    return (
      <Outcome title={t('paymentProcessing')} text={t('paymentStillProcessing')}>
        <Link href="/user/transaction-history" className={`${LINK} bg-(--brand) text-(--on-brand)`}>
          {t('transactionsTitle')}
        </Link>
      </Outcome>
    );
  }
  return (
    <div role="status" aria-live="polite" data-testid="payment-processing">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('paymentProcessing')}</h1>
    </div>
  );
}

function Outcome({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-6"
    >
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      <p className="text-gray-800">{text}</p>
      <div className="flex flex-wrap gap-3">{children}</div>
    </div>
  );
}

function Succeeded({ transaction }: { transaction: PaymentTransaction | null }) {
  const { t } = useTranslation();
  return (
    <Outcome
      title={t('paymentSuccessTitle')}
      text={t('paymentSuccessText', { name: transaction?.package?.name ?? '' })}
    >
      <Link href={MY_SUBSCRIPTIONS} className={`${LINK} bg-(--brand) text-(--on-brand)`}>
        {t('paymentMySubscriptions')}
      </Link>
      <Link href="/" className={`${LINK} border border-gray-400 text-gray-900`}>
        {t('paymentBackHome')}
      </Link>
    </Outcome>
  );
}

function Failed({ cancelled, notFound = false }: { cancelled: boolean; notFound?: boolean }) {
  const { t } = useTranslation();
  const text = notFound ? t('paymentNotFound') : cancelled ? t('paymentCanceled') : t('paymentFailedText');
  return (
    <Outcome title={t('paymentFailedTitle')} text={text}>
      <Link href={PLANS} className={`${LINK} bg-(--brand) text-(--on-brand)`}>
        {t('paymentTryAgain')}
      </Link>
      <Link href="/" className={`${LINK} border border-gray-400 text-gray-900`}>
        {t('paymentBackHome')}
      </Link>
    </Outcome>
  );
}
