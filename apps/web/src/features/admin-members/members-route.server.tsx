import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { RawQuery } from '@/lib/url-query.util';
import { ADMIN_MEMBERS_PAGE_SIZE, getAdminMembers } from './api/get-admin-members';
import { MembersFilters } from './members-filters.component';
import { MEMBERS_PATH, memberFilters, membersHref, parseMembersParams } from './members-params.util';
import { MembersTable } from './members-table.component';

// /admin/members: every account, searchable by name, email or phone and filtered by state, kind
// and verification, newest first, each leading to its page. Read on the server with the
// operator's session; a member (or staff without users.read) meets the 404 page.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminMembersTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const params = parseMembersParams(await searchParams);
  const path = membersHref(params);
  const [{ t }, result] = await Promise.all([
    getI18n(),
    getAdminMembers(operatorReader(path), memberFilters(params), params.page),
  ]);

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminMembersFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    body = (
      <>
        <p role="status" className="font-medium text-gray-800">
          {t('adminMembersResults', { count: total })}
        </p>
        <div className="mt-4">
          {items.length === 0 ? (
            <StateNotice tone="empty" title={t('adminMembersEmpty')} />
          ) : (
            <MembersTable items={items} t={t} />
          )}
        </div>
        <PageLinks
          page={params.page}
          totalPages={Math.ceil(total / ADMIN_MEMBERS_PAGE_SIZE)}
          hrefOf={(page) => membersHref(params, { page })}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole current="members" title={t('adminMembersTitle')} intro={t('adminMembersIntro')} t={t}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <p>
          <Link
            href={`${MEMBERS_PATH}/new`}
            prefetch={false}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
          >
            {t('adminMemberNew')}
          </Link>
        </p>
        <MembersFilters params={params} t={t} />
        <section aria-label={t('adminMembersTitle')}>{body}</section>
      </div>
    </AdminConsole>
  );
}

export const membersRoute = { generateMetadata, Page };
