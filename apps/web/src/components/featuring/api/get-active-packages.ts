import { browserRead } from '@/lib/api-read';
import type { ActivePackage } from '../ad-duration.util';

/** `get-package`'s `active_packages`: which of my subscriptions would pay for an advertisement. */
export async function getActivePackages(): Promise<ActivePackage[] | null> {
  const result = await browserRead<unknown[]>('get-package', { platform_type: 'web' });
  if (result.kind !== 'success') return null;
  const body = result.body as { active_packages?: ActivePackage[] };
  return body.active_packages ?? [];
}
