import 'server-only';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSessionState } from '@/components/access/session-state.server';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { getWebSettings } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { authMetadata, firstParam } from './auth-page.util';
import { safeReturnTo } from './return-to.util';

// What the two ways in, /login and /register, share on the server: their head names the company,
// a visitor already signed in goes straight on to return_to, and the operator's social providers
// are offered under the form when social sign-in is on.

export async function entryMetadata(
  title: TranslationKey,
  description: TranslationKey,
  path: string,
): Promise<Metadata> {
  const [{ t, code }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return authMetadata({ title: t(title), description: t(description, { company }), path, locale: code });
}

export async function enterEntryPage(params: Record<string, string | string[] | undefined>) {
  const returnTo = safeReturnTo(firstParam(params.return_to));
  if ((await getSessionState()) === 'member') redirect(returnTo);
  const [{ t }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const providers = data?.social_login ? (data.social_login_providers ?? []) : [];
  return { returnTo, t, settings: data, social: { providers, returnTo, t } };
}
