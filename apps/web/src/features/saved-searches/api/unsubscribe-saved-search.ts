import type { ApiRead } from '@/lib/api-read';

/**
 * `GET unsubscribe-saved-search?token=…` (public): the mail's link pauses the search it was
 * sent for; a forged or garbled token answers 400 UNSUBSCRIBE_LINK_INVALID.
 */
export function unsubscribeSavedSearch(read: ApiRead, token: string) {
  return read<{ id: number; name: string }>('unsubscribe-saved-search', { token });
}
