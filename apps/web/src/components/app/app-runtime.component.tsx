'use client';

import { TOAST_DURATION_MS, TOAST_POSITION } from '@domus/shared/constants/app.constants';
import { Suspense, useEffect } from 'react';
import type { Store } from 'redux';
import { persistStore } from 'redux-persist';
import { Toaster } from 'sonner';
import type { LanguageListItem, WebSettings } from '@/lib/api-types';
import { useGeolocationOnce } from '@/lib/geolocation/use-geolocation.hook';
import { usePushRegistration } from '@/lib/push/use-push-registration.hook';
import { usePushToasts } from '@/lib/push/use-push-toasts.hook';
import type { DeferredStore } from '@/lib/store/deferred-store';
import type { PersistedRootState } from '@/lib/store/initial-state';
import { languagesListed } from '@/lib/store/language.slice';
import { settingsSuccess } from '@/lib/store/settings.slice';
import { makeStore } from '@/lib/store/store';
import { useAppDispatch, useRehydrated } from '@/lib/store/store.hook';
import { PushUnsupportedBanner } from './push-unsupported-banner.component';
import { RouteProgress } from './route-progress.component';

// Loaded after hydration by AppProviders: the real Redux store (persisted under `root`, 5 s
// timeout), and the app-wide behaviours that need it.

export interface AppRuntimeProps {
  store: DeferredStore;
  settings: WebSettings | null;
  languages: LanguageListItem[];
  rtl: boolean;
}

export function AppRuntime({ store, settings, languages, rtl }: AppRuntimeProps) {
  const dispatch = useAppDispatch();
  const rehydrated = useRehydrated();

  useEffect(() => {
    // Once per page, also under StrictMode's double effects.
    if (store.attached) return;
    const real = makeStore();
    persistStore(real);
    store.attach(real as unknown as Store<PersistedRootState>);
  }, [store]);

  useEffect(() => {
    // After rehydration, so stored values do not overwrite this request's fresh ones: the server
    // fetched the settings for this page, they are this load's answer.
    if (!rehydrated) return;
    if (settings) dispatch(settingsSuccess(settings));
    dispatch(languagesListed(languages));
  }, [rehydrated, dispatch, settings, languages]);

  useGeolocationOnce();
  usePushRegistration();
  usePushToasts();

  return (
    <>
      {/* useSearchParams: its own boundary, so nothing else here waits on it. */}
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      <PushUnsupportedBanner />
      <Toaster
        position={TOAST_POSITION}
        duration={TOAST_DURATION_MS}
        dir={rtl ? 'rtl' : 'ltr'}
        richColors
        closeButton
      />
    </>
  );
}
