import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import type { PaymentStatus } from './payment/payment.types';

// A transaction's status as a word with a mark and a colour (never the colour alone); each
// pairing reads at 4.5:1 or better.

const LOOK: Record<PaymentStatus, { key: TranslationKey; mark: string; tone: string }> = {
  pending: { key: 'paymentStatusPending', mark: '…', tone: 'bg-amber-100 text-amber-900' },
  success: { key: 'paymentStatusSuccess', mark: '✓', tone: 'bg-emerald-100 text-emerald-900' },
  failed: { key: 'paymentStatusFailed', mark: '✕', tone: 'bg-red-100 text-red-900' },
};

export function TransactionStatusBadge({ status, t }: { status: PaymentStatus; t: Translate }) {
  const look = LOOK[status] ?? LOOK.pending;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${look.tone}`}
      data-status={status}
    >
      <span aria-hidden="true">{look.mark}</span>
      {t(look.key)}
    </span>
  );
}
