'use client';

import dynamic from 'next/dynamic';

// Where the site header mounts the access layer (dialog host, session upkeep). It loads right after
// hydration instead of with the page: nothing can report an access error before then, and a
// request made earlier waits in the store until the host mounts.

export const AccessLayerMount = dynamic(() => import('./access-layer.client').then((m) => m.AccessLayer), {
  ssr: false,
});
