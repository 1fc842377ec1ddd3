import { formatPrice } from '@domus/shared/utils/price-format.util';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getOperatorPermissions, operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { roleLabel } from '@/lib/i18n/role-label.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import { priceFormatOptions } from '@/lib/price-label.util';
import { getWebSettings } from '@/lib/server-api';
import { getAdminMember } from './api/get-admin-member';
import { MemberActions } from './member-actions.client';
import { VERIFICATION_KEYS } from './members-filters.component';
import { MEMBERS_PATH } from './members-params.util';

// /admin/members/{id}: one account with what it holds (listings, projects, active package, what
// it paid, verification) and, for an operator with users.manage, its writes.

const ACTION_KEYS = [
  'adminMemberDeactivate',
  'adminMemberDeactivateConfirm',
  'adminMemberActivate',
  'adminMemberWorking',
  'adminMemberResetMail',
  'adminMemberResetMailSent',
  'adminMemberDelete',
  'adminMemberDeleteConfirm',
] as const satisfies readonly TranslationKey[];

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminMembersTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

function Fact({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="rounded-lg border border-gray-200 p-3">
      <dt className="text-sm font-semibold text-gray-700">{label}</dt>
      <dd className="mt-1 text-gray-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

async function Page({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  if (!/^\d{1,12}$/.test(raw) || Number(raw) < 1) notFound();
  const id = Number(raw);
  const path = `${MEMBERS_PATH}/${id}`;
  const [{ t }, settings, result, permissions] = await Promise.all([
    getI18n(),
    getWebSettings(),
    getAdminMember(operatorReader(path), id),
    getOperatorPermissions(),
  ]);
  if (result.kind === 'error' && result.status === 404) notFound();
  const price = priceFormatOptions(settings.kind === 'success' ? settings.body.data : null);
  const back = (
    <Link href={MEMBERS_PATH} prefetch={false} className="text-(--brand-ink) underline underline-offset-2">
      {t('adminMemberBack')}
    </Link>
  );
  if (result.kind !== 'success') {
    return (
      <AdminConsole current="members" title={t('adminMembersTitle')} t={t}>
        <StateNotice
          tone="error"
          title={t('adminMembersFailed')}
          action={{ href: path, label: t('tryAgain') }}
        />
      </AdminConsole>
    );
  }
  const m = result.body.data;
  const name = m.name || `#${m.id}`;
  return (
    <AdminConsole current="members" title={name} t={t}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <p>{back}</p>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t('adminMembersEmail')} value={m.email ?? '—'} />
          <Fact label={t('adminMembersPhone')} value={<span dir="ltr">{m.mobile ?? '—'}</span>} />
          <Fact label={t('adminMembersRole')} value={roleLabel(m.role, t)} />
          <Fact
            label={t('adminMembersActive')}
            value={t(m.is_active ? 'adminMembersActiveOn' : 'adminMembersActiveOff')}
            testId="admin-member-state"
          />
          <Fact label={t('adminMembersVerification')} value={verificationLabel(t, m.verification_status)} />
          <Fact label={t('adminMembersJoined')} value={m.created_at?.slice(0, 10) ?? '—'} />
          <Fact label={t('adminMemberListings')} value={m.properties_count} />
          <Fact label={t('adminMemberProjects')} value={m.projects_count} />
          <Fact label={t('adminMemberPackage')} value={m.active_package?.name ?? t('adminMemberNoPackage')} />
          <Fact label={t('adminMemberPaid')} value={formatPrice(m.payments_total, price)} />
        </dl>
        {permissions.includes('users.manage') ? (
          <MemberActions
            id={m.id}
            name={name}
            active={m.is_active}
            canReset={m.logintype === 3 && !!m.email}
            canDelete={m.role === 'member' || m.role === 'agent'}
            words={Object.fromEntries(ACTION_KEYS.map((key) => [key, t(key)]))}
          />
        ) : null}
      </div>
    </AdminConsole>
  );
}

function verificationLabel(t: Translate, status: string): string {
  const key = VERIFICATION_KEYS[status];
  return key ? t(key) : status;
}

export const memberDetailRoute = { generateMetadata, Page };
