import Link from 'next/link';
import type { Translate } from '@/lib/i18n/translate.util';
import type { AuditLogEntry } from './admin-audit-log.types';
import { auditChanges } from './audit-diff.util';
import { type AuditLogParams, auditLogHref } from './audit-log-params.util';

// The log's entries, newest first: who did what to which record and when; each opens (a native
// <details>, so it works without script) on the fields that changed, before → after. Read only.

function Value({ text, t }: { text: string | null; t: Translate }) {
  return text === null ? (
    <span className="text-gray-700 italic">{t('adminAuditLogEmptyValue')}</span>
  ) : (
    <span className="break-all font-mono text-sm">{text}</span>
  );
}

export function AuditLogList({
  items,
  params,
  locale,
  t,
}: {
  items: AuditLogEntry[];
  params: AuditLogParams;
  locale: string;
  t: Translate;
}) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  return (
    <ol className="grid gap-3" data-testid="audit-log">
      {items.map((entry) => {
        const changes = auditChanges(entry.before, entry.after);
        const who = entry.actor.name ?? entry.actor.email ?? t('adminAuditLogUnknownActor');
        const target =
          entry.target.id === null ? entry.target.type : `${entry.target.type} #${entry.target.id}`;
        return (
          <li key={entry.id} data-testid="audit-entry">
            <details className="rounded-xl border border-gray-200 bg-white">
              <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 p-3 text-gray-900">
                <span className="font-mono font-semibold">{entry.action}</span>
                <span>{target}</span>
                <span>{t('adminAuditLogBy', { name: who })}</span>
                <span className="text-sm text-gray-700">
                  {entry.created_at ? (
                    <time dateTime={entry.created_at}>{date.format(new Date(entry.created_at))} UTC</time>
                  ) : null}
                </span>
              </summary>
              <div className="grid gap-3 border-t border-gray-200 p-3">
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-800">
                  {entry.actor.id !== null ? (
                    <Link
                      href={auditLogHref(params, { actor: String(entry.actor.id), page: 1 })}
                      prefetch={false}
                      className="text-(--brand-ink) underline underline-offset-2"
                    >
                      {t('adminAuditLogByThisActor', { name: who })}
                    </Link>
                  ) : null}
                  {entry.target.id !== null ? (
                    <Link
                      href={auditLogHref(params, {
                        type: entry.target.type,
                        id: String(entry.target.id),
                        page: 1,
                      })}
                      prefetch={false}
                      className="text-(--brand-ink) underline underline-offset-2"
                    >
                      {t('adminAuditLogAboutThisRecord', { target })}
                    </Link>
                  ) : null}
                  {entry.ip_address ? (
                    <span>{t('adminAuditLogAddress', { address: entry.ip_address })}</span>
                  ) : null}
                </p>
                {changes.length === 0 ? (
                  <p className="text-gray-800">{t('adminAuditLogNoChanges')}</p>
                ) : (
                  <div className="overflow-x-auto">
                    <table className="w-full text-start text-gray-900">
                      <caption className="sr-only">
                        {t('adminAuditLogChangesOf', { action: entry.action, target })}
                      </caption>
                      <thead className="bg-gray-50 text-sm font-semibold text-gray-800">
                        <tr>
                          <th scope="col" className="px-2 py-2 text-start">
                            {t('adminAuditLogField')}
                          </th>
                          <th scope="col" className="px-2 py-2 text-start">
                            {t('adminAuditLogBefore')}
                          </th>
                          <th scope="col" className="px-2 py-2 text-start">
                            {t('adminAuditLogAfter')}
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-gray-200">
                        {changes.map((change) => (
                          <tr key={change.field} data-testid="audit-change">
                            <th scope="row" className="px-2 py-2 text-start font-mono text-sm font-semibold">
                              {change.field || '—'}
                            </th>
                            <td className="px-2 py-2 align-top">
                              <Value text={change.before} t={t} />
                            </td>
                            <td className="px-2 py-2 align-top">
                              <Value text={change.after} t={t} />
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
