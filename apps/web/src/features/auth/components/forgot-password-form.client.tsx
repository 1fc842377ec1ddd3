'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { forgotPassword } from '../auth-api';
import { apiFieldErrors, authFailureText } from '../auth-errors.util';
import { EmailField } from './credential-fields.component';
import { FormMessage } from './form-message.component';

// forgot-password: the answer is the same whether or not an account exists (no account probing),
// and so is what this form shows.

export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setSent(false);
    const [{ forgotPasswordSchema }, { checkWith }] = await Promise.all([
      import('@domus/shared/schemas/account.schema'),
      import('../form-validation.util'),
    ]);
    const checked = checkWith(forgotPasswordSchema, { email });
    if (!checked.ok) {
      setError(checked.errors.email);
      emailRef.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await forgotPassword((checked.data as { email: string }).email);
    setBusy(false);
    const failure = failureOf(result);
    if (!failure) {
      setSent(true);
      return;
    }
    const fromApi = apiFieldErrors(failure.details).email;
    if (fromApi) {
      setError(fromApi);
      emailRef.current?.focus();
    }
    setFormError(authFailureText(failure));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="forgot-password-form">
      {sent ? (
        <FormMessage tone="success" testId="forgot-password-sent">
          {t('authForgotSent')}
        </FormMessage>
      ) : null}
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <EmailField
        id={`${id}-email`}
        value={email}
        onValueChange={setEmail}
        error={error}
        inputRef={emailRef}
      />
      <BusyButton type="submit" busy={busy} busyText={t('authSendingCode')} className="w-full">
        {t('authSendResetLink')}
      </BusyButton>
    </form>
  );
}
