import { advertisementsRoute } from '@/features/admin-advertisements/ads-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = advertisementsRoute.generateMetadata;

export default advertisementsRoute.Page;
