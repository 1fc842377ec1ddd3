import { dashboardRoute } from '@/features/admin-dashboard/dashboard-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = dashboardRoute.generateMetadata;

export default dashboardRoute.Page;
