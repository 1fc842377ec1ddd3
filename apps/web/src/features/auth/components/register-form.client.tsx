'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { register } from '../auth-api';
import { apiFieldErrors, authFailureText } from '../auth-errors.util';
import { resendDeadline } from '../countdown.util';
import { holdPendingSignIn } from '../pending-sign-in';
import { EmailField, PasswordField, PhoneField, ShowPasswordToggle } from './credential-fields.component';
import { FormMessage } from './form-message.component';

// user-register: name, email, optional mobile, password twice. On 201 the API has emailed a code;
// the verify-email page takes it from there and, once the code is right, signs the person in.

type Field = 'name' | 'email' | 'mobile' | 'password' | 're_password';
const ORDER: Field[] = ['name', 'email', 'mobile', 'password', 're_password'];
const EMPTY: Record<Field, string> = { name: '', email: '', mobile: '', password: '', re_password: '' };

export function RegisterForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [reveal, setReveal] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) refs.current[first]?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const [{ registerSchema }, { checkWith }] = await Promise.all([
      import('@domus/shared/schemas/account.schema'),
      import('../form-validation.util'),
    ]);
    const checked = checkWith(registerSchema, values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const data = checked.data as { name: string; email: string; mobile?: string; password: string };
    const result = await register({
      name: data.name,
      email: data.email,
      ...(data.mobile ? { mobile: data.mobile } : {}),
      password: data.password,
      re_password: values.re_password,
    });
    const failure = failureOf(result);
    if (!failure && result.kind === 'success') {
      holdPendingSignIn({
        email: data.email,
        resendAt: resendDeadline(Date.now(), result.body.data?.resend_after_s),
        origin: 'register',
      });
      const query = new URLSearchParams({ email: data.email });
      if (returnTo !== '/') query.set('return_to', returnTo);
      router.push(`/verify-email?${query}`);
      return;
    }
    setBusy(false);
    if (!failure) return;
    const fromApi = apiFieldErrors(failure.details) as Partial<Record<Field, string>>;
    const text = authFailureText(failure);
    if (failure.code === 'EMAIL_IN_USE') fromApi.email = text;
    if (Object.keys(fromApi).length > 0) showErrors(fromApi);
    setFormError(text);
  }

  /** What every field takes from the form's state. */
  const bind = (name: Field) => ({
    id: `${id}-${name}`,
    value: values[name],
    onValueChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: errors[name],
    inputRef: (el: HTMLInputElement | null) => {
      refs.current[name] = el;
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="register-form">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <TextField
        {...bind('name')}
        name="name"
        label={t('authNameLabel')}
        autoComplete="name"
        maxLength={100}
        required
      />
      <EmailField {...bind('email')} />
      <PhoneField {...bind('mobile')} name="mobile" label={t('authMobileLabel')} marker={t('authOptional')} />
      <PasswordField
        {...bind('password')}
        name="password"
        label={t('authPasswordLabel')}
        hint={t('authPasswordHint')}
        reveal={reveal}
        autoComplete="new-password"
      />
      <PasswordField
        {...bind('re_password')}
        name="re_password"
        label={t('authConfirmPasswordLabel')}
        reveal={reveal}
        autoComplete="new-password"
      />
      <ShowPasswordToggle
        id={`${id}-reveal`}
        checked={reveal}
        onChange={setReveal}
        label={t('authShowPassword')}
      />
      <BusyButton type="submit" busy={busy} busyText={t('authRegistering')} className="w-full">
        {t('authRegisterButton')}
      </BusyButton>
    </form>
  );
}
