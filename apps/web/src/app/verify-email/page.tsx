import type { Metadata } from 'next';
import { authMetadata, firstParam, type SearchParams } from '@/features/auth/auth-page.util';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell.component';
import { VerifyEmailForm } from '@/features/auth/components/verify-email-form.client';
import { loginHref, safeReturnTo } from '@/features/auth/return-to.util';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t, code } = await getI18n();
  return authMetadata({
    title: t('authVerifyEmailTitle'),
    description: t('authVerifyEmailDescription'),
    path: '/verify-email',
    locale: code,
  });
}

export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const returnTo = safeReturnTo(firstParam(params.return_to));
  const email = firstParam(params.email, 255);
  const { t } = await getI18n();
  return (
    <AuthPageShell
      title={t('authVerifyEmailTitle')}
      intro={t('authVerifyEmailIntro')}
      testId="verify-email-page"
      links={[{ href: loginHref(returnTo, email ? { email } : {}), text: t('authBackToSignIn') }]}
    >
      <VerifyEmailForm initialEmail={email} returnTo={returnTo} reason={firstParam(params.reason, 20)} />
    </AuthPageShell>
  );
}
