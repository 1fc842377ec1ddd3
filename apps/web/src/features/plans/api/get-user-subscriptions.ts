import type { ApiResult } from '@/lib/api-client';
import type { ApiRead } from '@/lib/api-read';
import type { ActivePackage } from '../plans.types';

export const SUBSCRIPTIONS_PAGE_SIZE = 10;

/** `get-user-subscriptions`: all my subscriptions, active first, then ended, with `total`. */
export function getUserSubscriptions(
  read: ApiRead,
  offset = 0,
  limit = SUBSCRIPTIONS_PAGE_SIZE,
): Promise<ApiResult<ActivePackage[]>> {
  return read<ActivePackage[]>('get-user-subscriptions', { offset, limit });
}
