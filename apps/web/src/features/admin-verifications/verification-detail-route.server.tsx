import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import type { ReasonDialogWords } from '@/components/dialogs/reason-dialog.client';
import { StateNotice } from '@/components/ui/state-notice.component';
import { VerificationAnswers } from '@/components/verification/verification-answers.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { Translate } from '@/lib/i18n/translate.util';
import { getAdminVerification } from './api/get-admin-verification';
import { getVerificationFileType } from './api/get-file-type.server';
import type { ReviewAction } from './api/review-verification';
import { type ReviewWords, VerificationReview } from './verification-review.client';
import { VerificationStatus } from './verification-status.component';
import { VERIFICATIONS_PATH, verificationHref } from './verifications-params.util';

// /admin/verifications/{id}: one application — the applicant, the answers field by field (files
// open in a new tab, pictures previewed) — and the decisions its status allows: approve or fail a
// pending one, revoke a verified member. Read on the server with the operator's session.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminVerificationsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

/** What each status allows (the API's transitions: pending → success | failed, success → failed). */
const ACTIONS: Record<string, ReviewAction[]> = {
  pending: ['approve', 'fail'],
  success: ['revoke'],
  failed: [],
};

function reasonWords(t: Translate, name: string, kind: 'fail' | 'revoke'): ReasonDialogWords {
  return {
    dialogTitle: t(
      kind === 'fail' ? 'adminVerificationFailDialogTitle' : 'adminVerificationRevokeDialogTitle',
    ),
    title: name,
    reason: t('adminVerificationReason'),
    hint: t('adminVerificationReasonHint'),
    count: t('adminModerationRejectCount', { max: 500 }),
    submit: t(kind === 'fail' ? 'adminVerificationFail' : 'adminVerificationRevoke'),
    busy: t('adminVerificationSaving'),
    cancel: t('authActionCancel'),
  };
}

async function Page({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  if (!/^\d{1,12}$/.test(raw) || Number(raw) <= 0) notFound();
  const id = Number(raw);
  const [{ t, code }, result] = await Promise.all([
    getI18n(),
    getAdminVerification(operatorReader(verificationHref(id)), id),
  ]);
  if (result.kind === 'error' && result.status === 404) notFound();
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const back = (
    <p className="mb-6">
      <Link
        href={VERIFICATIONS_PATH}
        prefetch={false}
        className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
      >
        {t('adminVerificationBack')}
      </Link>
    </p>
  );

  if (result.kind !== 'success') {
    return (
      <AdminConsole current="verifications" title={t('adminVerificationsTitle')} t={t}>
        {back}
        <StateNotice
          tone="error"
          title={t('adminVerificationsFailed')}
          action={{ href: verificationHref(id), label: t('tryAgain') }}
        />
      </AdminConsole>
    );
  }

  const item = result.body.data;
  const files = item.verify_customer_values.filter(
    (answer) => answer.verify_form.field_type === 'file' && typeof answer.value === 'string',
  );
  const fileTypes = Object.fromEntries(
    await Promise.all(
      files.map(async (answer) => [answer.id, await getVerificationFileType(String(answer.value))] as const),
    ),
  );
  const user = item.user;
  // A member may have no name yet: their email, else the application's number, names them here.
  const name = user.name?.trim() || user.email || `#${item.id}`;
  const words: ReviewWords = {
    approve: t('adminVerificationApprove'),
    approving: t('adminVerificationSaving'),
    fail: t('adminVerificationFail'),
    revoke: t('adminVerificationRevoke'),
    failDialog: reasonWords(t, name, 'fail'),
    revokeDialog: reasonWords(t, name, 'revoke'),
  };
  const facts: Array<[string, React.ReactNode]> = [
    [t('adminVerificationsStatus'), <VerificationStatus key="status" status={item.status} t={t} />],
    [t('adminVerificationEmail'), user.email ?? '—'],
    [t('adminVerificationMobile'), user.mobile ? <bdi key="mobile">{user.mobile}</bdi> : '—'],
    [t('adminVerificationListings'), `${user.property_count} · ${user.projects_count}`],
    [t('adminVerificationsSubmitted'), date.format(new Date(item.created_at))],
    [t('adminVerificationsReviewed'), item.reviewed_at ? date.format(new Date(item.reviewed_at)) : '—'],
  ];

  return (
    <AdminConsole current="verifications" title={t('adminVerificationTitle', { name })} t={t}>
      {back}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <section
          aria-labelledby="applicant-heading"
          className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
          data-testid="verification-applicant"
        >
          <div className="flex flex-wrap items-center gap-4">
            {user.profile ? (
              // biome-ignore lint/performance/noImgElement: the applicant's photo, small, from the API's storage.
              <img
                src={user.profile}
                alt=""
                width={64}
                height={64}
                className="size-16 rounded-full border border-gray-200 object-cover"
              />
            ) : null}
            <div className="min-w-0">
              <h2 id="applicant-heading" className="text-xl font-bold text-gray-900">
                <bdi>{name}</bdi>
              </h2>
              {user.slug_id ? (
                <Link
                  href={`/agents/${encodeURIComponent(user.slug_id)}`}
                  prefetch={false}
                  className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
                >
                  {t('adminVerificationAgentPage')}
                </Link>
              ) : null}
            </div>
          </div>
          <dl className="mt-4 grid items-baseline gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,14rem)_1fr]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-gray-900">{label}</dt>
                <dd className="break-words text-gray-800">{value}</dd>
              </div>
            ))}
          </dl>
          {item.reason ? (
            <div className="mt-4 rounded-md border border-red-200 bg-red-50 p-3">
              <p className="font-semibold text-gray-900">{t('adminVerificationLastReason')}</p>
              <p
                className="mt-1 break-words whitespace-pre-line text-gray-900"
                data-testid="verification-reason"
              >
                {item.reason}
              </p>
            </div>
          ) : null}
        </section>
        <section
          aria-labelledby="answers-heading"
          className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
        >
          <h2 id="answers-heading" className="mb-4 text-xl font-bold text-gray-900">
            {t('adminVerificationAnswers')}
          </h2>
          <VerificationAnswers
            answers={item.verify_customer_values}
            previewImages
            fileTypes={fileTypes}
            words={{
              openFile: t('adminVerificationOpenFile'),
              newTab: t('adminVerificationNewTab'),
              preview: t('adminVerificationPreview'),
              empty: t('adminVerificationNoAnswers'),
            }}
          />
        </section>
        <VerificationReview
          key={`${item.id}-${item.status}`}
          id={item.id}
          actions={ACTIONS[item.status] ?? []}
          words={words}
        />
      </div>
    </AdminConsole>
  );
}

export const verificationDetailRoute = { generateMetadata, Page };
