import type { Metadata } from 'next';
import { firstParam, type SearchParams } from '@/features/auth/auth-page.util';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell.component';
import { FormMessage } from '@/features/auth/components/form-message.component';
import { SignInMethods } from '@/features/auth/components/sign-in-methods.client';
import { enterEntryPage, entryMetadata } from '@/features/auth/entry-page.server';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return entryMetadata('authSignIn', 'authSignInDescription', '/login');
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { returnTo, t, settings, social } = await enterEntryPage(params);
  const notice = firstParam(params.notice);
  const email = firstParam(params.email, 255);
  const withReturn = (path: string) =>
    returnTo === '/'
      ? path
      : `${path}${path.includes('?') ? '&' : '?'}return_to=${encodeURIComponent(returnTo)}`;

  return (
    <AuthPageShell
      title={t('authSignInTitle')}
      testId="login-page"
      social={social}
      links={[
        {
          href: email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password',
          text: t('authForgotPasswordLink'),
        },
        { lead: t('authNoAccount'), href: withReturn('/register'), text: t('authCreateAccountLink') },
      ]}
    >
      {notice === 'verified' || notice === 'reset' ? (
        <div className="mb-5">
          <FormMessage tone="success">
            {t(notice === 'verified' ? 'authEmailVerified' : 'authResetDone')}
          </FormMessage>
        </div>
      ) : null}
      <SignInMethods
        phoneEnabled={Boolean(settings?.number_with_otp_login)}
        returnTo={returnTo}
        initialEmail={email}
      />
    </AuthPageShell>
  );
}
