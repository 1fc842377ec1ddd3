'use client';

import { useEffect, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { requestApi } from '@/lib/api-client';
import { API_BROWSER_BASE } from '@/lib/config';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { isPushSupported, subscribeToPush, unsubscribeFromPush } from '@/lib/push/push.util';
import { useAppDispatch, useAppSelector, useRehydrated } from '@/lib/store/store.hook';
import { showToast } from '@/lib/toast.util';
import { type PushSubscriptionJson, registerPushSubscription } from './api/push-subscription';

// "Turn on notifications" for this browser: after the member's click (browsers ask permission
// only then), subscribe with the site's VAPID key (web-settings `push_public_key`), register the
// subscription for this session, and keep it as the store's push token — which is what makes the
// app keep its push worker running (spec §1). "Turn off" ends the subscription here and there.

type Permission = 'unknown' | 'unsupported' | NotificationPermission;

async function storeToken(dispatch: ReturnType<typeof useAppDispatch>, token: string | null) {
  const { fcmTokenChanged } = await import('@/lib/store/settings.slice');
  dispatch(fcmTokenChanged(token));
}

export function PushOptIn() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const rehydrated = useRehydrated();
  const publicKey = useAppSelector((state) => state.settings.data?.push_public_key ?? null);
  const token = useAppSelector((state) => state.settings.fcmToken);
  const [permission, setPermission] = useState<Permission>('unknown');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The browser's abilities and the site's permission are known only here, after hydration.
    setPermission(isPushSupported(window) ? Notification.permission : 'unsupported');
  }, []);

  async function turnOn(key: string) {
    setBusy(true);
    try {
      const json = await subscribeToPush(key);
      setPermission(Notification.permission);
      if (!json) {
        void showToast({ type: 'error', message: t('pushBlocked') });
        return;
      }
      const result = await registerPushSubscription(JSON.parse(json) as PushSubscriptionJson, {});
      if (result.kind !== 'success') return; // callApi has shown the server's message
      await storeToken(dispatch, json);
      void showToast({ type: 'success', message: t('pushOnHere') });
    } catch (error) {
      console.error('[push] could not subscribe', error);
      void showToast({ type: 'error', message: t('pushFailed') });
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      const endpoint =
        (await unsubscribeFromPush()) ??
        (token ? ((JSON.parse(token) as Partial<PushSubscriptionJson>).endpoint ?? null) : null);
      // Already gone on the server (a 404) is as good as removed: no toast either way.
      if (endpoint) {
        await requestApi({
          baseUrl: API_BROWSER_BASE,
          call: 'delete-push-subscription',
          method: 'POST',
          body: { endpoint },
        });
      }
      await storeToken(dispatch, null);
      void showToast({ type: 'success', message: t('pushTurnedOff') });
    } catch (error) {
      console.error('[push] could not unsubscribe', error);
      void showToast({ type: 'error', message: t('pushFailed') });
    } finally {
      setBusy(false);
    }
  }

  if (!rehydrated || permission === 'unknown') return null;
  const on = token !== null && permission === 'granted';
  const available = permission !== 'unsupported' && publicKey !== null;
  const status = !available
    ? t('pushUnsupported')
    : on
      ? t('pushOnHere')
      : permission === 'denied'
        ? t('pushBlocked')
        : t('pushOffHint');

  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-200 bg-white p-4"
      data-testid="push-opt-in"
      data-state={on ? 'on' : 'off'}
    >
      <p role="status" className="min-w-0 flex-1 basis-60 text-sm text-gray-800">
        {status}
      </p>
      {available && permission !== 'denied' ? (
        <BusyButton
          type="button"
          look={on ? 'secondary' : 'primary'}
          busy={busy}
          busyText={on ? t('pushTurningOff') : t('pushTurningOn')}
          onClick={() => {
            if (busy) return;
            if (on) void turnOff();
            else if (publicKey) void turnOn(publicKey);
          }}
        >
          {on ? t('pushTurnOff') : t('pushTurnOn')}
        </BusyButton>
      ) : null}
    </div>
  );
}
