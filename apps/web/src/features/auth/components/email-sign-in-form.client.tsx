'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { showAccessError } from '@/components/access/access-dialog.store';
import { BusyButton } from '@/components/ui/busy-button.component';
import { failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { signInWithPassword } from '../auth-api';
import { apiFieldErrors, authFailureText } from '../auth-errors.util';
import { holdPendingSignIn } from '../pending-sign-in';
import { useSignIn } from '../use-sign-in.hook';
import { EmailField, PasswordField, ShowPasswordToggle } from './credential-fields.component';
import { FormMessage } from './form-message.component';

// Email + password (user_signup type 3). Checked with the API's own schema on submit (loaded then,
// so zod stays out of the page's first load). An unverified email goes to the code page.

type Field = 'email' | 'password';

export function EmailSignInForm({ returnTo, initialEmail }: { returnTo: string; initialEmail: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const id = useId();
  const { signIn, fcmToken } = useSignIn();
  const [values, setValues] = useState({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [reveal, setReveal] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (['email', 'password'] as const).find((f) => found[f]);
    if (first) refs[first].current?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const [{ signInSchema }, { checkWith }] = await Promise.all([
      import('@domus/shared/schemas/account.schema'),
      import('../form-validation.util'),
    ]);
    const checked = checkWith(signInSchema, values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const { email, password } = checked.data as { email: string; password: string };
    const result = await signIn(() => signInWithPassword(email, password, fcmToken()), returnTo);
    const failure = failureOf(result);
    if (!failure) return; // on its way to return_to; the button stays busy until the page changes
    setBusy(false);
    if (failure.code === 'EMAIL_NOT_VERIFIED') {
      holdPendingSignIn({ email, resendAt: null, origin: 'sign-in' });
      const query = new URLSearchParams({ email, reason: 'unverified' });
      if (returnTo !== '/') query.set('return_to', returnTo);
      router.push(`/verify-email?${query}`);
      return;
    }
    if (showAccessError(failure.code, failure.details, failure.message)) return;
    const fromApi = apiFieldErrors(failure.details);
    if (fromApi.email || fromApi.password) showErrors(fromApi);
    setFormError(authFailureText(failure));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('authEmailTab')}>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <EmailField
        id={`${id}-email`}
        autoComplete="username"
        value={values.email}
        onValueChange={(email) => setValues((v) => ({ ...v, email }))}
        error={errors.email}
        inputRef={refs.email}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        reveal={reveal}
        autoComplete="current-password"
        label={t('authPasswordLabel')}
        value={values.password}
        onValueChange={(password) => setValues((v) => ({ ...v, password }))}
        error={errors.password}
        inputRef={refs.password}
      />
      <ShowPasswordToggle
        id={`${id}-reveal`}
        checked={reveal}
        onChange={setReveal}
        label={t('authShowPassword')}
      />
      <BusyButton type="submit" busy={busy} busyText={t('authSigningIn')} className="w-full">
        {t('authSignIn')}
      </BusyButton>
    </form>
  );
}
