import type { Metadata } from 'next';
import { authMetadata, firstParam, type SearchParams } from '@/features/auth/auth-page.util';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell.component';
import { InvalidResetLink, ResetPasswordForm } from '@/features/auth/components/reset-password-form.client';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t, code } = await getI18n();
  return authMetadata({ title: t('authResetTitle'), path: '/reset-password', locale: code });
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  // The token is checked by the API when the form is sent (single use, 60 minutes); only its
  // absence or an absurd length is known to be hopeless already.
  const token = firstParam(params.token, 201);
  const { t } = await getI18n();
  return (
    <AuthPageShell
      title={t('authResetTitle')}
      testId="reset-password-page"
      links={[{ href: '/login', text: t('authBackToSignIn') }]}
    >
      {token && token.length <= 200 ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </AuthPageShell>
  );
}
