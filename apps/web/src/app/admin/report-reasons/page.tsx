import { reportReasonsRoute } from '@/features/admin-reports/report-reasons-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = reportReasonsRoute.generateMetadata;

export default reportReasonsRoute.Page;
