'use client';

import { useEffect } from 'react';
import { useAppSelector, useRehydrated } from '../store/store.hook';
import {
  dispatchForegroundMessage,
  ensurePushWorker,
  FOREGROUND_MESSAGE_TYPE,
  isPushSupported,
} from './push.util';

/** Once a push token exists, make sure the push worker runs and relay its foreground messages. */
export function usePushRegistration(): void {
  const rehydrated = useRehydrated();
  const token = useAppSelector((state) => state.settings.fcmToken);

  useEffect(() => {
    if (!rehydrated || !token || !isPushSupported(window)) return;
    const container = navigator.serviceWorker;
    ensurePushWorker(container)
      .then((registration) => console.info('[push] worker ready', registration.scope))
      .catch((error: unknown) => console.error('[push] worker registration failed', error));

    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: unknown; payload?: unknown } | null;
      if (message?.type === FOREGROUND_MESSAGE_TYPE) dispatchForegroundMessage(message.payload);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [rehydrated, token]);
}
