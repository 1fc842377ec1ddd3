import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import type { Viewer } from '../plugins/auth.plugin.js';

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
