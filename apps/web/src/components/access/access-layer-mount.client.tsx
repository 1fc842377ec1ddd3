'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { SessionState } from './session-state.util';

// Where the site header mounts the access layer (dialog host, session upkeep). It loads once the
// page has loaded and the browser is idle, not with the page: on a slow phone its chunk would
// otherwise compete with the largest picture for the main thread. Nothing can report an access
// error before then, and a request made earlier waits in the store until the host mounts.

const AccessLayer = dynamic(() => import('./access-layer.client').then((m) => m.AccessLayer), {
  ssr: false,
});

function whenIdle(run: () => void): () => void {
  let cancelled = false;
  const start = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2_000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
  };
}

export function AccessLayerMount({ serverState }: { serverState: SessionState }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? <AccessLayer serverState={serverState} /> : null;
}
