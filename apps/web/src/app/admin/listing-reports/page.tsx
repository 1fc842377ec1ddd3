import { listingReportsRoute } from '@/features/admin-reports/listing-reports-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = listingReportsRoute.generateMetadata;

export default listingReportsRoute.Page;
