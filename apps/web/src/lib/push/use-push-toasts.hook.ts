'use client';

import { useEffect } from 'react';
import { isOpenThread } from '../chat-path.util';
import { useTranslation } from '../i18n/i18n-context';
import { showToast } from '../toast.util';
import { onForegroundMessage, sitePath } from './push.util';

interface PushMessage {
  type?: unknown;
  sender_id?: unknown;
  property_id?: unknown;
  title?: unknown;
  body?: unknown;
  url?: unknown;
}

/**
 * Pushes that arrive while a page of the site is visible are not shown as system notifications
 * (the worker hands them to the page): they show as a toast here, with a button to open their
 * page. A deleted chat message's push has nothing to show, nor a message to the thread open here.
 */
export function usePushToasts(): void {
  const { t } = useTranslation();
  useEffect(
    () =>
      onForegroundMessage((data) => {
        const push = (data ?? {}) as PushMessage;
        if (push.type === 'delete_message' || typeof push.title !== 'string' || push.title === '') return;
        if (
          push.type === 'chat' &&
          isOpenThread(`${window.location.pathname}${window.location.search}`, push)
        )
          return;
        const href = sitePath(push.url);
        void showToast({
          type: 'info',
          message: push.title,
          description: typeof push.body === 'string' ? push.body : undefined,
          link: href ? { label: t('pushOpen'), href } : undefined,
        });
      }),
    [t],
  );
}
