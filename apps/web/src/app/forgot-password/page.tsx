import type { Metadata } from 'next';
import { authMetadata, firstParam, type SearchParams } from '@/features/auth/auth-page.util';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell.component';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.client';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t, code } = await getI18n();
  return authMetadata({
    title: t('authForgotTitle'),
    description: t('authForgotIntro'),
    path: '/forgot-password',
    locale: code,
  });
}

export default async function ForgotPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { t } = await getI18n();
  return (
    <AuthPageShell
      title={t('authForgotTitle')}
      intro={t('authForgotIntro')}
      testId="forgot-password-page"
      links={[{ href: '/login', text: t('authBackToSignIn') }]}
    >
      <ForgotPasswordForm initialEmail={firstParam(params.email, 255)} />
    </AuthPageShell>
  );
}
