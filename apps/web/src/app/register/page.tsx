import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page.util';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell.component';
import { RegisterForm } from '@/features/auth/components/register-form.client';
import { enterEntryPage, entryMetadata } from '@/features/auth/entry-page.server';
import { loginHref } from '@/features/auth/return-to.util';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return entryMetadata('authRegisterTitle', 'authRegisterDescription', '/register');
}

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const { returnTo, t, social } = await enterEntryPage(await searchParams);
  return (
    <AuthPageShell
      title={t('authRegisterTitle')}
      testId="register-page"
      social={social}
      links={[{ lead: t('authHaveAccount'), href: loginHref(returnTo), text: t('authSignIn') }]}
    >
      <RegisterForm returnTo={returnTo} />
    </AuthPageShell>
  );
}
