'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { getAccessRequest, subscribeAccessDialog } from './access-dialog.store';

// Mounted once (in the site header). Only this subscription ships with every page; the dialog
// itself loads the first time an access error needs it.

const AccessDialog = dynamic(() => import('./access-dialog.client').then((m) => m.AccessDialog), {
  ssr: false,
});

const serverSnapshot = () => null;

export function AccessDialogHost() {
  const request = useSyncExternalStore(subscribeAccessDialog, getAccessRequest, serverSnapshot);
  return request ? <AccessDialog key={request.id} request={request} /> : null;
}
