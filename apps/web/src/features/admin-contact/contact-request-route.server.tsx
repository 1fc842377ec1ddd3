import type { Metadata } from 'next';
import Link from 'next/link';
import { getOperatorPermissions, operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getAdminContactRequest } from './api/get-admin-contact-request';
import { ContactReplyForm } from './contact-reply-form.client';
import { ContactRequestActions } from './contact-request-actions.client';
import { CONTACT_REQUESTS_PATH } from './contact-requests-params.util';
import { contactWords } from './contact-words';

// /admin/contact-requests/{id}: one message as the visitor wrote it, the reply form (the reply is
// mailed to the sender and marks the request handled), and the handled switch and delete for
// operators with users.manage.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminContactTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const path = `${CONTACT_REQUESTS_PATH}/${id}`;
  const [{ t, code }, result, permissions] = await Promise.all([
    getI18n(),
    id > 0 ? getAdminContactRequest(operatorReader(path), id) : null,
    getOperatorPermissions(),
  ]);
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const back = (
    <p className="mb-4">
      <Link
        href={CONTACT_REQUESTS_PATH}
        prefetch={false}
        className="font-medium text-(--brand-ink) underline"
      >
        {t('adminContactBack')}
      </Link>
    </p>
  );

  if (result?.kind !== 'success') {
    return (
      <AdminConsole current="contact-requests" title={t('adminContactTitle')} t={t}>
        {back}
        <StateNotice tone="error" title={t('adminContactNotFound')} />
      </AdminConsole>
    );
  }
  const item = result.body.data;
  const words = contactWords(t);
  const canManage = permissions.includes('users.manage');

  return (
    <AdminConsole current="contact-requests" title={item.subject} t={t}>
      {back}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <section
          aria-label={t('adminContactMessage')}
          className="grid gap-2 text-gray-800"
          data-testid="contact-request"
        >
          <p>
            <span className="font-semibold text-gray-900">{t('adminContactFrom')}: </span>
            <bdi>
              {item.first_name} {item.last_name}
            </bdi>
            {' · '}
            <a href={`mailto:${item.email}`} dir="ltr" className="underline">
              {item.email}
            </a>
          </p>
          <p>
            <span className="font-semibold text-gray-900">{t('adminContactDate')}: </span>
            <time dateTime={item.created_at}>{date.format(new Date(item.created_at))}</time>
          </p>
          <p data-testid="contact-request-state">
            <span className="font-semibold text-gray-900">{t('adminContactState')}: </span>
            {t(item.handled ? 'adminContactHandled' : 'adminContactUnhandled')}
          </p>
          <blockquote
            dir="auto"
            className="mt-2 max-w-3xl whitespace-pre-wrap rounded-xl border border-gray-200 bg-gray-50 p-4 text-gray-900"
          >
            {item.message}
          </blockquote>
        </section>
        {canManage ? (
          <>
            <section aria-labelledby="contact-reply-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
              <h2 id="contact-reply-heading" className="text-xl font-semibold text-gray-900">
                {t('adminContactReply')}
              </h2>
              <ContactReplyForm requestId={item.id} email={item.email} words={words} />
            </section>
            <ContactRequestActions id={item.id} handled={item.handled} subject={item.subject} words={words} />
          </>
        ) : null}
      </div>
    </AdminConsole>
  );
}

export const contactRequestRoute = { generateMetadata, Page };
