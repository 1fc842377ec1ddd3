import type { Metadata } from 'next';
import { authMetadata, firstParam, type SearchParams } from '@/features/auth/auth-page.util';
import { AuthCallback } from '@/features/auth/components/auth-callback.client';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell.component';
import { safeReturnTo } from '@/features/auth/return-to.util';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t, code } = await getI18n();
  return authMetadata({ title: t('authCallbackTitle'), path: '/auth/callback', locale: code });
}

export default async function AuthCallbackPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const type = firstParam(params.type, 2);
  // Codes are machine words; anything else is not worth echoing back to the page.
  const error = firstParam(params.error, 100).replace(/[^\w/-]/g, '');
  const { t } = await getI18n();
  return (
    <AuthPageShell title={t('authCallbackTitle')} testId="auth-callback-page">
      <AuthCallback
        authId={firstParam(params.auth_id, 200)}
        type={type === '0' ? 0 : type === '2' ? 2 : null}
        error={error}
        returnTo={safeReturnTo(firstParam(params.return_to))}
      />
    </AuthPageShell>
  );
}
