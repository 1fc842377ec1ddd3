import Link from 'next/link';
import { AGENT_VERIFICATION_PATH } from '@/components/access/access-dialog.util';
import { VerifiedIcon } from '@/components/ui/icons.component';
import type { WebSettings } from '@/lib/api-types';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The profile screen's line about agent verification (server-rendered from web-settings'
// per-user `verification_status`): the verified badge, or where the application stands with the
// way to the verification screen.

const STATE: Record<'initial' | 'pending' | 'failed', { text: TranslationKey; link: TranslationKey }> = {
  initial: { text: 'accountVerificationInitial', link: 'authActionVerify' },
  pending: { text: 'accountVerificationPending', link: 'accountVerificationView' },
  failed: { text: 'accountVerificationFailed', link: 'authActionApplyAgain' },
};

export function VerificationStatusLink({
  status,
  t,
}: {
  status: WebSettings['verification_status'];
  t: Translate;
}) {
  const box = 'flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4';
  if (status === 'success') {
    return (
      <div className={`${box} border-emerald-300 bg-emerald-50`} data-testid="profile-verification">
        <p className="inline-flex items-center gap-2 font-semibold text-emerald-900">
          <VerifiedIcon width={22} height={22} aria-hidden="true" />
          {t('accountVerificationVerified')}
        </p>
        <Link
          href={AGENT_VERIFICATION_PATH}
          prefetch={false}
          className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
        >
          {t('accountVerificationView')}
        </Link>
      </div>
    );
  }
  const state = STATE[status ?? 'initial'] ?? STATE.initial;
  return (
    <div className={`${box} border-gray-200 bg-white`} data-testid="profile-verification">
      <p className="text-gray-900">{t(state.text)}</p>
      <Link
        href={AGENT_VERIFICATION_PATH}
        prefetch={false}
        className="inline-flex min-h-11 items-center rounded-md border border-(--brand) px-4 font-semibold text-(--brand-ink) hover:bg-gray-50"
      >
        {t(state.link)}
      </Link>
    </div>
  );
}
