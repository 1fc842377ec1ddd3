import { propertyRoute } from '@/features/property-detail/property-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = propertyRoute.generateMetadata;

export default propertyRoute.Page;
