'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { PersistedRootState } from '@/lib/store/initial-state';
import { useAppDispatch } from '@/lib/store/store.hook';
import { type AccessRequest, closeAccessDialog } from './access-dialog.store';
import { accessDialogFor } from './access-dialog.util';
import { clearStoredUser, signOut } from './sign-out';

// The one "Opps!" dialog. A native modal <dialog>: the rest of the page is inert while it
// is open; Tab is also kept inside by hand (browsers would otherwise step out to their own
// toolbar), Esc closes, and focus returns to whatever had it before.

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function AccessDialog({ request }: { request: AccessRequest }) {
  const { t } = useTranslation();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const store = useStore<PersistedRootState>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const primaryRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const messageId = useId();

  const model = useMemo(
    () =>
      accessDialogFor(
        request.code,
        request.details,
        `${window.location.pathname}${window.location.search}`,
        request.message,
      ),
    [request],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    primaryRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  // The session side of the code: a dead token is dropped, a deactivated account signed out.
  // Once per dialog, also under StrictMode's double effects.
  const session = model?.session;
  const sessionHandled = useRef(false);
  useEffect(() => {
    if (sessionHandled.current) return;
    sessionHandled.current = true;
    if (session === 'drop') {
      void clearStoredUser(dispatch).then(() => router.refresh());
    } else if (session === 'sign-out') {
      const fcmToken = store.getState().settings.fcmToken;
      void signOut(dispatch, fcmToken).then(() => router.refresh());
    }
  }, [session, dispatch, router, store]);

  if (!model) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const action = model.action;
  const button =
    'inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onKeyDown={onKeyDown}
      // Esc: close through the store so the state and the element agree.
      onCancel={(event) => {
        event.preventDefault();
        closeAccessDialog();
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === dialogRef.current) closeAccessDialog();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50"
      data-testid="access-dialog"
      data-code={model.code}
    >
      <div className="p-6 text-start">
        <h2 id={titleId} className="text-xl font-bold">
          {t(model.title)}
        </h2>
        <div id={messageId} className="mt-3 space-y-2 text-gray-800">
          <p>{model.message ? t(model.message) : model.text}</p>
          {model.message && model.text ? <p className="text-sm text-gray-700">{model.text}</p> : null}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {action.kind === 'link' ? (
            <>
              <button
                type="button"
                onClick={closeAccessDialog}
                className={`${button} border border-gray-300 text-gray-800 hover:bg-gray-50`}
              >
                {t('authActionCancel')}
              </button>
              <Link
                ref={(el) => {
                  primaryRef.current = el;
                }}
                href={action.href}
                prefetch={false}
                onClick={closeAccessDialog}
                className={`${button} bg-(--brand) text-(--on-brand)`}
              >
                {t(action.label)}
              </Link>
            </>
          ) : (
            <button
              ref={(el) => {
                primaryRef.current = el;
              }}
              type="button"
              onClick={closeAccessDialog}
              className={`${button} bg-(--brand) text-(--on-brand)`}
            >
              {t('authActionOk')}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
