'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { showAccessError } from '@/components/access/access-dialog.store';
import { BusyButton } from '@/components/ui/busy-button.component';
import { type ApiFailureInfo, failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { requestOtp, signInWithTicket, verifyOtp } from '../auth-api';
import { apiFieldErrors, attemptsLeft, authFailureText, retryAfterSeconds } from '../auth-errors.util';
import { resendDeadline } from '../countdown.util';
import { useCountdown } from '../use-countdown.hook';
import { useSignIn } from '../use-sign-in.hook';
import { PhoneField } from './credential-fields.component';
import { FormMessage } from './form-message.component';
import { OtpCodeField } from './otp-code-field.component';

// Phone sign-in: number → get-otp → code (with the 120 s resend countdown) → verify-otp, which
// answers a one-time ticket → user_signup type 1 with the number and the ticket.

export function PhoneSignInForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { signIn, fcmToken } = useSignIn();
  const [number, setNumber] = useState('');
  /** The E.164 number the code was sent to; null while still on the first step. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useCountdown(deadline);

  // Each step starts on its own field.
  useEffect(() => {
    if (sentTo) otpRef.current?.focus();
  }, [sentTo]);

  const fail = (failure: ApiFailureInfo, field: 'number' | 'otp') => {
    if (showAccessError(failure.code, failure.details, failure.message)) return;
    const wait = retryAfterSeconds(failure.details);
    if (failure.code === 'OTP_RESEND_TOO_SOON' && wait) setDeadline(resendDeadline(Date.now(), wait));
    const fromApi = apiFieldErrors(failure.details)[field];
    let text = authFailureText(failure);
    const left = attemptsLeft(failure.details);
    if (failure.code === 'OTP_INVALID' && left !== null)
      text = `${text} ${t('authAttemptsLeft', { count: left })}`;
    setFieldError(fromApi);
    setFormError(text);
    (field === 'otp' ? otpRef : numberRef).current?.focus();
  };

  async function send(target: string): Promise<boolean> {
    const result = await requestOtp({ number: target });
    const failure = failureOf(result);
    if (failure) {
      fail(failure, 'number');
      return false;
    }
    setDeadline(
      resendDeadline(Date.now(), result.kind === 'success' ? result.body.data?.resend_after_s : undefined),
    );
    return true;
  }

  async function onSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const [{ getOtpSchema }, { checkWith }] = await Promise.all([
      import('@domus/shared/schemas/account.schema'),
      import('../form-validation.util'),
    ]);
    const checked = checkWith(getOtpSchema, { number });
    if (!checked.ok) {
      setFieldError(checked.errors.number);
      numberRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    const target = (checked.data as { number: string }).number;
    setBusy(true);
    const sent = await send(target);
    setBusy(false);
    if (!sent) return;
    setOtp('');
    setNotice(t('authCodeSentTo', { target }));
    setSentTo(target);
  }

  async function onResend() {
    if (!sentTo || resending) return;
    setFormError(null);
    setResending(true);
    const sent = await send(sentTo);
    setResending(false);
    if (sent) {
      setNotice(t('authCodeResent'));
      otpRef.current?.focus();
    }
  }

  async function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !sentTo) return;
    setFormError(null);
    const [{ verifyOtpSchema }, { checkWith }] = await Promise.all([
      import('@domus/shared/schemas/account.schema'),
      import('../form-validation.util'),
    ]);
    const checked = checkWith(verifyOtpSchema, { number: sentTo, otp });
    if (!checked.ok) {
      setFieldError(checked.errors.otp ?? checked.errors.number);
      otpRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    const verified = await verifyOtp({ number: sentTo }, otp);
    const verifyFailure = failureOf(verified);
    const authId = verified.kind === 'success' ? verified.body.data?.auth_id : undefined;
    if (verifyFailure || !authId) {
      setBusy(false);
      if (verifyFailure) fail(verifyFailure, 'otp');
      return;
    }
    const result = await signIn(
      () => signInWithTicket(1, authId, { mobile: sentTo, fcmId: fcmToken() }),
      returnTo,
    );
    const failure = failureOf(result);
    if (!failure) return;
    setBusy(false);
    fail(failure, 'otp');
  }

  if (!sentTo) {
    return (
      <form noValidate onSubmit={onSendCode} className="space-y-4" aria-label={t('authPhoneTab')}>
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <PhoneField
          id={`${id}-number`}
          name="number"
          label={t('authPhoneLabel')}
          value={number}
          onValueChange={setNumber}
          error={fieldError}
          inputRef={numberRef}
          required
        />
        <BusyButton type="submit" busy={busy} busyText={t('authSendingCode')} className="w-full">
          {t('authSendCode')}
        </BusyButton>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onVerify} className="space-y-4" aria-label={t('authPhoneTab')}>
      {notice ? <FormMessage tone="info">{notice}</FormMessage> : null}
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <OtpCodeField
        id={`${id}-otp`}
        value={otp}
        onValueChange={setOtp}
        error={fieldError}
        inputRef={otpRef}
        secondsLeft={secondsLeft}
        resending={resending}
        onResend={() => void onResend()}
      />
      <BusyButton type="submit" busy={busy} busyText={t('authVerifying')} className="w-full">
        {t('authVerifyAndSignIn')}
      </BusyButton>
      <button
        type="button"
        onClick={() => {
          setSentTo(null);
          setOtp('');
          setNotice(null);
          setFormError(null);
          setFieldError(undefined);
          requestAnimationFrame(() => numberRef.current?.focus());
        }}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-(--brand-ink) underline-offset-4 hover:underline"
      >
        {t('authChangeNumber')}
      </button>
    </form>
  );
}
