import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AccountCreateForm } from '@/components/admin/account-create-form.client';
import { accountCreateWords } from '@/components/admin/account-create-words';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { MEMBERS_PATH } from './members-params.util';

// /admin/members/new: a member account made by an operator, then its page. The API is asked once
// first: that read is the operator check (a member meets the 404 page, a guest the sign-in page).

const PATH = `${MEMBERS_PATH}/new`;

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminMemberNew')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page() {
  const [{ t }, check] = await Promise.all([
    getI18n(),
    operatorReader(PATH)<unknown[]>('admin/members', { limit: 1 }),
  ]);
  const words = accountCreateWords(t);
  return (
    <AdminConsole current="members" title={t('adminMemberNew')} intro={t('adminMemberNewIntro')} t={t}>
      <p className="mb-6">
        <Link
          href={MEMBERS_PATH}
          prefetch={false}
          className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
        >
          {t('adminMembersBack')}
        </Link>
      </p>
      {check.kind !== 'success' ? (
        <StateNotice
          tone="error"
          title={t('adminMembersFailed')}
          action={{ href: PATH, label: t('tryAgain') }}
        />
      ) : (
        <AccountCreateForm kind="member" words={words} done={`${MEMBERS_PATH}/{id}`} />
      )}
    </AdminConsole>
  );
}

export const memberNewRoute = { generateMetadata, Page };
