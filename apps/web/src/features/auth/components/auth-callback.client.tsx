'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { showAccessError } from '@/components/access/access-dialog.store';
import { failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { signInWithTicket } from '../auth-api';
import { authErrorText, authFailureText } from '../auth-errors.util';
import { loginHref } from '../return-to.util';
import { useSignIn } from '../use-sign-in.hook';
import { FormMessage } from './form-message.component';

// The end of a social sign-in: the API has checked the provider's answer and sent
// the browser here with a one-time ticket, which user_signup turns into a session cookie.

/** Tickets already sent: single use, so a second render (StrictMode, a remount) must not spend it. */
const redeemed = new Set<string>();

export function AuthCallback({
  authId,
  type,
  error,
  returnTo,
}: {
  authId: string;
  type: 0 | 2 | null;
  error: string;
  returnTo: string;
}) {
  const { t } = useTranslation();
  const { signIn, fcmToken } = useSignIn();
  const [failure, setFailure] = useState<string | null>(() => {
    if (error) return authErrorText(error);
    return authId && type !== null ? null : authErrorText('SIGN_IN_TICKET_INVALID');
  });
  const headingRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (failure !== null || type === null || redeemed.has(authId)) return;
    redeemed.add(authId);
    // The ticket is spent from here on; it should not linger in the address bar or history.
    window.history.replaceState(null, '', '/auth/callback');
    void signIn(() => signInWithTicket(type, authId, { fcmId: fcmToken() }), returnTo).then((result) => {
      const failed = failureOf(result);
      if (!failed) return;
      // A deactivated account also gets its dialog; the page says what went wrong either way.
      showAccessError(failed.code, failed.details, failed.message);
      setFailure(authFailureText(failed));
    });
  }, [authId, type, failure, signIn, fcmToken, returnTo]);

  useEffect(() => {
    if (failure) headingRef.current?.focus();
  }, [failure]);

  if (failure === null) {
    return (
      <p role="status" className="flex items-center gap-3 text-gray-800" data-testid="auth-callback-working">
        <span
          aria-hidden="true"
          className="inline-block size-5 animate-spin rounded-full border-2 border-gray-300 border-t-(--brand)"
        />
        {t('authCallbackWorking')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p ref={headingRef} tabIndex={-1} className="font-semibold text-gray-900 focus:outline-none">
        {t('authCallbackFailed')}
      </p>
      <FormMessage tone="error" testId="auth-callback-error">
        {failure}
      </FormMessage>
      <Link
        href={loginHref(returnTo)}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-(--brand) px-6 font-semibold text-(--on-brand)"
      >
        {t('authTryAgain')}
      </Link>
    </div>
  );
}
