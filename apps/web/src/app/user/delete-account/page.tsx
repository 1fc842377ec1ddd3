import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { AccountPage } from '@/features/account/account-page.component';
import { DeleteAccountForm } from '@/features/account/delete-account-form.client';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { TranslationKey } from '@/lib/i18n/translate.util';

export const dynamic = 'force-dynamic';

// What delete_user removes (apps/api/src/modules/accounts/account-deletion.service.ts).
const DELETED: TranslationKey[] = [
  'accountDeleteItemProfile',
  'accountDeleteItemSessions',
  'accountDeleteItemListings',
  'accountDeleteItemActivity',
  'accountDeleteItemVerification',
  'accountDeleteItemChat',
];

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('accountDeleteTitle'), robots: { index: false, follow: false } };
}

export default async function DeleteAccountPage() {
  await requireMember('/user/delete-account');
  const { t } = await getI18n();
  return (
    <AccountPage current="delete" title={t('accountDeleteTitle')} t={t}>
      <section aria-labelledby="delete-what" className="rounded-xl border border-red-200 bg-white p-6">
        <h2 id="delete-what" className="text-xl font-bold text-gray-900">
          {t('accountDeleteWhat')}
        </h2>
        <ul className="mt-3 list-disc space-y-1 ps-6 text-gray-800">
          {DELETED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="mt-4 text-gray-800">{t('accountDeleteKept')}</p>
        <p className="mt-2 font-semibold text-red-800">{t('accountDeleteIrreversible')}</p>
        <div className="mt-6">
          <DeleteAccountForm />
        </div>
      </section>
    </AccountPage>
  );
}
