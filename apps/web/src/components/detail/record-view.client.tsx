'use client';

import { useEffect } from 'react';

/**
 * Records the visitor's view of a listing from the browser once the page is shown, so that a page
 * served from the guest page cache counts as well as a freshly rendered one. Renders nothing. A
 * plain fetch of a same-origin URL built by the server (lib/api-read.ts `recordedCallUrl`): the
 * session cookie goes along, and no API client weighs on the page's first load.
 */
export function RecordView({ url }: { url: string }) {
  useEffect(() => {
    fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
  }, [url]);
  return null;
}
