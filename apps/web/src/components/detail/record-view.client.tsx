'use client';

import { useEffect } from 'react';
import { browserRecord, type RecordedCall } from '@/lib/api-read';

/**
 * Records the visitor's view of a listing from the browser once the page is shown, so that a page
 * served from the guest page cache counts as well as a freshly rendered one. Renders nothing.
 */
export function RecordView({ call, params }: RecordedCall) {
  useEffect(() => {
    void browserRecord({ call, params });
  }, [call, params]);
  return null;
}
