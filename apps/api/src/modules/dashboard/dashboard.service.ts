import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import { viewerMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import {
  type DashboardFigures,
  presentListingCounts,
  presentPerDay,
  presentRevenue,
} from './dashboard.presenter.js';
import { dashboardRepository } from './dashboard.repository.js';

/** The areas the dashboard summarises, each shown only to an operator who may read it. */
export const DASHBOARD_PERMISSIONS = [
  'listings.read',
  'users.read',
  'payments.read',
] as const satisfies readonly AdminPermission[];

/** How far back the per-day figures go, today included. */
export const DASHBOARD_DAYS = 30;

type QueueName =
  | 'properties'
  | 'projects'
  | 'advertisements'
  | 'verifications'
  | 'chat_reports'
  | 'listing_reports'
  | 'contact_requests';

/**
 * Each pending-work queue: the read permission that shows it and the console page it opens
 * (null while the console has no page for it yet: a count, not a link to a 404).
 */
const QUEUES: ReadonlyArray<{ name: QueueName; permission: AdminPermission; path: string | null }> = [
  { name: 'properties', permission: 'listings.read', path: '/admin/moderation?kind=properties' },
  { name: 'projects', permission: 'listings.read', path: '/admin/moderation?kind=projects' },
  { name: 'advertisements', permission: 'listings.read', path: '/admin/advertisements?status=pending' },
  { name: 'verifications', permission: 'users.read', path: '/admin/verifications' },
  { name: 'chat_reports', permission: 'users.read', path: '/admin/chat-reports' },
  { name: 'listing_reports', permission: 'listings.read', path: '/admin/listing-reports' },
  { name: 'contact_requests', permission: 'users.read', path: '/admin/contact-requests' },
];

/**
 * admin/dashboard (issue 14): the console's first screen. Any operator permission it summarises
 * opens it; each figure is computed and returned only when the caller may read its area, so a
 * support agent without payments.read never sees revenue.
 */
export function dashboardService(deps: AppDeps) {
  const repo = dashboardRepository(deps.db);

  const queueCount: Record<QueueName, () => Promise<number>> = {
    properties: async () => presentListingCounts(await repo.propertiesByStatus()).pending,
    projects: async () => presentListingCounts(await repo.projectsByStatus()).pending,
    advertisements: repo.pendingAdvertisements,
    verifications: repo.pendingVerifications,
    chat_reports: repo.openChatReports,
    listing_reports: repo.openListingReports,
    contact_requests: repo.unhandledContactRequests,
  };

  return {
    async figures(viewer: Viewer): Promise<DashboardFigures> {
      const may = (permission: AdminPermission) => viewerMay(viewer, permission);
      // The call pipeline checked this already; repeated so no other caller can skip it.
      if (!DASHBOARD_PERMISSIONS.some(may)) throw errors.forbidden();
      const today = new Date(deps.now());
      const first = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (DASHBOARD_DAYS - 1)),
      );
      const since = first.toISOString();
      const out: DashboardFigures = { since: since.slice(0, 10), days: DASHBOARD_DAYS };
      if (may('listings.read')) {
        const [properties, projects] = await Promise.all([
          repo.propertiesByStatus(),
          repo.projectsByStatus(),
        ]);
        out.listings = {
          properties: presentListingCounts(properties),
          projects: presentListingCounts(projects),
        };
      }
      if (may('users.read')) out.new_members = presentPerDay(await repo.newAccountsPerDay(since), first);
      if (may('payments.read')) out.revenue = presentRevenue(await repo.revenuePerDay(since), first);
      const visible = QUEUES.filter((q) => may(q.permission));
      const counts = await Promise.all(
        visible.map((q) =>
          q.name === 'properties' && out.listings
            ? out.listings.properties.pending
            : q.name === 'projects' && out.listings
              ? out.listings.projects.pending
              : queueCount[q.name](),
        ),
      );
      out.queues = visible.map((q, i) => ({ name: q.name, count: counts[i] ?? 0, path: q.path }));
      return out;
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
