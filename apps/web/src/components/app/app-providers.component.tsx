'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import type { LanguageListItem, WebSettings } from '@/lib/api-types';
import type { I18nValue } from '@/lib/i18n/i18n-context';
import { createDeferredStore } from '@/lib/store/deferred-store';
import { I18nProvider } from './i18n-provider.component';

// The app-wide client layer around the server-rendered pages. Only what must exist from the first
// paint is here (store context, strings); the rest — the real store and its persistence, the
// route progress bar, geolocation, push, toasts, the unsupported-browser banner — arrives with
// AppRuntime right after hydration, so it never weighs on a page's first load (a link followed
// before hydration is a full page load, which the browser shows itself).

const AppRuntime = dynamic(() => import('./app-runtime.component').then((m) => m.AppRuntime), { ssr: false });

export interface AppProvidersProps {
  i18n: I18nValue;
  /** Web settings as the server fetched them for this request (large HTML fields left out). */
  settings: WebSettings | null;
  languages: LanguageListItem[];
  children: ReactNode;
}

export function AppProviders({ i18n, settings, languages, children }: AppProvidersProps) {
  const [store] = useState(() => createDeferredStore());
  return (
    <Provider store={store}>
      <I18nProvider value={i18n}>
        {children}
        <AppRuntime store={store} settings={settings} languages={languages} rtl={i18n.rtl} />
      </I18nProvider>
    </Provider>
  );
}
