'use client';

import { relativeTime } from '@domus/shared/utils/relative-time.util';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { SessionItem } from './account.types';
import { openAccessDialog } from './account-access';
import { deviceLabel } from './session-device.util';

// The member's sign-in sessions (get-sessions, contract §3.7), rendered by the server and listed
// here with the actions: sign one out, or every one but this device (revoke-session). After a
// revocation the server renders the list again.

export function SessionsList({ sessions, now }: { sessions: SessionItem[]; now: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [refreshing, startRefresh] = useTransition();
  // The server's clock for "n minutes ago", so the server and the browser render the same words.
  const at = new Date(now);
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
        onSuccess: () => startRefresh(() => router.refresh()),
        onError: (failure) => {
          openAccessDialog(failure);
        },
      },
    );
    setBusy(null);
  }

  return (
    <div className="grid gap-6" aria-busy={refreshing || busy !== null}>
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
