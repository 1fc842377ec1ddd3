import { facilitiesRoute } from '@/features/admin-places/facilities-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = facilitiesRoute.generateMetadata;

export default facilitiesRoute.Page;
