import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { RawQuery } from '@/lib/url-query.util';
import { AUDIT_LOG_PAGE_SIZE, getAdminAuditLog } from './api/get-admin-audit-log';
import { AuditLogFilters } from './audit-log-filters.component';
import { AuditLogList } from './audit-log-list.component';
import { auditLogFilters, auditLogHref, parseAuditLogParams } from './audit-log-params.util';

// /admin/audit-log: every operator write, newest first, filtered by actor, action, record and
// dates, or a search; each entry opens on what changed, before → after. Read only (audit.read).
// Read on the server with the operator's session; a member meets the 404 page, a guest sign-in.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminAuditLogTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const params = parseAuditLogParams(await searchParams);
  const path = auditLogHref(params);
  const [{ t, code }, result] = await Promise.all([
    getI18n(),
    getAdminAuditLog(operatorReader(path), auditLogFilters(params), params.page),
  ]);

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminAuditLogFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    body = (
      <>
        <p role="status" className="font-medium text-gray-800">
          {t('adminAuditLogResults', { count: total })}
        </p>
        <div className="mt-4">
          {items.length === 0 ? (
            <StateNotice tone="empty" title={t('adminAuditLogEmpty')} />
          ) : (
            <AuditLogList items={items} params={params} locale={code} t={t} />
          )}
        </div>
        <PageLinks
          page={params.page}
          totalPages={Math.ceil(total / AUDIT_LOG_PAGE_SIZE)}
          hrefOf={(page) => auditLogHref(params, { page })}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole current="audit-log" title={t('adminAuditLogTitle')} intro={t('adminAuditLogIntro')} t={t}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
        <AuditLogFilters params={params} t={t} />
        <section aria-labelledby="audit-log-heading">
          <h2 id="audit-log-heading" className="sr-only">
            {t('adminAuditLogTitle')}
          </h2>
          {body}
        </section>
      </div>
    </AdminConsole>
  );
}

export const auditLogRoute = { generateMetadata, Page };
