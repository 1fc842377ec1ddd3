'use client';

import { useEffect, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { isPushSupported } from '@/lib/push/push.util';

// Browsers without push messaging get a dismissible banner, fixed at the bottom,
// saying chat and notifications are unsupported. The dismissal is remembered in this browser.

const DISMISSED_KEY = 'domus_push_banner_dismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: the banner simply comes back next visit.
  }
}

export function PushUnsupportedBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Decided after hydration: the server cannot know the browser's capabilities.
    if (!isPushSupported(window) && !wasDismissed()) setVisible(true);
  }, []);

  if (!visible) return null;
  return (
    <aside
      aria-label={t('pushUnsupported')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-red-200 bg-red-50 px-4 py-3 text-red-900 shadow-lg"
      data-testid="push-unsupported-banner"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4">
        <p role="status" className="text-sm font-medium">
          {t('pushUnsupported')}
        </p>
        <button
          type="button"
          onClick={() => {
            rememberDismissal();
            setVisible(false);
          }}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-red-100"
        >
          <CloseIcon />
          <span className="sr-only">{t('dismiss')}</span>
        </button>
      </div>
    </aside>
  );
}
