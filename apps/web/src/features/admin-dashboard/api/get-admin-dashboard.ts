import type { ApiRead } from '@/lib/api-read';
import type { DashboardFigures } from '../admin-dashboard.types';

/** `admin/dashboard`: the console's figures, each only with the operator's read permission. */
export function getAdminDashboard(read: ApiRead) {
  return read<DashboardFigures>('admin/dashboard');
}
