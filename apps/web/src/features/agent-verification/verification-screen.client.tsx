'use client';

import type { VerificationStatus } from '@domus/shared/constants/enums.constants';
import type { VerificationApplication } from '@domus/shared/schemas/verification.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { VerifiedIcon } from '@/components/ui/icons.component';
import {
  type AnswerWords,
  VerificationAnswers,
} from '@/components/verification/verification-answers.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { settingsSuccess } from '@/lib/store/settings.slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/store.hook';
import { verificationApplicationQueryOptions } from './api/get-verification-application';
import { verificationFormFieldsQueryOptions } from './api/get-verification-form-fields';
import { VerificationForm } from './verification-form.client';
import { screenOf, statusOf } from './verification-screen.util';

// /user/agent-verification: the member's verification state and what it allows (the screen per
// state is verification-screen.util's table). Applying stores the answer in the query, tells the
// stored settings the new status (so the posting forms' gate opens the right dialog at once) and
// renders the server parts again.

const PANEL = 'rounded-xl border p-5 sm:p-6';

export function VerificationScreen({ accountStatus }: { accountStatus: VerificationStatus | null }) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings.data);
  const fieldsQuery = useQuery(verificationFormFieldsQueryOptions());
  const applicationQuery = useQuery(verificationApplicationQueryOptions());
  const [reapplying, setReapplying] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(0);

  const application = applicationQuery.data ?? null;
  const status = statusOf(application, accountStatus);
  const screen = screenOf(status, reapplying);

  // A change of screen the member caused moves focus to the new screen's heading.
  useEffect(() => {
    if (moved > 0) headingRef.current?.focus();
  }, [moved]);

  // The stored settings follow the status read here, so the posting gate says the same thing.
  useEffect(() => {
    if (application && settings && settings.verification_status !== status) {
      dispatch(settingsSuccess({ ...settings, verification_status: status }));
    }
  }, [application, settings, status, dispatch]);

  const words: AnswerWords = {
    openFile: t('agentVerificationOpenFile'),
    newTab: t('agentVerificationNewTab'),
    preview: t('agentVerificationOpenFile'),
    empty: t('agentVerificationNoAnswers'),
  };

  const loadFailed = (
    <div
      role="alert"
      className={`${PANEL} border-amber-300 bg-amber-50`}
      data-testid="verification-load-failed"
    >
      <p className="font-semibold text-gray-900">{t('agentVerificationLoadFailed')}</p>
      <button
        type="button"
        onClick={() => {
          void applicationQuery.refetch();
          void fieldsQuery.refetch();
        }}
        className="mt-4 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
      >
        {t('tryAgain')}
      </button>
    </div>
  );
  if (applicationQuery.isError) return loadFailed;
  if (!applicationQuery.data && applicationQuery.isPending) {
    return <p role="status">{t('loading')}</p>;
  }

  function submitted(next: VerificationApplication) {
    queryClient.setQueryData(verificationApplicationQueryOptions().queryKey, next);
    setReapplying(false);
    setMoved((n) => n + 1);
    router.refresh();
  }

  const answers = application ? (
    <section aria-labelledby="verification-answers-heading" className="mt-6">
      <h3 id="verification-answers-heading" className="text-lg font-bold text-gray-900">
        {t('agentVerificationYourAnswers')}
      </h3>
      <div className="mt-3 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <VerificationAnswers answers={application.verify_customer_values} words={words} />
      </div>
    </section>
  ) : null;

  const heading = (text: string, extra?: React.ReactNode) => (
    <h2
      ref={headingRef}
      tabIndex={-1}
      className="flex flex-wrap items-center gap-2 text-2xl font-bold text-gray-900 focus:outline-none"
      data-testid="verification-heading"
    >
      {extra}
      {text}
    </h2>
  );

  if (screen === 'pending') {
    return (
      <div data-testid="verification-pending">
        <div role="status" className={`${PANEL} border-amber-300 bg-amber-50`}>
          {heading(t('authDialogUnderReview'))}
          <p className="mt-2 text-gray-900">{t('authDialogVerificationPending')}</p>
        </div>
        {answers}
      </div>
    );
  }
  if (screen === 'failed') {
    return (
      <div data-testid="verification-failed">
        <div className={`${PANEL} border-red-300 bg-red-50`}>
          {heading(t('authDialogVerificationFailed'))}
          <p className="mt-2 text-gray-900">{t('authDialogVerificationRejected')}</p>
          {application?.reason ? (
            <div className="mt-3">
              <p className="font-semibold text-gray-900">{t('agentVerificationReason')}</p>
              <p
                className="mt-1 break-words whitespace-pre-line text-gray-900"
                data-testid="verification-reason"
              >
                {application.reason}
              </p>
            </div>
          ) : null}
          <button
            type="button"
            onClick={() => {
              setReapplying(true);
              setMoved((n) => n + 1);
            }}
            className="mt-4 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
          >
            {t('authActionApplyAgain')}
          </button>
        </div>
        {answers}
      </div>
    );
  }
  if (screen === 'success') {
    return (
      <div data-testid="verification-success">
        <div role="status" className={`${PANEL} border-emerald-300 bg-emerald-50`}>
          {heading(
            t('agentVerificationVerifiedTitle'),
            <VerifiedIcon width={28} height={28} aria-hidden="true" className="text-emerald-800" />,
          )}
          <p className="mt-2 text-gray-900">{t('agentVerificationVerifiedText')}</p>
        </div>
        {answers}
      </div>
    );
  }

  const fields = fieldsQuery.data ?? [];
  return (
    <div data-testid="verification-apply">
      {heading(t(reapplying ? 'agentVerificationReapplyTitle' : 'agentVerificationApplyTitle'))}
      <p className="mt-2 max-w-3xl text-gray-700">{t('agentVerificationApplyIntro')}</p>
      <div className="mt-6">
        {fieldsQuery.isError ? (
          loadFailed
        ) : fieldsQuery.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : fields.length === 0 ? (
          <p
            role="status"
            className={`${PANEL} border-gray-200 bg-white`}
            data-testid="verification-no-fields"
          >
            {t('agentVerificationNoFields')}
          </p>
        ) : (
          <VerificationForm
            fields={fields}
            earlier={reapplying ? application : null}
            onSubmitted={submitted}
            onConflict={() => {
              void applicationQuery.refetch();
              router.refresh();
            }}
            onCancel={
              reapplying
                ? () => {
                    setReapplying(false);
                    setMoved((n) => n + 1);
                  }
                : undefined
            }
          />
        )}
      </div>
    </div>
  );
}
