import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getAdminChatReport } from './api/get-admin-chat-reports';
import { CHAT_REPORTS_PATH, partyName } from './chat-reports-route.server';
import { ResolveForm } from './resolve-form.client';

// /admin/chat-reports/{id}: one report, the conversation as it was when reported (oldest first,
// each message with its sender's name then), and the resolve form while it is open.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminChatReportsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const path = `${CHAT_REPORTS_PATH}/${id}`;
  const read = operatorReader(path);
  const [{ t, code }, result] = await Promise.all([getI18n(), id > 0 ? getAdminChatReport(read, id) : null]);
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const back = (
    <p className="mb-4">
      <Link href={CHAT_REPORTS_PATH} prefetch={false} className="font-medium text-(--brand-ink) underline">
        {t('adminChatReportBack')}
      </Link>
    </p>
  );

  if (result?.kind !== 'success') {
    return (
      <AdminConsole current="chat-reports" title={t('adminChatReportsTitle')} t={t}>
        {back}
        <StateNotice tone="error" title={t('adminChatReportNotFound')} />
      </AdminConsole>
    );
  }
  const report = result.body.data;
  const names = new Map((report.evidence?.parties ?? []).map((p) => [p.id, p.name ?? `#${p.id}`]));
  const words = {
    adminChatReportNote: t('adminChatReportNote'),
    adminChatReportResolve: t('adminChatReportResolve'),
    adminChatReportResolving: t('adminChatReportResolving'),
    requiredField: t('requiredField'),
  };

  return (
    <AdminConsole current="chat-reports" title={t('adminChatReportOpen', { id: report.id })} t={t}>
      {back}
      <div className="grid gap-2 text-gray-800" data-testid="chat-report">
        <p>
          {t('adminChatReportBy', {
            reporter: partyName(report.reporter),
            reported: partyName(report.reported_user),
          })}
        </p>
        <p>{t('adminChatReportListing', { title: report.property.title })}</p>
        <p>
          <span className="font-semibold">{t('adminChatReportReason')}: </span>
          {report.reason}
        </p>
      </div>
      <section aria-labelledby="excerpt-heading" className="mt-6">
        <h2 id="excerpt-heading" className="text-xl font-semibold text-gray-900">
          {t('adminChatReportExcerpt')}
        </h2>
        <ol className="mt-3 grid max-w-3xl gap-2" data-testid="chat-report-messages">
          {(report.evidence?.messages ?? []).map((m) => (
            <li key={m.id} className="rounded-lg border border-gray-200 p-3">
              <p className="text-sm font-semibold text-gray-900">
                {names.get(m.sender_id) ?? `#${m.sender_id}`}
                {m.created_at ? (
                  <>
                    {' · '}
                    <time dateTime={m.created_at} className="font-normal text-gray-700">
                      {date.format(new Date(m.created_at))}
                    </time>
                  </>
                ) : null}
              </p>
              <p className="mt-1 whitespace-pre-line text-gray-800">
                {m.message ?? t('adminChatReportNoText')}
              </p>
            </li>
          ))}
        </ol>
      </section>
      <section className="mt-8">
        {report.status === 'open' ? (
          <ResolveForm reportId={report.id} words={words} />
        ) : (
          <p className="rounded-md border border-green-300 bg-green-50 p-3 text-gray-900" role="status">
            {t('adminChatReportResolvedNote', { note: report.resolution_note ?? '' })}
          </p>
        )}
      </section>
    </AdminConsole>
  );
}

export const chatReportRoute = { generateMetadata, Page };
