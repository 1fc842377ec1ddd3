import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import type { Viewer } from '../plugins/auth.plugin.js';
import { errors } from './app-error.js';

/**
 * Whether the signed-in caller's role grants an operator permission. The grants were read with
 * the session for this request (auth.plugin), so they are never older than the call itself.
 */
export function viewerMay(
  viewer: Pick<Viewer, 'permissions'> | null | undefined,
  permission: AdminPermission,
): boolean {
  return !!viewer && viewer.permissions.includes(permission);
}

/**
 * Refuses (403 FORBIDDEN) a caller whose role lacks any of these permissions. Operator services
 * start with it: the call pipeline checked the call's permission already, and repeating it here
 * means no other caller (another service, a job) can skip it.
 */
export function assertMay(
  viewer: Pick<Viewer, 'permissions'> | null | undefined,
  ...permissions: AdminPermission[]
): void {
  for (const permission of permissions) if (!viewerMay(viewer, permission)) throw errors.forbidden();
}
