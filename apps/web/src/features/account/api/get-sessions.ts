import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { SessionItem } from '../account.types';

/** `get-sessions`: the member's sign-in sessions, this device's marked `current`. */
export function getSessions(read: ApiRead) {
  return read<SessionItem[]>('get-sessions');
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: ['get-sessions'], queryFn: () => dataOf(getSessions(browserRead)) });
}
