import { propertiesRoute } from '@/features/admin-listings/listings-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = propertiesRoute.generateMetadata;

export default propertiesRoute.Page;
