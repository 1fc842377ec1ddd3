import { I18nScope } from '@/components/app/i18n-scope.component';
import { QueryProvider } from '@/components/app/query-provider.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { routeDictionary } from '@/lib/i18n/i18n.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { transactionIdParam } from './payment/payment-amount.util';
import { PaymentReturn } from './payment-return.client';

/** `/payment/success` or `/payment/fail` for `?payment_transaction_id=`. */
export function paymentReturnPath(landing: 'success' | 'fail', id: string | string[] | undefined): string {
  const n = transactionIdParam(id);
  return `/payment/${landing}${n ? `?payment_transaction_id=${n}` : ''}`;
}

// The payment return pages' content (server component): the island that asks the API how the
// payment went, with the payment strings it needs.

export async function PaymentReturnSection({
  landing,
  id,
}: {
  landing: 'success' | 'fail';
  id: string | string[] | undefined;
}) {
  const { t, dictionary } = await getI18n();
  const transactionId = transactionIdParam(id);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-10 pb-16">
      {transactionId === null ? (
        <>
          <h1 className="mb-6 text-3xl font-bold tracking-tight text-gray-900">
            {landing === 'success' ? t('paymentProcessing') : t('paymentFailedTitle')}
          </h1>
          <StateNotice
            tone="error"
            title={t('paymentNotFound')}
            action={{ href: '/subscription-plan', label: t('paymentTryAgain') }}
          />
        </>
      ) : (
        <QueryProvider>
          <I18nScope strings={routeDictionary(dictionary, 'payment')}>
            <PaymentReturn transactionId={transactionId} landing={landing} />
          </I18nScope>
        </QueryProvider>
      )}
    </div>
  );
}
