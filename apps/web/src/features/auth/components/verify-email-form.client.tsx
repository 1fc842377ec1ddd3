'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { showAccessError } from '@/components/access/access-dialog.store';
import { BusyButton } from '@/components/ui/busy-button.component';
import { type ApiFailureInfo, failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { requestOtp, signInWithEmailTicket, verifyOtp } from '../auth-api';
import { apiFieldErrors, attemptsLeft, authFailureText, retryAfterSeconds } from '../auth-errors.util';
import { resendDeadline } from '../countdown.util';
import { dropPendingSignIn, peekPendingSignIn } from '../pending-sign-in';
import { loginHref } from '../return-to.util';
import { useCountdown } from '../use-countdown.hook';
import { useSignIn } from '../use-sign-in.hook';
import { EmailField } from './credential-fields.component';
import { FormMessage } from './form-message.component';
import { OtpCodeField } from './otp-code-field.component';

// Email verification: the 6-digit code from the registration mail → verify-otp,
// whose one-time ticket then signs the person in (user_signup type 3 with the ticket) and takes
// them on as after any first sign-in: to complete the profile. Only if that fails do they land on
// the sign-in page with the email prefilled.

type Field = 'email' | 'otp';

export function VerifyEmailForm({
  initialEmail,
  returnTo,
  reason,
}: {
  initialEmail: string;
  returnTo: string;
  reason: string;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const id = useId();
  const { signIn, fcmToken } = useSignIn();
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(
    reason === 'unverified' ? t('authNotVerifiedNotice') : null,
  );
  const [deadline, setDeadline] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useCountdown(deadline);

  // Straight from registration: the countdown of the code just sent, and the code field ready.
  useEffect(() => {
    const pending = initialEmail ? peekPendingSignIn(initialEmail) : null;
    if (!pending) return;
    if (pending.resendAt !== null) setDeadline(pending.resendAt);
    if (pending.origin === 'register') setNotice(t('authRegisteredNotice'));
    otpRef.current?.focus();
  }, [initialEmail, t]);

  const fail = (failure: ApiFailureInfo, field: Field) => {
    if (showAccessError(failure.code, failure.details, failure.message)) return;
    const wait = retryAfterSeconds(failure.details);
    if (failure.code === 'OTP_RESEND_TOO_SOON' && wait) setDeadline(resendDeadline(Date.now(), wait));
    let text = authFailureText(failure);
    const left = attemptsLeft(failure.details);
    if (failure.code === 'OTP_INVALID' && left !== null)
      text = `${text} ${t('authAttemptsLeft', { count: left })}`;
    const fromApi = apiFieldErrors(failure.details) as Partial<Record<Field, string>>;
    setErrors(fromApi);
    setFormError(text);
    (fromApi.email ? emailRef : field === 'otp' ? otpRef : emailRef).current?.focus();
  };

  async function check(values: { email: string; otp?: string }) {
    const [{ getOtpSchema, verifyOtpSchema }, { checkWith }] = await Promise.all([
      import('@domus/shared/schemas/account.schema'),
      import('../form-validation.util'),
    ]);
    const checked =
      values.otp === undefined
        ? checkWith(getOtpSchema, { email: values.email })
        : checkWith(verifyOtpSchema, values);
    if (checked.ok) return (checked.data as { email: string }).email;
    // The schemas report a missing target under `number`; here the target is the email.
    const found = { email: checked.errors.email ?? checked.errors.number, otp: checked.errors.otp };
    setErrors(found);
    (found.email ? emailRef : otpRef).current?.focus();
    return null;
  }

  async function onResend() {
    if (resending) return;
    setFormError(null);
    const target = await check({ email });
    if (!target) return;
    setResending(true);
    const result = await requestOtp({ email: target });
    setResending(false);
    const failure = failureOf(result);
    if (failure) {
      fail(failure, 'email');
      return;
    }
    setErrors({});
    setDeadline(
      resendDeadline(Date.now(), result.kind === 'success' ? result.body.data?.resend_after_s : undefined),
    );
    setNotice(t('authCodeResent'));
    otpRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const target = await check({ email, otp });
    if (!target) return;
    setErrors({});
    setBusy(true);
    const verified = await verifyOtp({ email: target }, otp);
    const failure = failureOf(verified);
    if (failure) {
      setBusy(false);
      fail(failure, 'otp');
      return;
    }
    dropPendingSignIn();
    const signInPage = loginHref(returnTo, { email: target, notice: 'verified' });
    const ticket = verified.kind === 'success' ? verified.body.data?.auth_id : undefined;
    if (!ticket) {
      router.push(signInPage);
      return;
    }
    const result = await signIn(() => signInWithEmailTicket(target, ticket, fcmToken()), returnTo);
    // Verified either way; should signing in fail now, the sign-in page says so and takes over.
    if (result.kind !== 'success') router.push(signInPage);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="verify-email-form">
      {notice ? <FormMessage tone="info">{notice}</FormMessage> : null}
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <EmailField
        id={`${id}-email`}
        value={email}
        onValueChange={setEmail}
        error={errors.email}
        inputRef={emailRef}
      />
      <OtpCodeField
        id={`${id}-otp`}
        value={otp}
        onValueChange={setOtp}
        error={errors.otp}
        inputRef={otpRef}
        secondsLeft={secondsLeft}
        resending={resending}
        onResend={() => void onResend()}
      />
      <BusyButton type="submit" busy={busy} busyText={t('authVerifying')} className="w-full">
        {t('authVerifyEmailButton')}
      </BusyButton>
    </form>
  );
}
