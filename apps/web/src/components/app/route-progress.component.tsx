'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

// Spec §1: a progress bar on route changes. It starts when a same-origin link to another page is
// followed and completes when the URL has changed. Visual only: Next's route announcer already
// tells screen-reader users about the new page.

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

export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const url = `${pathname}?${searchParams.toString()}`;
  const [phase, setPhase] = useState<Phase>('idle');
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

  const width = phase === 'idle' ? '0%' : phase === 'loading' ? '85%' : '100%';
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
