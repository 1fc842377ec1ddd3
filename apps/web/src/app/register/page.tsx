import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getSessionState } from '@/components/access/session-state.server';
import { authMetadata, firstParam, type SearchParams } from '@/features/auth/auth-page.util';
import { AuthCard, TEXT_LINK } from '@/features/auth/components/auth-card.component';
import { RegisterForm } from '@/features/auth/components/register-form.client';
import { SocialSignIn } from '@/features/auth/components/social-sign-in.component';
import { loginHref, safeReturnTo } from '@/features/auth/return-to.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const [{ t, code }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return authMetadata({
    title: t('authRegisterTitle'),
    description: t('authRegisterDescription', { company }),
    path: '/register',
    locale: code,
  });
}

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const returnTo = safeReturnTo(firstParam(params.return_to));
  if ((await getSessionState()) === 'member') redirect(returnTo);

  const [{ t }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const providers = data?.social_login ? (data.social_login_providers ?? []) : [];

  return (
    <AuthCard
      title={t('authRegisterTitle')}
      testId="register-page"
      footer={
        <p>
          {t('authHaveAccount')}{' '}
          <Link href={loginHref(returnTo)} className={TEXT_LINK}>
            {t('authSignIn')}
          </Link>
        </p>
      }
    >
      <RegisterForm returnTo={returnTo} />
      <SocialSignIn providers={providers} returnTo={returnTo} t={t} />
    </AuthCard>
  );
}
