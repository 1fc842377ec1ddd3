import Link from 'next/link';
import type { ApiRead, ReadParams } from '@/lib/api-read';
import { apiInternalUrl } from '@/lib/config';
import type { Translate } from '@/lib/i18n/translate.util';
import { serverRequest } from '@/lib/server-api';
import { unsubscribeSavedSearch } from './api/unsubscribe-saved-search';

// /unsubscribe?token=… (server-rendered, no sign-in): the link of an alert mail. The token alone
// says which search to pause; the page shows what the API answered, or why the link is refused.

/** A read without the visitor's session and without any shared cache: the token is personal. */
const tokenRead: ApiRead = <T,>(call: string, params?: ReadParams) =>
  serverRequest<T>({ baseUrl: apiInternalUrl(), call, params, cache: 'no-store' });

export async function UnsubscribeView({ token, t }: { token: string | null; t: Translate }) {
  const result = token ? await unsubscribeSavedSearch(tokenRead, token) : null;
  const ok = result?.kind === 'success';
  const message = ok
    ? result.body.message
    : result?.kind === 'error' && result.status < 500
      ? result.body.message
      : result
        ? t('errorMessage')
        : t('unsubscribeInvalid');
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('unsubscribeTitle')}</h1>
      <div
        role={ok ? 'status' : 'alert'}
        className={`rounded-xl border p-6 ${ok ? 'border-green-200 bg-green-50' : 'border-amber-300 bg-amber-50'}`}
        data-testid={ok ? 'unsubscribe-done' : 'unsubscribe-invalid'}
      >
        <p className="text-lg font-semibold text-gray-900">{message}</p>
        {ok ? (
          <p className="mt-2 text-gray-700">
            <bdi>{result.body.data.name}</bdi>
          </p>
        ) : null}
      </div>
      <p>
        <Link
          href="/user/saved-searches"
          prefetch={false}
          className="inline-flex min-h-11 items-center font-semibold text-(--brand-ink) underline-offset-2 hover:underline"
        >
          {t('unsubscribeManage')}
        </Link>
      </p>
    </div>
  );
}
