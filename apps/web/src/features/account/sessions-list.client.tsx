'use client';

import { relativeTime } from '@domus/shared/utils/relative-time.util';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { openAccessDialog } from './account-access';
import { sessionsQueryOptions } from './api/get-sessions';
import { deviceLabel } from './session-device.util';

// The member's sign-in sessions (get-sessions), read by the server into this island's query and
// listed here with the actions: sign one out, or every one but this device (revoke-session). After
// a revocation the query reads the list again.

export function SessionsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: sessions = [], dataUpdatedAt, isFetching } = useQuery(sessionsQueryOptions());
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  // "n minutes ago" counts from when the list was read (the server's clock for the server's copy),
  // so the server and the browser render the same words.
  const at = new Date(dataUpdatedAt);
  const others = sessions.filter((s) => !s.current).length;

  async function revoke(target: number | 'all') {
    setBusy(target);
    const { callApi } = await import('@/lib/api-answer.util');
    await callApi<null>(
      {
        call: 'revoke-session',
        method: 'POST',
        body: target === 'all' ? { all: 1 } : { session_id: target },
      },
      {
        successToast: true,
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
        onError: (failure) => {
          openAccessDialog(failure);
        },
      },
    );
    setBusy(null);
  }

  return (
    <div className="grid gap-6" aria-busy={isFetching || busy !== null}>
      <ul className="grid gap-4" data-testid="sessions-list">
        {sessions.map((session) => {
          const device = deviceLabel(session.user_agent, t);
          return (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-gray-200 bg-white p-5"
              data-testid="session-item"
              data-current={session.current ? 'true' : 'false'}
            >
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">
                  {device}
                  {session.current ? (
                    <span className="ms-2 rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
                      {t('accountThisDevice')}
                    </span>
                  ) : null}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-gray-700">
                  <dt>{t('accountSessionIp')}</dt>
                  <dd dir="ltr" className="text-start">
                    {session.ip ?? t('accountUnknown')}
                  </dd>
                  <dt>{t('accountSessionCreated')}</dt>
                  <dd>
                    <time dateTime={session.created_at}>{relativeTime(session.created_at, at)}</time>
                  </dd>
                  <dt>{t('accountSessionLastUsed')}</dt>
                  <dd>
                    <time dateTime={session.last_used_at}>{relativeTime(session.last_used_at, at)}</time>
                  </dd>
                </dl>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  onClick={() => void revoke(session.id)}
                  disabled={busy !== null}
                  aria-label={t('accountSignOutSessionOf', { device })}
                  className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-70"
                >
                  {busy === session.id ? t('accountSigningOut') : t('accountSignOutSession')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <div>
          <button
            type="button"
            onClick={() => void revoke('all')}
            disabled={busy !== null}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) disabled:opacity-70"
          >
            {busy === 'all' ? t('accountSigningOut') : t('accountSignOutOthers')}
          </button>
        </div>
      ) : (
        <p className="text-gray-700">{t('accountNoOtherSessions')}</p>
      )}
    </div>
  );
}
