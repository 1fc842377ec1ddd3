import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';

// An application's status as a pill, in words (never colour alone).

const LOOK: Record<string, { key: TranslationKey; className: string }> = {
  pending: { key: 'adminVerificationStatusPending', className: 'bg-amber-100 text-amber-900' },
  success: { key: 'adminVerificationStatusSuccess', className: 'bg-emerald-100 text-emerald-900' },
  failed: { key: 'adminVerificationStatusFailed', className: 'bg-red-100 text-red-900' },
};

export function VerificationStatus({ status, t }: { status: string; t: Translate }) {
  const look = LOOK[status] ?? LOOK.pending;
  if (!look) return null;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${look.className}`}
      data-testid="verification-status"
    >
      {t(look.key)}
    </span>
  );
}
