import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getSessionState } from '@/components/access/session-state.server';
import { authMetadata, firstParam, type SearchParams } from '@/features/auth/auth-page.util';
import { AuthCard, TEXT_LINK } from '@/features/auth/components/auth-card.component';
import { FormMessage } from '@/features/auth/components/form-message.component';
import { SignInMethods } from '@/features/auth/components/sign-in-methods.client';
import { SocialSignIn } from '@/features/auth/components/social-sign-in.component';
import { safeReturnTo } from '@/features/auth/return-to.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const [{ t, code }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return authMetadata({
    title: t('authSignIn'),
    description: t('authSignInDescription', { company }),
    path: '/login',
    locale: code,
  });
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const returnTo = safeReturnTo(firstParam(params.return_to));
  if ((await getSessionState()) === 'member') redirect(returnTo);

  const [{ t }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const providers = data?.social_login ? (data.social_login_providers ?? []) : [];
  const notice = firstParam(params.notice);
  const email = firstParam(params.email, 255);
  const withReturn = (path: string) =>
    returnTo === '/'
      ? path
      : `${path}${path.includes('?') ? '&' : '?'}return_to=${encodeURIComponent(returnTo)}`;

  return (
    <AuthCard
      title={t('authSignInTitle')}
      testId="login-page"
      footer={
        <>
          <p>
            <Link
              href={email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password'}
              className={TEXT_LINK}
            >
              {t('authForgotPasswordLink')}
            </Link>
          </p>
          <p>
            {t('authNoAccount')}{' '}
            <Link href={withReturn('/register')} className={TEXT_LINK}>
              {t('authCreateAccountLink')}
            </Link>
          </p>
        </>
      }
    >
      {notice === 'verified' || notice === 'reset' ? (
        <div className="mb-5">
          <FormMessage tone="success">
            {t(notice === 'verified' ? 'authEmailVerified' : 'authResetDone')}
          </FormMessage>
        </div>
      ) : null}
      <SignInMethods
        phoneEnabled={Boolean(data?.number_with_otp_login)}
        returnTo={returnTo}
        initialEmail={email}
      />
      <SocialSignIn providers={providers} returnTo={returnTo} t={t} />
    </AuthCard>
  );
}
