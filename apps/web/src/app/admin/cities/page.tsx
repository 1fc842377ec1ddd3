import { citiesRoute } from '@/features/admin-places/cities-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = citiesRoute.generateMetadata;

export default citiesRoute.Page;
