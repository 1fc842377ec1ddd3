import type { SocialLoginProvider } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';

// One plain link per configured OpenID Connect provider (web-settings social_login_providers):
// the API redirects to the provider and back to /auth/callback. Plain links work without
// JavaScript and need none of it.

export function SocialSignIn({
  providers,
  returnTo,
  t,
}: {
  providers: SocialLoginProvider[];
  returnTo: string;
  t: Translate;
}) {
  if (providers.length === 0) return null;
  return (
    <section aria-labelledby="social-sign-in-heading" className="mt-6">
      <h2 id="social-sign-in-heading" className="relative mb-4 text-center text-sm font-medium text-gray-700">
        <span className="relative z-10 bg-white px-3">{t('authOrContinueWith')}</span>
        <span aria-hidden="true" className="absolute inset-x-0 top-1/2 border-t border-gray-200" />
      </h2>
      <ul className="space-y-3">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              href={`/api/auth/oidc/${encodeURIComponent(provider.id)}/start?return_to=${encodeURIComponent(returnTo)}`}
              className="flex min-h-11 w-full items-center justify-center rounded-md border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50"
            >
              {t('authContinueWith', { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
