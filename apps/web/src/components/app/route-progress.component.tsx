'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner.component';
import { useTranslation } from '@/lib/i18n/i18n-context';

// A progress bar on route changes, and the generic loading spinner when a page takes a
// moment. Both start when a same-origin link to another page is followed and end when the URL has
// changed. They live here rather than in `loading.tsx` boundaries on purpose: a loading boundary
// makes the server stream the page, after which an unknown slug can no longer answer 404 and a
// visitor without JavaScript never sees the content.

type Phase = 'idle' | 'loading' | 'done';

/** Whether a click on this anchor will be a client-side navigation to a different page. */
export function isNavigatingClick(event: MouseEvent, anchor: HTMLAnchorElement, current: Location): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const next = new URL(anchor.href, current.href);
  if (next.origin !== current.origin) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}

const SAFETY_TIMEOUT_MS = 15_000;
/** Quick navigations show only the bar; slower ones the spinner too (no flash for fast pages). */
const SPINNER_DELAY_MS = 500;

export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const url = `${pathname}?${searchParams.toString()}`;
  const [phase, setPhase] = useState<Phase>('idle');
  const [slow, setSlow] = useState(false);
  const { t } = useTranslation();
  const lastUrl = useRef(url);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && isNavigatingClick(event, anchor, window.location)) {
        setPhase('loading');
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (lastUrl.current === url) return;
    lastUrl.current = url;
    setPhase((current) => (current === 'loading' ? 'done' : current));
  }, [url]);

  useEffect(() => {
    if (phase === 'idle') return;
    // After completing, fade out; while loading, give up eventually (a navigation that never lands).
    const timer = setTimeout(() => setPhase('idle'), phase === 'done' ? 400 : SAFETY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'loading') {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const width = phase === 'idle' ? '0%' : phase === 'loading' ? '85%' : '100%';
  return (
    <>
      {slow ? (
        <div className="pointer-events-none fixed inset-x-0 top-24 z-50 flex justify-center">
          <div className="rounded-xl bg-white/95 px-6 shadow-lg">
            <Spinner label={t('loading')} className="py-4" />
          </div>
        </div>
      ) : null}
      <ProgressBar phase={phase} width={width} />
    </>
  );
}

function ProgressBar({ phase, width }: { phase: Phase; width: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      <div
        data-phase={phase}
        className="h-full bg-(--brand) shadow-[0_0_6px_var(--brand)] data-[phase=done]:opacity-0 data-[phase=idle]:opacity-0 data-[phase=idle]:transition-none"
        style={{
          width,
          transition:
            phase === 'loading'
              ? 'width 8s cubic-bezier(0.1, 0.7, 0.3, 1)'
              : 'width 200ms ease-out, opacity 300ms ease 150ms',
        }}
      />
    </div>
  );
}
