'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { clearStoredUser } from '@/components/access/sign-out';
import { BusyButton } from '@/components/ui/busy-button.component';
import { failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { useAppDispatch } from '@/lib/store/store.hook';
import { resetPassword } from '../auth-api';
import { apiFieldErrors, authFailureText } from '../auth-errors.util';
import { TEXT_LINK } from './auth-page-shell.component';
import { PasswordField, ShowPasswordToggle } from './credential-fields.component';
import { FormMessage } from './form-message.component';

// reset-password: the token from the emailed link, a new password twice. Success
// revokes every session of the account — this browser's too — so the stored user goes as well.

type Field = 'password' | 're_password';
const FIELDS: Field[] = ['password', 're_password'];

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const id = useId();
  const [values, setValues] = useState({ password: '', re_password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState(false);
  const [done, setDone] = useState(false);
  const [reveal, setReveal] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = { password: useRef<HTMLInputElement>(null), re_password: useRef<HTMLInputElement>(null) };
  const doneRef = useRef<HTMLDivElement>(null);

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) refs[first].current?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const [{ resetPasswordSchema }, { checkWith }] = await Promise.all([
      import('@domus/shared/schemas/account.schema'),
      import('../form-validation.util'),
    ]);
    const checked = checkWith(resetPasswordSchema, { token, ...values });
    if (!checked.ok) {
      if (checked.errors.token) {
        setInvalidLink(true);
        return;
      }
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await resetPassword({ token, ...values });
    setBusy(false);
    const failure = failureOf(result);
    if (!failure) {
      setDone(true);
      await clearStoredUser(dispatch);
      router.refresh();
      requestAnimationFrame(() => doneRef.current?.focus());
      return;
    }
    if (failure.code === 'RESET_TOKEN_INVALID') {
      setInvalidLink(true);
      return;
    }
    showErrors(apiFieldErrors(failure.details) as Partial<Record<Field, string>>);
    setFormError(authFailureText(failure));
  }

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} className="space-y-4 focus:outline-none">
        <FormMessage tone="success" testId="reset-password-done">
          {t('authResetDone')}
        </FormMessage>
        <Link
          href="/login"
          className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-(--brand) px-6 font-semibold text-(--on-brand)"
        >
          {t('authSignIn')}
        </Link>
      </div>
    );
  }

  if (invalidLink) return <InvalidResetLink />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="reset-password-form">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      {FIELDS.map((name) => (
        <PasswordField
          key={name}
          id={`${id}-${name}`}
          name={name}
          reveal={reveal}
          autoComplete="new-password"
          label={t(name === 'password' ? 'authNewPasswordLabel' : 'authConfirmPasswordLabel')}
          hint={name === 'password' ? t('authPasswordHint') : undefined}
          value={values[name]}
          onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
          error={errors[name]}
          inputRef={refs[name]}
        />
      ))}
      <ShowPasswordToggle
        id={`${id}-reveal`}
        checked={reveal}
        onChange={setReveal}
        label={t('authShowPassword')}
      />
      <BusyButton type="submit" busy={busy} busyText={t('authSaving')} className="w-full">
        {t('authResetButton')}
      </BusyButton>
    </form>
  );
}

/** RESET_TOKEN_INVALID (or no token at all): say so plainly and offer a fresh link. */
export function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <FormMessage tone="error" testId="reset-password-invalid">
        {t('authResetInvalid')}
      </FormMessage>
      <p>
        <Link href="/forgot-password" className={TEXT_LINK}>
          {t('authRequestNewLink')}
        </Link>
      </p>
    </div>
  );
}
